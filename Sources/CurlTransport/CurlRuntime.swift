import CCurl

/// libcurl's process-wide initialisation, done exactly once (curl_global_init is not thread-safe).
package enum CurlRuntime {
    /// Swift runs a global's initialiser once, thread-safely, on first use.
    package static let initialized: Bool = {
        curl_global_init(3) == CURLE_OK  // CURL_GLOBAL_ALL: SSL and Win32 socket setup.
    }()

    /// Whether an easy handle may serve another transfer after `curl_easy_reset`: libcurl before 8.1.0 keeps a
    /// pointer to the last response's last header on the handle (curl/curl#11101), and a next response starting
    /// with a folded line writes through it, unless its headers API, where the pointer lives, is not built in
    /// (Courier's own build, .ci/libcurl.sh). Asked of the libcurl that is linked, once.
    package static let reusesHandles: Bool = {
        guard initialized, let info = curl_version_info(CURLVERSION_FIRST) else { return false }
        if info.pointee.version_num >= 0x08_01_00 { return true }
        guard let probe = curl_easy_init() else { return false }
        defer { curl_easy_cleanup(probe) }
        var header: UnsafeMutablePointer<curl_header>?
        return curl_easy_header(probe, "Date", 0, UInt32(CURLH_HEADER), -1, &header) == CURLHE_NOT_BUILT_IN
    }()

    /// The content codings the linked libcurl decodes, in Alamofire's order of preference (br, gzip, deflate, zstd
    /// last): what a request may list in its own `Accept-Encoding`. Apple's libcurl has neither brotli nor zstd, and a
    /// reply in a coding libcurl cannot decode fails the transfer (curl error 61), so nothing else is ever asked for.
    package static let decodableCodings: [String] = {
        // Not after `initialized`: OpenSSL takes SSLKEYLOGFILE when libcurl is initialised, which `--keylog` sets later.
        guard let info = curl_version_info(CURLVERSION_FIRST) else { return [] }
        return decodableCodings(features: info.pointee.features)
    }()

    /// The codings a libcurl with `features` (``curl_version_info_data/features``) decodes.
    package static func decodableCodings(features: Int32) -> [String] {
        let codings: [(name: String, feature: Int32)] = [
            ("br", CURL_VERSION_BROTLI), ("gzip", CURL_VERSION_LIBZ), ("deflate", CURL_VERSION_LIBZ), ("zstd", CURL_VERSION_ZSTD),
        ]
        return codings.filter { features & $0.feature != 0 }.map(\.name)
    }

    /// The TLS libraries under libcurl, as it names them: `OpenSSL/3.0.17` (Debian); macOS's, built with two,
    /// `SecureTransport (LibreSSL/3.3.6)` before libcurl is initialised and `(SecureTransport) LibreSSL/3.3.6` after.
    /// Read without initialising libcurl, which is when OpenSSL takes `SSLKEYLOGFILE` (``writesKeyLog(tls:)``).
    package static var tlsLibrary: String {
        guard let info = curl_version_info(CURLVERSION_FIRST), let name = info.pointee.ssl_version else { return "" }
        return String(cString: name)
    }

    /// Whether every TLS library in `tls` (``tlsLibrary``) writes session keys to `SSLKEYLOGFILE` (`--keylog`): libcurl
    /// hands OpenSSL and its forks (BoringSSL, quictls) a key-log callback, and wolfSSL and GnuTLS read the variable
    /// themselves. LibreSSL before 3.5 (macOS's) logs TLS 1.2 keys only and Secure Transport none, so `--keylog` is
    /// refused there rather than leaving an empty file; with several, the one libcurl will pick is not known yet.
    package static func writesKeyLog(tls: String) -> Bool {
        let libraries = tls.split(separator: " ").map { $0.filter { $0 != "(" && $0 != ")" } }
        return !libraries.isEmpty && libraries.allSatisfy { name in ["OpenSSL/", "BoringSSL", "quictls/", "wolfSSL/", "GnuTLS/"].contains { name.hasPrefix($0) } }
    }

    /// libcurl's version line, e.g. `libcurl/7.88.1 OpenSSL/3.0.19 …`.
    package static var version: String { String(cString: curl_version()) }
}
