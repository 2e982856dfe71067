#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables as a value, so settings resolve the same way in tests.
public struct ProcessEnvironment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) { self.variables = variables }

    /// Reads only the variables Courier looks at, instead of copying the whole environment.
    public static func current() -> ProcessEnvironment {
        var variables: [String: String] = [:]
        for name in ["COURIER_ENV", "COURIER_BASE_URL", "COURIER_TOKEN", "COURIER_TOKEN_FILE", "COURIER_NO_ENVELOPE", "NO_COLOR", "TERM", "XDG_CONFIG_HOME", "HOME"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return ProcessEnvironment(variables)
    }

    /// A non-empty value of `name`.
    public subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
