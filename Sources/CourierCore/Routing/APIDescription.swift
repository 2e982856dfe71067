/// What a team declares about its API besides the routes: environments, envelope, auth, plugins.
public struct APIDescription: Sendable {
    /// The API's name, as messages and `courier config` show it.
    public var name: String
    /// The program's name in help, usage and completion scripts (the team's executable, e.g. `shop`).
    public var programName: String
    /// The deployments a call can go to (`--env`): at least one. Each gets a service for every app base URL that
    /// names one and the environment leaves out: the app's own URL (see ``appBaseURLs``).
    public var environments: [Environment] {
        didSet { environments = Self.completed(environments, appBaseURLs) }
    }
    /// The environment used when none is chosen.
    public var defaultEnvironment: String
    /// How payloads are wrapped; a route may override it (``Route/envelope``).
    public var envelope: Envelope
    /// Where the API expects its token. Default: ``AuthScheme/bearer``.
    public var auth: AuthScheme
    /// Headers every request carries unless overridden (besides Courier's own User-Agent and Accept).
    public var defaultHeaders: HTTPHeaders
    /// Header names (any case) whose values are secret: redacted in output, dropped on cross-origin redirects.
    public var secretHeaders: Set<String>
    /// Parameters every request carries (as in the seeds: `version`, `systemType`), before the environment's.
    public var commonParameters: [CommonParameter]
    /// The team's own plugins, run after Courier's (see docs/Library.md for the order).
    public var plugins: [any Plugin]
    /// The base URLs the app's own routers carry (Moya's `baseURL`), each mapped onto a service of
    /// every environment: a compat router's URL below one of them is sent below the environment's URL. A mapping
    /// is written once: an environment that leaves its service out sends those calls to the app's own URL, so only
    /// the environments whose host differs name the service.
    public var appBaseURLs: [AppBaseURL] {
        didSet { environments = Self.completed(environments, appBaseURLs) }
    }
    /// Command lines the root help shows. Default: none (generic ones are shown).
    public var examples: [String]
    /// The route that renews a stored session from its refresh token (its ``Route/grant`` says what it gives);
    /// on a 401 Courier calls it once and retries once. Default: `nil`, sessions are not refreshed.
    public var refresh: (@Sendable (_ refreshToken: String) -> any Route)?
    /// The login route Courier calls again, with the name and password the user keeps in a file (`--login-file`,
    /// `COURIER_LOGIN_FILE`), when a call with no usable session is refused (or no session is stored): once, then
    /// the call is retried once; after a refresh that failed too. Its ``Route/grant`` says what it gives.
    /// Default: `nil`, no re-login.
    public var relogin: (@Sendable (_ name: String, _ password: String) -> any Route)?

    /// Describes an API; checked when the program starts, so a mistake is a `config` error (exit 2) before any
    /// command runs.
    /// - Parameters:
    ///   - name: the API's name.
    ///   - programName: the executable's name in help, usage and completions. Default: `name`.
    ///   - environments: the deployments, at least one.
    ///   - defaultEnvironment: the name of the environment used without `--env`.
    ///   - envelope: how payloads are wrapped. Default: ``Envelope/standard``, `{code, message, data}`.
    ///   - auth: where the token goes. Default: ``AuthScheme/bearer``.
    ///   - defaultHeaders: headers every request carries. Default: none.
    ///   - secretHeaders: header names (any case) whose values are redacted and dropped on cross-origin redirects. Default: none.
    ///   - commonParameters: parameters every request carries. Default: none.
    ///   - plugins: the team's plugins, run after Courier's own. Default: none.
    ///   - appBaseURLs: the base URLs the app's own routers carry, each mapped onto a service (the main base URL, or
    ///     a named one that is the app's own URL in every environment that does not name it). Default: none.
    ///   - examples: command lines the root help shows. Default: none (generic ones are shown).
    ///   - refresh: the route that renews a session from its refresh token. Default: none.
    ///   - relogin: the login route called again from the user's named credentials. Default: none.
    public init(name: String, programName: String? = nil, environments: [Environment], defaultEnvironment: String,
                envelope: Envelope = .standard, auth: AuthScheme = .bearer, defaultHeaders: HTTPHeaders = [],
                secretHeaders: Set<String> = [], commonParameters: [CommonParameter] = [], plugins: [any Plugin] = [],
                appBaseURLs: [AppBaseURL] = [], examples: [String] = [],
                refresh: (@Sendable (_ refreshToken: String) -> any Route)? = nil,
                relogin: (@Sendable (_ name: String, _ password: String) -> any Route)? = nil)
    {
        self.examples = examples
        self.refresh = refresh
        self.relogin = relogin
        self.name = name
        self.programName = programName ?? name
        self.environments = environments
        self.defaultEnvironment = defaultEnvironment
        self.envelope = envelope
        self.auth = auth
        self.defaultHeaders = defaultHeaders
        self.secretHeaders = Set(secretHeaders.map { $0.lowercased() })
        self.commonParameters = commonParameters
        self.plugins = plugins
        self.appBaseURLs = appBaseURLs
        // Property observers do not run in an initializer.
        self.environments = Self.completed(environments, appBaseURLs)
    }

    /// `environments`, each with a service for every app base URL that names one it leaves out: the app's own URL.
    static func completed(_ environments: [Environment], _ appBaseURLs: [AppBaseURL]) -> [Environment] {
        environments.map { environment in
            var environment = environment
            for app in appBaseURLs {
                guard let service = app.service, environment.services[service] == nil else { continue }
                environment.services[service] = app.url
            }
            return environment
        }
    }

    package func environment(named name: String) -> Environment? { environments.first { $0.name == name } }

    /// The service names any environment defines, sorted.
    package var serviceNames: [String] {
        var names: [String] = []
        for index in environments.indices where !environments[index].services.isEmpty {
            for name in environments[index].services.keys where !names.contains(name) { names.append(name) }
        }
        return names.sorted()
    }

    /// What is wrong with this description, checked when the program starts so that a mistake shows
    /// before the first call: no environment, an unknown default, an envelope without keys, a service
    /// some environments lack, a bad program name.
    package var problems: [DescriptionProblem] {
        var problems: [DescriptionProblem] = []
        if environments.isEmpty { problems.append(.noEnvironment(api: name)) }
        if !environments.isEmpty, environment(named: defaultEnvironment) == nil {
            problems.append(.unknownDefaultEnvironment(defaultEnvironment, known: environments.map(\.name)))
        }
        if let problem = envelope.format?.problem { problems.append(problem) }
        // A handful of environments: compared pairwise, since a Set's first String hash costs more at start.
        let services = serviceNames
        for index in environments.indices {
            let name = environments[index].name
            if environments[..<index].contains(where: { $0.name == name }) { problems.append(.duplicateEnvironment(name)) }
            for service in services where environments[index].services[service] == nil {
                problems.append(.environmentLacksService(environment: name, service: service))
            }
        }
        for base in appBaseURLs where URLParts(base.url) == nil {
            problems.append(.appBaseURLNotAbsolute(base.url))
        }
        if !Self.isProgramName(programName) { problems.append(.invalidProgramName(programName)) }
        return problems
    }

    /// Letters, digits, `-` and `_`, starting with a letter: a name a shell and SwiftPM both take as it is.
    package static func isProgramName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" } && name.count <= 64
    }
}

/// A base URL an app's router carries, and the service of Courier's environments it stands for.
public struct AppBaseURL: Hashable, Sendable {
    package var url: String
    /// The environment's service that replaces it; `nil` for the environment's main base URL.
    package var service: String?

    /// - Parameters:
    ///   - url: the base URL as the app's router writes it.
    ///   - service: the environment's service that stands for it; `nil` for the main base URL. An environment that
    ///     does not name the service gets this URL for it, so the mapping is written once and environments name
    ///     only the hosts they move.
    public init(_ url: String, service: String? = nil) {
        self.url = url
        self.service = service
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension APIDescription {
    /// Where a setting the program compiles in is said to come from (`config`'s `source`): its API description,
    /// built into the program, never a folder (`Routes/` is only the demo's; a team's package has none).
    package static let compiledSource = "program"
}
