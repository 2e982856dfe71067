#if canImport(Glibc)
import Glibc
#endif
import Arguments
import CourierCore

/// Everything a call needs from flags, environment variables and the API's declarations, resolved once.
///
/// Precedence: flags > COURIER_* variables > what `Routes/` compiles in.
struct Settings {
    var environment: Environment
    var token: String? {
        didSet { secrets = token.map(Redaction.forms(of:)) ?? [] }
    }
    /// Where the token came from, for `courier config` and warnings.
    var tokenSource: String?
    var extraHeaders: HTTPHeaders
    var transport: TransportOptions
    /// Whether `--timeout` was given: it then wins over a route's own timeout (see `Call.transportOptions`).
    var timeoutGiven = false
    var checksContract: Bool
    var verbose: Bool
    var dryRun: Bool
    var retry = RetryPolicy.default
    var redirects = RedirectPolicy.none
    /// `--stub` or `--stub=NAME`: the sample's name, empty for the route's first sample.
    var stub: String?
    var curlExport = false
    var showSecrets = false
    var rendering = Rendering()
    /// Warnings for stderr (e.g. a literal --token).
    var warnings: [String] = []

    /// Every secret value, in every form it may be printed in, for scrubbing output. Made when the token
    /// is set, not on each read: a smoke run reads it for every case.
    private(set) var secrets: [String] = []

    /// Config files read, lowest precedence first.
    var configFiles: [String] = []
    /// Where each resolved value came from: `environment`, `baseURL`, `token` → a flag, variable, file or `Routes`.
    var sources: [String: String] = [:]
    /// The API as configured (Routes plus config files), for `courier config`.
    var api: APIDescription?

    /// - Parameter loaded: config files already read (a smoke run reads them once); `nil` reads them now.
    static func resolve(_ values: ParsedValues, api compiled: APIDescription, environment variables: ProcessEnvironment,
                        files: ValueSource = .system, loaded: [ConfigFile]? = nil) throws(CourierError) -> Settings
    {
        let configs: [ConfigFile]
        if let loaded { configs = loaded } else { configs = try loadConfigs(variables, files: files) }
        let (api, urlSources, defaultSource) = compiled.applying(configs)

        let name: String
        let nameSource: String
        if let flag = values.optional(GlobalOptions.env) {
            (name, nameSource) = (flag, "--env")
        } else if let variable = variables["COURIER_ENV"] {
            (name, nameSource) = (variable, "COURIER_ENV")
        } else {
            (name, nameSource) = (api.defaultEnvironment, defaultSource)
        }
        guard var environment = api.environment(named: name) else {
            let known = api.environments.map(\.name)
            let hint = Suggestions.closest(to: name, in: known).map { "did you mean '\($0)'?" } ?? "known: " + known.joined(separator: ", ")
            throw CourierError(.config, "unknown environment '\(name)' (from \(nameSource))", hint: hint)
        }
        var urlSource = urlSources[name] ?? "Routes"
        if let url = values.optional(GlobalOptions.baseURL) {
            (environment.baseURL, urlSource) = (url, "--base-url")
        } else if !values.isGiven("env"), let url = variables["COURIER_BASE_URL"] {
            (environment.baseURL, urlSource) = (url, "COURIER_BASE_URL")
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
        try settings.resolveToken(values, variables: variables, files: files)
        if let source = settings.tokenSource { settings.sources["token"] = source }
        settings.extraHeaders = try Self.headers(values.all(GlobalOptions.header))
        settings.transport.totalTimeout = values.optional(GlobalOptions.timeout) ?? 30
        settings.timeoutGiven = values.isGiven(GlobalOptions.timeout.declaration.name)
        settings.transport.connectTimeout = values.optional(GlobalOptions.connectTimeout) ?? 10
        settings.transport.maxBodyBytes = max(1, values.optional(GlobalOptions.maxBody)?.bytes ?? (256 << 20))
        settings.transport.acceptsCompression = values.flag(GlobalOptions.compressed)
        settings.transport.downloadPath = values.optional(GlobalOptions.download)
        settings.rendering.mode = values.optional(GlobalOptions.output) ?? .full
        settings.rendering.selection = values.optional(GlobalOptions.select)
        if settings.rendering.mode == .body, settings.rendering.selection != nil {
            throw CourierError(.usage, "--select works on the document; it cannot be combined with --output body")
        }
        if Self.usesColor(values.optional(GlobalOptions.color) ?? .auto, variables: variables) { settings.rendering.colors = .standard }
        settings.retry.maxRetries = values.flag(GlobalOptions.noRetry) ? 0 : values.optional(GlobalOptions.retry) ?? 2
        settings.redirects = values.flag(GlobalOptions.follow) ? RedirectPolicy(maxHops: 10, secretHeaders: api.secretHeaders) : .none
        settings.transport.caCertificatePath = values.optional(GlobalOptions.cacert)?.path
        if let path = settings.transport.caCertificatePath, case .failure(let failure) = files.readFile(path) {
            throw CourierError(.config, "cannot read CA file '\(path)': \(failure.reason)")
        }
        settings.transport.insecure = values.flag(GlobalOptions.insecure)
        if settings.transport.insecure {
            settings.warnings.append("--insecure: TLS certificates are not verified; anyone on the path can read and change this call")
        }
        settings.stub = values.optional(GlobalOptions.stub)
        settings.curlExport = values.flag(GlobalOptions.curl)
        settings.showSecrets = values.flag(GlobalOptions.showSecrets)
        return settings
    }

    /// Color only on a terminal, never into a pipe, unless asked; `NO_COLOR` and `TERM=dumb` turn `auto` off.
    static func usesColor(_ mode: ColorMode, variables: ProcessEnvironment) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: return isatty(1) != 0 && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        }
    }

    /// Reads the config files that exist, lowest precedence first.
    static func loadConfigs(_ variables: ProcessEnvironment, files: ValueSource = .system) throws(CourierError) -> [ConfigFile] {
        var configs: [ConfigFile] = []
        for path in ConfigFile.candidates(variables) {
            if let config = try ConfigFile.load(path, files: files, home: variables["HOME"]) { configs.append(config) }
        }
        return configs
    }

    /// The API's and the environment's common parameters, in that order.
    var commonParameters: [CommonParameter] { (api?.commonParameters ?? []) + environment.commonParameters }

    private mutating func resolveToken(_ values: ParsedValues, variables: ProcessEnvironment, files: ValueSource) throws(CourierError) {
        if values.isGiven("token"), values.isGiven("token-file") {
            throw CourierError(.usage, "give either --token or --token-file, not both")
        }
        if let file = values.optional(GlobalOptions.tokenFile) {
            token = try Self.readToken(file.path, files: files)
            tokenSource = "--token-file"
        } else if let literal = values.optional(GlobalOptions.token) {
            token = literal
            tokenSource = "--token"
            if values.options["token"]?.last != nil, !Self.cameFromStdin(values) {
                warnings.append("a token given on the command line is visible to other users in the process list; prefer COURIER_TOKEN or --token-file")
            }
        } else if let value = variables["COURIER_TOKEN"] {
            token = value
            tokenSource = "COURIER_TOKEN"
        } else if let file = variables["COURIER_TOKEN_FILE"] {
            token = try Self.readToken(file, files: files)
            tokenSource = "COURIER_TOKEN_FILE"
        } else if let file = environment.tokenFile {
            token = try Self.readToken(file, files: files)
            tokenSource = "tokenFile of environment '\(environment.name)'"
        }
        if let token, !token.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) {
            throw CourierError(.config, "the token from \(tokenSource ?? "input") contains a control character")
        }
    }

    /// The parser replaced `-` with stdin's text; the raw argv is not kept, so compare with what stdin gave.
    private static func cameFromStdin(_ values: ParsedValues) -> Bool { values.stdinOptions.contains("token") }

    private static func readToken(_ path: String, files: ValueSource) throws(CourierError) -> String {
        switch files.readFile(path) {
        case .success(let text):
            let token = text.trimmingWhitespace
            guard !token.isEmpty else { throw CourierError(.config, "token file '\(path)' is empty") }
            return token
        case .failure(let failure):
            throw CourierError(.config, "cannot read token file '\(path)': \(failure.reason)")
        }
    }

    /// `Name: value` strings into headers; a missing colon or bad name is a usage error.
    static func headers(_ lines: [String]) throws(CourierError) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                throw CourierError(.usage, "header '\(Redaction.printable(line))' is not 'Name: value'")
            }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace
            headers.add(name, value)
        }
        try RequestBuilder.validate(headers)
        return headers
    }
}
