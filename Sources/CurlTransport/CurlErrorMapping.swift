import CCurl
import CourierCore

/// Maps a libcurl `CURLcode` to Courier's stable category (libcurl-errors(3)).
package enum CurlErrorMapping {
    /// Whether libcurl refused the response's headers as too large: 7.88 (Debian 12) says so with CURLE_OUT_OF_MEMORY,
    /// 8.x with CURLE_TOO_LARGE (100, a name 7.88's headers lack) for one line over 100 KB, and with CURLE_RECV_ERROR
    /// and "Too large response headers" for more than 300 KB in all (macOS's 8.7.1).
    package static func isHeaderOverLimit(_ code: CURLcode, message: String) -> Bool {
        code == CURLE_OUT_OF_MEMORY || code.rawValue == 100 || (code == CURLE_RECV_ERROR && message.hasPrefix("Too large response headers"))
    }

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
            // read (an HTTP/0.9-looking status line); CURLE_OUT_OF_MEMORY is how 7.88 reports a header over 100 KB (``isHeaderOverLimit(_:message:)``).
            // Reset, nothing received, truncated, malformed reply, HTTP/2 stream errors, bad encoding.
            return .transportIO
        }
    }
}
