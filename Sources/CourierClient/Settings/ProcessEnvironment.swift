import CourierPlatform
import CourierCore
import CourierShared

/// The process's environment variables as a value, so settings resolve the same way in tests.
///
/// A ``ProgramVariable`` is read under the program's own prefix first (`SHOP_TOKEN`), then Courier's
/// (`COURIER_TOKEN`): ``subscript(_:)-(ProgramVariable)`` gives its value and ``name(_:)`` the name that gave it,
/// so a message names the variable the user set, and a hint the one the program reads first.
package struct ProcessEnvironment: Sendable {
    /// The variables read, each under the name it was set as.
    package var variables: [String: String]
    /// The program's own prefix (Courier's by default).
    package var prefix: VariablePrefix

    package init(_ variables: [String: String], prefix: VariablePrefix = .courier) {
        self.variables = variables
        self.prefix = prefix
    }

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

    /// `variable`'s non-empty value: the program's own name's, else Courier's.
    package subscript(variable: ProgramVariable) -> String? {
        for name in prefix.names(variable) { if let value = self[name] { return value } }
        return nil
    }

    /// The name `variable`'s value was read under; when it is not set, the program's own name (the one to advise).
    package func name(_ variable: ProgramVariable) -> String {
        prefix.names(variable).first { self[$0] != nil } ?? prefix.name(variable)
    }
}
