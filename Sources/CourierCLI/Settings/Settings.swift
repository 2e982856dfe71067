import CourierPlatform
import Arguments
import CourierCore

/// Everything a call needs from flags, environment variables, config files and the API's declarations,
/// resolved once into the pieces commands take: where calls go (``Target``), as whom and what never to
/// print (``Credentials``), how they are sent (``Sending``) and how answers are judged and shown
/// (``OutputOptions``). Resolving reads files but changes nothing in the process.
///
/// Precedence: flags > COURIER_* variables > config files > what `Routes/` compiles in.
struct Settings {
    var target: Target
    var credentials: Credentials
    var sending: Sending
    var output: OutputOptions
    /// `--all`, `--max-pages`, `--max-items`.
    var pages: PageOptions
    /// Warnings for stderr (e.g. a literal --token), in the order they were found.
    var warnings: [Warning]

    /// Every secret value in every printed form, longest first (``Credentials/secrets``).
    var secrets: [String] { credentials.secrets }

    /// Where the environment, base URL and token came from, as `courier config` prints them.
    var sources: [String: String] {
        var sources = target.sources
        if let source = credentials.tokenSource { sources["token"] = source }
        return sources
    }

    /// The same places as `ValueOrigin`s, for an error to point at.
    var origins: [String: ValueOrigin] {
        var origins = target.origins
        if let origin = credentials.tokenOrigin { origins["token"] = origin }
        return origins
    }

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
            return try parsed.filled(fromEnvironment: variables.variables, for: GlobalOptions.all)
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

    /// Reads the config files that exist, lowest precedence first; the project's is judged by the user's trust record
    /// and may set none of the API's `secretHeaders` unless trusted.
    static func loadConfigs(_ variables: ProcessEnvironment, secretHeaders: SecretHeaders) throws(CourierError) -> [ConfigFile] {
        var configs: [ConfigFile] = []
        var trust: ConfigTrust?
        for (path, isUsers) in ConfigFile.candidates(variables) {
            if !isUsers, trust == nil, Platform.exists(path) { trust = try ConfigTrust.load(variables) }
            if let config = try ConfigFile.load(path, home: variables["HOME"], trust: isUsers ? nil : trust, secretHeaders: secretHeaders) { configs.append(config) }
        }
        return configs
    }
}
