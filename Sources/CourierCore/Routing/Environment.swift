/// A deployment of the API: where it lives and what every request to it carries.
public struct Environment: Hashable, Sendable {
    /// The name `--env` chooses, e.g. `dev`.
    public var name: String
    /// The base URL, e.g. `http://127.0.0.1:8080/v1`. Route paths are appended below it.
    public var baseURL: String {
        didSet { base = BaseURL(baseURL) }
    }
    /// Further named base URLs (seed 004: a user service and an order service on different hosts); a route
    /// names the one it talks to with ``Route/service``.
    public var services: [String: String] {
        didSet { serviceBases = services.compactMapValues(BaseURL.init) }
    }
    /// ``baseURL`` as checked when it was set; `nil` when it is not a usable base URL (a request built for it
    /// is then refused as a `config` error naming the environment).
    package private(set) var base: BaseURL?
    /// Each service's URL as checked when it was set; a service whose URL is not usable is missing here.
    package private(set) var serviceBases: [String: BaseURL]
    /// Headers every request to this environment carries.
    public var headers: HTTPHeaders
    /// Parameters every request to this environment carries, after the API's own.
    public var commonParameters: [CommonParameter]
    /// A file holding this environment's token (from a config file), used when no other token is given.
    package var tokenFile: String?
    /// The client certificate (mutual TLS) calls to this environment present when `--cert` is not given: a path from a
    /// config file's `clientCertificate`, never the key's bytes; ``clientKey`` is its key's path when not in the same file.
    package var clientCertificate: String?
    /// The path of ``clientCertificate``'s private key (a config file's `clientKey`).
    package var clientKey: String?
    /// Whether this environment's responses are judged by HTTP status alone, whatever the API's envelope
    /// (a config file's `"envelope": "none"`, e.g. a mock server that answers plain JSON). Default `false`.
    package var ignoresEnvelope = false
    /// A note shown by `courier config` (e.g. "placeholder: replace with your dev host").
    package var note: String?

    /// - Parameters:
    ///   - name: the name `--env` chooses.
    ///   - baseURL: the base URL route paths are appended below.
    ///   - services: further named base URLs routes may name (``Route/service``). Default: none.
    ///   - headers: headers every request to this environment carries. Default: none.
    ///   - commonParameters: parameters every request to it carries, after the API's. Default: none.
    ///   - tokenFile: a file holding its token, used when no other token is given. Default: none.
    ///   - note: a line `courier config` shows beside it. Default: none.
    public init(name: String, baseURL: String, services: [String: String] = [:], headers: HTTPHeaders = [],
                commonParameters: [CommonParameter] = [], tokenFile: String? = nil, note: String? = nil)
    {
        self.name = name
        self.baseURL = baseURL
        self.services = services
        // Property observers do not run in an initializer: the checked values are made here the first time.
        base = BaseURL(baseURL)
        serviceBases = services.compactMapValues(BaseURL.init)
        self.headers = headers
        self.commonParameters = commonParameters
        self.tokenFile = tokenFile
        self.note = note
    }

    /// Equal when every declared field is; the checked base URLs follow from the texts and take no part.
    public static func == (a: Environment, b: Environment) -> Bool {
        a.name == b.name && a.baseURL == b.baseURL && a.services == b.services && a.headers == b.headers && a.commonParameters == b.commonParameters
            && a.tokenFile == b.tokenFile && a.clientCertificate == b.clientCertificate && a.clientKey == b.clientKey && a.note == b.note && a.ignoresEnvelope == b.ignoresEnvelope
    }

    /// Hashes what `==` compares (not the base URL's check, which follows from it).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(baseURL)
        hasher.combine(services)
        hasher.combine(headers)
        hasher.combine(commonParameters)
        hasher.combine(tokenFile)
        hasher.combine(clientCertificate)
        hasher.combine(clientKey)
        hasher.combine(note)
        hasher.combine(ignoresEnvelope)
    }

    /// The base URL of `service` (`nil`: the main one), unchecked.
    package func baseURL(of service: String?) -> String? {
        guard let service else { return baseURL }
        return services[service]
    }

    /// The checked base URL of `service` (`nil`: the main one).
    /// - Throws: `config`: an unknown service, or a URL that is not a usable base URL.
    package func checkedBase(of service: String?) throws(CourierError) -> BaseURL {
        guard let service else {
            guard let base else { throw .config(.baseURL(baseURL, environment: name)) }
            return base
        }
        guard let text = services[service] else {
            throw .config(.unknownService(service, environment: name, known: services.keys.sorted()))
        }
        guard let base = serviceBases[service] else { throw .config(.baseURL(text, environment: name)) }
        return base
    }

    /// The origins (RFC 6454) this environment's credentials may go to: its base URL's and its services'.
    package var origins: Set<String> {
        Set(([base].compactMap { $0 } + serviceBases.values).map(\.origin))
    }
}
