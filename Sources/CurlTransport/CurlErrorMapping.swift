import CCurl
import CourierCore

/// Maps a libcurl `CURLcode` to Courier's stable category (libcurl-errors(3)).
enum CurlErrorMapping {
    static func category(for code: CURLcode) -> ErrorCategory {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .transportDNS
        case CURLE_COULDNT_CONNECT:
            return .transportConnect
        case CURLE_OPERATION_TIMEDOUT:
            return .transportTimeout
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED,
            CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED:
            return .transportTLS
        case CURLE_TOO_MANY_REDIRECTS:
            return .transportRedirects
        case CURLE_URL_MALFORMAT:
            return .requestInvalid
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_BAD_FUNCTION_ARGUMENT, CURLE_UNKNOWN_OPTION, CURLE_NOT_BUILT_IN,
            CURLE_FAILED_INIT:
            return .internal
        default:
            // URLs are checked before sending, so CURLE_UNSUPPORTED_PROTOCOL means a response libcurl cannot
            // read (an HTTP/0.9-looking status line); CURLE_OUT_OF_MEMORY is how 7.88 reports a header over 100 KB.
            // Reset, nothing received, truncated, malformed reply, HTTP/2 stream errors, bad encoding.
            return .transportIO
        }
    }
}
