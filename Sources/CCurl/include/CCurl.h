// Typed, non-variadic wrappers around libcurl's variadic entry points.
// Swift cannot call C variadic functions, so each argument type gets its own wrapper.
#ifndef COURIER_CCURL_H
#define COURIER_CCURL_H

#include <curl/curl.h>

typedef size_t (*courier_data_callback)(char *buffer, size_t size, size_t count, void *user);
typedef int (*courier_xferinfo_callback)(void *user, curl_off_t dltotal, curl_off_t dlnow,
                                         curl_off_t ultotal, curl_off_t ulnow);

CURLcode courier_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode courier_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode courier_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode courier_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode courier_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode courier_easy_setopt_mime(CURL *handle, curl_mime *value);
CURLcode courier_easy_setopt_data_callback(CURL *handle, CURLoption option, courier_data_callback callback);
CURLcode courier_easy_setopt_xferinfo(CURL *handle, courier_xferinfo_callback callback);

CURLcode courier_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode courier_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode courier_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);

CURLSHcode courier_share_setopt_long(CURLSH *share, CURLSHoption option, long value);

#endif
