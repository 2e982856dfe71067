import CourierPlatform
import CourierCore

/// The process's environment variables as a value, so settings resolve the same way in tests.
package struct ProcessEnvironment: Sendable {
    package var variables: [String: String]

    package init(_ variables: [String: String]) { self.variables = variables }

    /// Variables libcurl (or OpenSSL under it) would act on unseen. `SSLKEYLOGFILE` makes OpenSSL write
    /// every TLS session key to a file: removed from the process at start, before libcurl is initialised,
    /// so only `--keylog FILE` can ask for that. `CURL_SSL_BACKEND` picks the TLS library of a libcurl built with
    /// several (macOS's: Secure Transport instead of LibreSSL, with another trust store and no TLS 1.3).
    /// (Proxy variables are read by Courier and passed explicitly.)
    package static let withheldFromLibcurl = ["SSLKEYLOGFILE", "CURL_SSL_BACKEND"]

    /// Removes ``withheldFromLibcurl`` from this process's environment. Called first thing in `main`.
    package static func withholdFromLibcurl() {
        for name in withheldFromLibcurl { Platform.unsetEnvironment(name) }
    }

    /// Hands `--keylog FILE` to OpenSSL, which reads `SSLKEYLOGFILE` when libcurl is initialised (after settings).
    package static func enableKeyLog(_ path: String) { Platform.setEnvironment("SSLKEYLOGFILE", path) }

    /// A non-empty value of `name`.
    package subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
