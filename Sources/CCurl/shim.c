#include "CCurl.h"
#include <signal.h>
#include <string.h>

static volatile sig_atomic_t courier_signal = 0;

static void courier_on_signal(int number) { courier_signal = number; }

/* Ctrl-C, kill, and a closed terminal (SIGHUP's default action would end us with a download's temporary
   file left behind). A parent may have blocked them (libdispatch threads do), so they are unblocked too. */
static const int courier_interrupts[] = {SIGINT, SIGTERM, SIGHUP};

void courier_install_interrupt_handler(void) {
    struct sigaction action;
    sigset_t unblock;
    memset(&action, 0, sizeof action);
    action.sa_handler = courier_on_signal;
    sigemptyset(&action.sa_mask);
    sigemptyset(&unblock);
    for (size_t i = 0; i < sizeof courier_interrupts / sizeof courier_interrupts[0]; i++) {
        sigaction(courier_interrupts[i], &action, NULL);
        sigaddset(&unblock, courier_interrupts[i]);
    }
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
}

int courier_interrupted(void) { return courier_signal; }

int courier_xferinfo_abort_on_interrupt(void *user, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)user; (void)dltotal; (void)dlnow; (void)ultotal; (void)ulnow;
    return courier_signal != 0;  /* non-zero aborts with CURLE_ABORTED_BY_CALLBACK */
}

CURLcode courier_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}
CURLcode courier_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}
CURLcode courier_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}
CURLcode courier_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}
CURLcode courier_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}
CURLcode courier_easy_setopt_mime(CURL *handle, curl_mime *value) {
    return curl_easy_setopt(handle, CURLOPT_MIMEPOST, value);
}
CURLcode courier_easy_setopt_data_callback(CURL *handle, CURLoption option, courier_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}
CURLcode courier_easy_setopt_xferinfo(CURL *handle, courier_xferinfo_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
CURLcode courier_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
CURLcode courier_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}
CURLcode courier_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}
CURLMcode courier_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
CURLSHcode courier_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}
