/// One endpoint of an API, Moya `TargetType` style: an enum case per endpoint, a `switch self` per property.
///
/// A route never holds a base URL; the environment supplies it. Every property but `method`
/// and `path` has a default, so a route states only what differs.
public protocol Route: Sendable {
    /// The HTTP method (RFC 9110 §9).
    var method: HTTPMethod { get }
    /// The path below the environment's base URL, as segments; each is percent-encoded on its own.
    var path: [PathSegment] { get }
    /// Query items in order; repeated names allowed. Default: none.
    var query: [QueryItem] { get }
    /// The body. Default: ``RequestBody/none``.
    var body: RequestBody { get }
    /// Headers this endpoint adds. Default: none.
    var headers: HTTPHeaders { get }
    /// Whether the endpoint needs the API's credentials. Default: `false`.
    var requiresAuth: Bool { get }
    /// Whether a retry is safe even for POST/PATCH. Default: the method's idempotency.
    var isIdempotent: Bool { get }
    /// A total timeout in seconds for this endpoint, overriding the default. Default: `nil`.
    var timeout: Double? { get }
    /// The model the envelope's `data` must decode into. Default: ``ModelContract/none``.
    var contract: ModelContract { get }
    /// Canned responses for `--stub`, the first being the default. Default: none.
    var samples: [SampleResponse] { get }
    /// Whether a `--read-only` smoke run may send it. Default: safe methods (GET, HEAD, OPTIONS, TRACE).
    var isReadOnly: Bool { get }
    /// The envelope of this endpoint when it differs from the API's (a health check, a file, an OAuth token
    /// endpoint: `.none`). Default: `nil`, the API's.
    var envelope: Envelope? { get }
    /// The named service of the environment this endpoint lives on. Default: `nil`, the main base URL.
    var service: String? { get }
    /// Statuses outside 2xx that this endpoint answers with on purpose and that are therefore not failures
    /// (Moya's `validationType` `.successAndRedirectCodes` or `.customCodes`). Default: none.
    var acceptedStatuses: Set<Int> { get }
}

extension Route {
    public var query: [QueryItem] { [] }
    public var body: RequestBody { .none }
    public var headers: HTTPHeaders { [] }
    public var requiresAuth: Bool { false }
    public var isIdempotent: Bool { method.isIdempotent }
    public var timeout: Double? { nil }
    public var contract: ModelContract { .none }
    public var samples: [SampleResponse] { [] }
    public var isReadOnly: Bool { method.isSafe }
    public var envelope: Envelope? { nil }
    public var service: String? { nil }
    public var acceptedStatuses: Set<Int> { [] }

    /// The route's path template, e.g. `/orders/{no}`.
    package var pathTemplate: String { path.template }
}

/// A canned response a route declares for `--stub` (Moya's `sampleData`, with a status and a name).
public struct SampleResponse: Sendable, Hashable {
    package var name: String
    package var status: Int
    package var headers: HTTPHeaders
    package var body: String

    public init(_ name: String = "default", status: Int = 200, headers: HTTPHeaders = ["Content-Type": "application/json"], body: String) {
        self.name = name
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { HTTPHeader($0.0, $0.1) })
    }
}
