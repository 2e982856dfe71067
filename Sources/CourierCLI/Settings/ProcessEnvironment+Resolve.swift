import CourierPlatform
import Arguments
import CourierCore
import CourierClient
import CourierShared

/// The variables the CLI reads: the program's own and Courier's (``ProgramVariable``), and the system's few.
extension ProcessEnvironment {
    /// Reads only the variables Courier looks at, instead of copying the whole environment: each of
    /// ``ProgramVariable`` under `program`'s prefix and Courier's.
    static func current(program: String) -> ProcessEnvironment {
        let prefix = VariablePrefix(program: program)
        var variables: [String: String] = [:]
        for name in ProgramVariable.allCases.flatMap(prefix.names) + ["NO_COLOR", "TERM", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME", "PATH"]
            + ProxySetting.variableNames
        {
            if let value = Platform.environmentValue(name) { variables[name] = value }
        }
        return ProcessEnvironment(variables, prefix: prefix)
    }

    /// `declarations` reading the names this environment gives their variables (``name(_:)``): the one set, so
    /// a value's origin names it; else the program's own, which help shows.
    func naming(_ declarations: [OptionDeclaration]) -> [OptionDeclaration] {
        declarations.map { declaration in
            guard let declared = declaration.environmentVariable, let variable = ProgramVariable(rawValue: declared) else { return declaration }
            return declaration.readingVariable(name(variable))
        }
    }
}
