import CCurl

/// libcurl's process-wide initialisation, done exactly once (curl_global_init is not thread-safe).
package enum CurlRuntime {
    /// Swift runs a global's initialiser once, thread-safely, on first use.
    package static let initialized: Bool = {
        curl_global_init(3) == CURLE_OK  // CURL_GLOBAL_ALL: SSL and Win32 socket setup.
    }()

    /// libcurl's version line, e.g. `libcurl/7.88.1 OpenSSL/3.0.19 …`.
    package static var version: String { String(cString: curl_version()) }
}
