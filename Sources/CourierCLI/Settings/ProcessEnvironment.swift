import CourierPlatform
import Arguments
import CourierCore

/// The process's environment variables as a value, so settings resolve the same way in tests.
public struct ProcessEnvironment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) { self.variables = variables }

    /// Reads only the variables Courier looks at, instead of copying the whole environment.
    public static func current() -> ProcessEnvironment {
        var variables: [String: String] = [:]
        // The COURIER_* names are the options' own (``OptionDeclaration/environmentVariable``).
        for name in GlobalOptions.all.compactMap(\.environmentVariable) + ["NO_COLOR", "TERM", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME", "COURIER_PASSWORD", "PATH", SecretTool.timeoutVariable, KeychainTool.keychainVariable]
            + ProxySetting.variableNames
        {
            if let value = Platform.environmentValue(name) { variables[name] = value }
        }
        return ProcessEnvironment(variables)
    }

    /// Variables libcurl (or OpenSSL under it) would act on unseen. `SSLKEYLOGFILE` makes OpenSSL write
    /// every TLS session key to a file: removed from the process at start, before libcurl is initialised,
    /// so only `--keylog FILE` can ask for that. `CURL_SSL_BACKEND` picks the TLS library of a libcurl built with
    /// several (macOS's: Secure Transport instead of LibreSSL, with another trust store and no TLS 1.3).
    /// (Proxy variables are read by Courier and passed explicitly.)
    static let withheldFromLibcurl = ["SSLKEYLOGFILE", "CURL_SSL_BACKEND"]

    /// Removes ``withheldFromLibcurl`` from this process's environment. Called first thing in `main`.
    public static func withholdFromLibcurl() {
        for name in withheldFromLibcurl { Platform.unsetEnvironment(name) }
    }

    /// Hands `--keylog FILE` to OpenSSL, which reads `SSLKEYLOGFILE` when libcurl is initialised (after settings).
    static func enableKeyLog(_ path: String) { Platform.setEnvironment("SSLKEYLOGFILE", path) }

    /// A non-empty value of `name`.
    public subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
