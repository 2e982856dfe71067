/// What a team declares about its API besides the routes: environments, envelope, auth, default headers.
public struct APIDescription: Sendable {
    public var name: String
    public var environments: [Environment]
    /// The environment used when none is chosen.
    public var defaultEnvironment: String
    public var envelope: EnvelopeFormat
    public var auth: AuthScheme
    /// Headers every request carries unless overridden (besides Courier's own User-Agent and Accept).
    public var defaultHeaders: HTTPHeaders
    /// Header names (any case) whose values are secret: redacted in output, dropped on cross-origin redirects.
    public var secretHeaders: Set<String>
    /// Parameters every request carries (as in the seeds: `version`, `systemType`), before the environment's.
    public var commonParameters: [CommonParameter]

    public init(name: String, environments: [Environment], defaultEnvironment: String, envelope: EnvelopeFormat = EnvelopeFormat(),
                auth: AuthScheme = .bearer, defaultHeaders: HTTPHeaders = [], secretHeaders: Set<String> = [],
                commonParameters: [CommonParameter] = [])
    {
        self.commonParameters = commonParameters
        self.secretHeaders = Set(secretHeaders.map { $0.lowercased() })
        self.name = name
        self.environments = environments
        self.defaultEnvironment = defaultEnvironment
        self.envelope = envelope
        self.auth = auth
        self.defaultHeaders = defaultHeaders
    }

    public func environment(named name: String) -> Environment? { environments.first { $0.name == name } }
}
