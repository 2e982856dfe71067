import CCurl
import CourierCore

/// Owns a `CURLSH *` share handle: the caches that outlive one easy handle.
///
/// Why: every transfer gets a fresh easy handle (see ``EasyHandle``), so the connection cache (keep-alive),
/// the DNS cache and TLS sessions live here instead. Used from one thread at a time, so no lock callbacks.
final class CurlShare {
    let raw: UnsafeMutableRawPointer

    /// - Parameter connections: share the connection cache too. Not under a multi handle, which keeps its own.
    init(connections: Bool) throws(CourierError) {
        guard CurlRuntime.initialized, let share = curl_share_init() else {
            throw .internal(.shareUnavailable)
        }
        raw = share
        var kinds = [CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION]
        if connections { kinds.append(CURL_LOCK_DATA_CONNECT) }
        for kind in kinds {
            let code = courier_share_setopt_long(share, CURLSHOPT_SHARE, Int(kind.rawValue))
            guard code == CURLSHE_OK else {
                curl_share_cleanup(share)
                throw .internal(.curlRefused(.share, text: String(cString: curl_share_strerror(code)), curlCode: nil))
            }
        }
    }

    deinit { curl_share_cleanup(raw) }
}
