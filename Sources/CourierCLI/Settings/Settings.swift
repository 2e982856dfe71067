import CourierPlatform
import Arguments
import CourierCore

/// Everything a call needs from flags, environment variables and the API's declarations, resolved once.
///
/// Precedence: flags > COURIER_* variables > what `Routes/` compiles in.
struct Settings {
    var environment: Environment
    var token: String? {
        didSet { updateSecrets() }
    }
    /// Secret values besides the token: secret options' values (`--password`) and the credentials in
    /// secret headers (`-H 'X-Api-Key: …'`, a config file's headers). Scrubbed like the token.
    var otherSecrets: [String] = [] {
        didSet { updateSecrets() }
    }
    /// The one list of secret header names (``SecretHeaders``): redaction, `--curl` and redirects use it.
    var secretHeaders = SecretHeaders()
    /// Where the token came from, for `courier config` and warnings.
    var tokenSource: String?
    var extraHeaders: HTTPHeaders
    var transport: TransportOptions
    /// Whether `--timeout` was given: it then wins over a route's own timeout (see `Call.transportOptions`).
    var timeoutGiven = false
    var checksContract: Bool
    /// `--no-envelope` (or `COURIER_NO_ENVELOPE=1`, or the environment's `"envelope": "none"` in a config file):
    /// every response is judged by its status alone.
    var ignoresEnvelope = false
    var verbose: Bool
    var dryRun: Bool
    var retry = RetryPolicy.default
    var redirects = RedirectPolicy.none
    /// `--stub` or `--stub=NAME`: the sample's name, empty for the route's first sample.
    var stub: String?
    var curlExport = false
    var showSecrets = false
    /// The proxy calls go through (or none), and where that came from.
    var proxy = ProxySetting(url: nil, source: "none")
    var rendering = Rendering()
    /// Warnings for stderr (e.g. a literal --token).
    var warnings: [Warning] = []

    /// Every secret value, in every form it may be printed in, longest first, for scrubbing output. Made
    /// when a secret is set, not on each read: a smoke run reads it for every case.
    private(set) var secrets: [String] = []

    private mutating func updateSecrets() {
        var all: [String] = []
        for value in (token.map { [$0] } ?? []) + otherSecrets {
            for form in Redaction.forms(of: value) where !all.contains(form) { all.append(form) }
        }
        secrets = all.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Config files read, lowest precedence first.
    var configFiles: [String] = []
    /// The project config files read without trust, with what of theirs was ignored.
    var untrustedConfigs: [ConfigFile] = []
    /// Where each resolved value came from: `environment`, `baseURL`, `token` → a flag, variable, file or `Routes`.
    var sources: [String: String] = [:]
    /// The same places as `ValueOrigin`s (argv index, variable, config file line and key), for an error
    /// to point at; a value `Routes/` compiles in has none.
    var origins: [String: ValueOrigin] = [:]
    /// The API as configured (Routes plus config files), for `courier config`.
    var api: APIDescription?

    /// - Parameter loaded: config files already read (a smoke run reads them once); `nil` reads them now.
    static func resolve(_ parsed: ParsedValues, api compiled: APIDescription, environment variables: ProcessEnvironment,
                        loaded: [ConfigFile]? = nil) throws(CourierError) -> Settings
    {
        let configs: [ConfigFile]
        if let loaded { configs = loaded } else { configs = try loadConfigs(variables) }
        let (api, urlSources, defaultSource, configOrigins) = compiled.applying(configs)
        let values = try filled(parsed, from: variables)

        // A value from a variable names it as its source (`COURIER_ENV`); one from argv, its flag.
        let name: String
        let nameSource: String
        let nameOrigin: ValueOrigin?
        if let given = values.optional(GlobalOptions.env) {
            (name, nameSource, nameOrigin) = (given, values.origin(of: "env")?.environmentVariable ?? "--env", values.origin(of: "env"))
        } else {
            (name, nameSource, nameOrigin) = (api.defaultEnvironment, defaultSource, configOrigins["defaultEnvironment"])
        }
        guard var environment = api.environment(named: name) else {
            let known = api.environments.map(\.name)
            // A config file's default is named by its line (`courier.json:2, defaultEnvironment`).
            let named = nameOrigin.flatMap { if case .configFile = $0 { ErrorMessage.words($0) } else { nil } } ?? nameSource
            throw CourierError(.config(.unknownEnvironment(name, source: named)),
                               hint: ErrorWording.suggestion(Suggestions.closest(to: name, in: known), known: known))
        }
        var urlSource = urlSources[name] ?? "Routes"
        var urlOrigin = configOrigins["environments.\(name).baseURL"]
        if let url = values.optional(GlobalOptions.baseURL) {
            // COURIER_BASE_URL is the default environment's URL: an `--env` on argv leaves it out.
            if let variable = values.origin(of: "base-url")?.environmentVariable {
                if !values.isGiven("env") { (environment.baseURL, urlSource, urlOrigin) = (url, variable, values.origin(of: "base-url")) }
            } else {
                (environment.baseURL, urlSource, urlOrigin) = (url, "--base-url", values.origin(of: "base-url"))
            }
        }
        for pair in values.all(GlobalOptions.serviceURL) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw .usage(.malformedValue(option: "--service-url", expected: "'name=url'", got: pair))
            }
            let service = String(pair[..<equals])
            guard environment.services[service] != nil else {
                throw .config(.unknownService(service, environment: environment.name, known: environment.services.keys.sorted()))
            }
            environment.services[service] = String(pair[pair.index(after: equals)...])
        }
        environment.headers = api.defaultHeaders.fields.reduce(into: environment.headers) { headers, field in
            if !headers.contains(field.name) { headers.add(field.name, field.value) }
        }

        environment.checkBaseURL()
        var settings = Settings(environment: environment, token: nil, tokenSource: nil, extraHeaders: [],
                                transport: TransportOptions(), checksContract: !values.flag(GlobalOptions.noContract),
                                verbose: values.flag(GlobalOptions.verbose), dryRun: values.flag(GlobalOptions.dryRun))
        settings.configFiles = configs.map { $0.path }
        settings.api = api
        settings.sources = ["environment": nameSource, "baseURL": urlSource]
        settings.origins = ["environment": nameOrigin, "baseURL": urlOrigin].compactMapValues { $0 }
        settings.untrustedConfigs = configs.filter { !$0.isTrusted }
        settings.warnings += configs.compactMap(\.warning)
        try settings.resolveToken(values, configOrigin: configOrigins["environments.\(name).tokenFile"])
        if let source = settings.tokenSource { settings.sources["token"] = source }
        try settings.resolveProxy(values, variables: variables)
        settings.extraHeaders = try Self.headers(values.all(GlobalOptions.header))
        settings.secretHeaders = SecretHeaders(api: api)
        settings.collectSecrets(values)
        settings.transport.totalTimeout = values.optional(GlobalOptions.timeout) ?? 30
        settings.timeoutGiven = values.isGiven(GlobalOptions.timeout.declaration.name)
        settings.transport.connectTimeout = values.optional(GlobalOptions.connectTimeout) ?? 10
        settings.transport.maxBodyBytes = max(1, values.optional(GlobalOptions.maxBody)?.bytes ?? (256 << 20))
        settings.transport.acceptsCompression = values.flag(GlobalOptions.compressed)
        settings.transport.downloadPath = values.optional(GlobalOptions.download)
        settings.rendering.mode = values.optional(GlobalOptions.output) ?? .full
        settings.rendering.selection = values.optional(GlobalOptions.select)
        if settings.rendering.mode == .body, settings.rendering.selection != nil {
            throw .usage(.selectWithBodyOutput)
        }
        if Self.usesColor(values.optional(GlobalOptions.color) ?? .auto, variables: variables) { settings.rendering.colors = .terminal }
        settings.retry.maxRetries = values.flag(GlobalOptions.noRetry) ? 0 : values.optional(GlobalOptions.retry) ?? 2
        settings.redirects = values.flag(GlobalOptions.follow) ? RedirectPolicy(maxHops: 10, secretHeaders: settings.secretHeaders) : .none
        settings.transport.caCertificatePath = values.optional(GlobalOptions.cacert)?.path
        if let path = settings.transport.caCertificatePath, case .failure(let failure) = UserFiles.read(path) {
            if failure == .interrupted { throw .interrupted() }
            throw .file(FileReason(.caCertificate, path, .cannot(.read, failure.reason)))
        }
        settings.transport.insecure = values.flag(GlobalOptions.insecure)
        if settings.transport.insecure {
            settings.warnings.append(.insecureTLS)
        }
        // The variable counts even under `--no-no-envelope` (which leaves it unread by the fill), as it always has.
        // COURIER_NO_ENVELOPE is the flag's variable (filled above), so `--no-no-envelope` wins over it.
        settings.ignoresEnvelope = values.flag(GlobalOptions.noEnvelope) || settings.environment.ignoresEnvelope
        settings.stub = values.optional(GlobalOptions.stub)
        settings.curlExport = values.flag(GlobalOptions.curl)
        settings.showSecrets = values.flag(GlobalOptions.showSecrets)
        return settings
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

    /// Color only on a terminal, never into a pipe, unless asked; `NO_COLOR` and `TERM=dumb` turn `auto` off.
    static func usesColor(_ mode: ColorMode, variables: ProcessEnvironment) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: return Platform.isTerminal(1) && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        }
    }

    /// Reads the config files that exist, lowest precedence first; the project's is judged by the user's trust record.
    static func loadConfigs(_ variables: ProcessEnvironment) throws(CourierError) -> [ConfigFile] {
        var configs: [ConfigFile] = []
        var trust: ConfigTrust?
        for (path, isUsers) in ConfigFile.candidates(variables) {
            if !isUsers, trust == nil, Platform.exists(path) { trust = try ConfigTrust.load(variables) }
            if let config = try ConfigFile.load(path, home: variables["HOME"], trust: isUsers ? nil : trust) { configs.append(config) }
        }
        return configs
    }

    /// The API's and the environment's common parameters, in that order.
    var commonParameters: [CommonParameter] { (api?.commonParameters ?? []) + environment.commonParameters }

    /// The token's own order: `--token-file`, `--token`, COURIER_TOKEN, COURIER_TOKEN_FILE, the environment's
    /// `tokenFile`. (Argv before variables, as everywhere; but between the two variables, the literal first.)
    /// - Parameter configOrigin: where the environment's `tokenFile` stands in a config file, if it does.
    private mutating func resolveToken(_ values: ParsedValues, configOrigin: ValueOrigin?) throws(CourierError) {
        if values.isGiven("token"), values.isGiven("token-file") {
            throw .usage(.exclusive("--token", "--token-file"))
        }
        let file = values.optional(GlobalOptions.tokenFile)
        let literal = values.optional(GlobalOptions.token)
        let fileVariable = values.origin(of: "token-file")?.environmentVariable
        let literalVariable = values.origin(of: "token")?.environmentVariable
        if let file, fileVariable == nil {
            token = try readToken(file.path)
            tokenSource = "--token-file"
            origins["token"] = values.origin(of: "token-file")
        } else if let literal, literalVariable == nil {
            token = literal
            tokenSource = "--token"
            origins["token"] = values.origin(of: "token")
            if values.isLiteral("token") {
                warnings.append(.literalToken)
            }
        } else if let literal, let literalVariable {
            token = literal
            tokenSource = literalVariable
            origins["token"] = values.origin(of: "token")
        } else if let file, let fileVariable {
            token = try readToken(file.path)
            tokenSource = fileVariable
            origins["token"] = values.origin(of: "token-file")
        } else if let file = environment.tokenFile {
            token = try readToken(file)
            tokenSource = "tokenFile of environment '\(environment.name)'"
            origins["token"] = configOrigin
        }
        if let token, !token.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) {
            throw .config(.tokenControlCharacter(source: tokenSource ?? "input"))
        }
    }

    /// The proxy and the TLS key log: both decided here and shown, never picked up unseen by libcurl.
    private mutating func resolveProxy(_ values: ParsedValues, variables: ProcessEnvironment) throws(CourierError) {
        proxy = try ProxySetting.resolve(flag: values.optional(GlobalOptions.proxy), disabled: values.flag(GlobalOptions.noProxy),
                                         baseURL: environment.baseURL, variables: variables)
        transport.proxy = proxy.url ?? ""
        transport.noProxy = proxy.bypass
        if let password = proxy.password { otherSecrets.append(password) }
        if let shown = proxy.shown, token != nil, environment.baseURL.lowercased().hasPrefix("http://") {
            warnings.append(.tokenThroughPlainProxy(proxy: shown, source: proxy.source))
        }
        if let path = values.optional(GlobalOptions.keylog)?.path {
            ProcessEnvironment.enableKeyLog(path)
            warnings.append(.keyLog(path: path))
        }
    }

    /// Secret options' values and secret headers' credentials join the secrets; a secret option written
    /// in argv warns, as a literal token does.
    private mutating func collectSecrets(_ values: ParsedValues) {
        var found: [String] = []
        for name in values.secretOptions.sorted() where name != "token" {
            found += values.texts(name)
            if values.isLiteral(name) {
                warnings.append(.literalSecretOption(name: name))
            }
        }
        for field in environment.headers.fields + extraHeaders.fields where secretHeaders.contains(field.name) {
            found += Redaction.credentials(in: field.value)
        }
        otherSecrets += found.filter { !$0.isEmpty }
    }

    /// Reads a token file through the one reader (a FIFO or device is refused, Ctrl-C honoured); a file
    /// that others may read works but warns, as ssh warns about a private key.
    private mutating func readToken(_ path: String) throws(CourierError) -> String {
        switch UserFiles.read(path) {
        case .success(let contents):
            guard let text = contents.text else { throw .file(FileReason(.token, path, .notUTF8)) }
            let token = text.trimmingWhitespace
            guard !token.isEmpty else { throw .file(FileReason(.token, path, .empty)) }
            if contents.isReadableByOthers, let mode = contents.permissions {
                warnings.append(.readableTokenFile(path: path, mode: UInt32(mode)))
            }
            return token
        case .failure(.interrupted):
            throw .interrupted()
        case .failure(let failure):
            throw .file(FileReason(.token, path, .cannot(.read, failure.reason)))
        }
    }

    /// `Name: value` strings into headers; a missing colon or bad name is a usage error.
    static func headers(_ lines: [String]) throws(CourierError) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                // Only the first word is echoed: `-H 'Authorization Bearer abc'` must not print its credential.
                let name = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                let shown = name.count < line.count ? name + " …" : line
                throw .usage(.headerLine(shown: shown))
            }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace
            headers.add(name, value)
        }
        try RequestBuilder.validate(headers)
        return headers
    }
}
