import CourierPlatform
import Arguments
import CourierCore
import CourierClient

/// The variables the CLI reads, named by its global options' declarations (``GlobalOptions``) and the stores' own.
extension ProcessEnvironment {
    /// Reads only the variables Courier looks at, instead of copying the whole environment.
    static func current() -> ProcessEnvironment {
        var variables: [String: String] = [:]
        // The COURIER_* names are the options' own (``OptionDeclaration/environmentVariable``).
        for name in GlobalOptions.all.compactMap(\.environmentVariable) + ["NO_COLOR", "TERM", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME", "COURIER_PASSWORD", "PATH", SecretTool.timeoutVariable, KeychainTool.keychainVariable]
            + ProxySetting.variableNames
        {
            if let value = Platform.environmentValue(name) { variables[name] = value }
        }
        return ProcessEnvironment(variables)
    }
}
