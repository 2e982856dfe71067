import Arguments
import CourierCore
import CourierClient

/// Settings from a command line: the parsed values (filled from COURIER_* variables) and config files, read once into
/// the client's values, each by its own `resolve` beside this one. Precedence: flags > COURIER_* variables > config
/// files > what `Routes/` compiles in.
extension Settings {
    /// - Parameters:
    ///   - loaded: config files already read (a smoke run reads them once); `nil` reads them now.
    ///   - loadsSession: whether the stored session is read (see ``Credentials/resolve(_:target:variables:configOrigin:loadsSession:warnings:)``).
    static func resolve(_ parsed: ParsedValues, api compiled: APIDescription, environment variables: ProcessEnvironment,
                        loaded: [ConfigFile]? = nil, loadsSession: Bool = true) throws(CourierError) -> Settings
    {
        let configs: [ConfigFile]
        if let loaded { configs = loaded } else { configs = try loadConfigs(variables, secretHeaders: SecretHeaders(api: compiled)) }
        let (api, urlSources, defaultSource, configOrigins) = compiled.applying(configs)
        let values = try filled(parsed, from: variables)
        var warnings = configs.compactMap(\.warning)
        let target = try Target.resolve(values, api: api, configs: configs, urlSources: urlSources, defaultSource: defaultSource,
                                        configOrigins: configOrigins)
        var credentials = try Credentials.resolve(values, target: target, variables: variables,
                                                  configOrigin: configOrigins["environments.\(target.environment.name).tokenFile"],
                                                  loadsSession: loadsSession, warnings: &warnings)
        let sending = try Sending.resolve(values, target: target, variables: variables, credentials: &credentials, warnings: &warnings)
        let output = try OutputOptions.resolve(values, target: target, variables: variables)
        let pages = try PageOptions.resolve(values)
        return Settings(target: target, credentials: credentials, sending: sending, output: output, pages: pages, warnings: warnings)
    }

    /// `parsed` with the options argv left out filled from their COURIER_* variables
    /// (``OptionDeclaration/environmentVariable``), each checked and converted once by Arguments.
    /// - Throws: a switch variable that is neither on nor off, as the config error naming it.
    static func filled(_ parsed: ParsedValues, from variables: ProcessEnvironment) throws(CourierError) -> ParsedValues {
        do {
            return try parsed.filled(fromEnvironment: variables.variables, for: variables.naming(GlobalOptions.all))
        } catch {
            let variable = error.origin?.environmentVariable ?? "environment"
            switch error.kind {
            case .invalidValue(let option, let text, _) where option.isFlag:
                throw .config(.notASwitch(variable: variable, value: text))
            case .invalidValue(_, let text, let expected):
                throw .usage(.malformedValue(option: variable, expected: expected, got: text))
            case .outOfRange(_, let text, let range):
                throw .usage(.malformedValue(option: variable, expected: "a value from \(range.lowerBound.shortText) to \(range.upperBound.shortText)", got: text))
            default:
                throw .usage(.malformedValue(option: variable, expected: "a valid value", got: ""))
            }
        }
    }
}
