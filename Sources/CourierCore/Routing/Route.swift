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
    /// endpoint: `.plain`). Default: `nil`, the API's.
    var envelope: Envelope? { get }
    /// The named service of the environment this endpoint lives on. Default: `nil`, the main base URL.
    var service: String? { get }
    /// Statuses outside 2xx that this endpoint answers with on purpose and that are therefore not failures
    /// (Moya's `validationType` `.successAndRedirectCodes` or `.customCodes`). Default: none.
    var acceptedStatuses: Set<Int> { get }
    /// What a login or refresh endpoint's response gives to keep as the session (`--save`). Default: `nil`.
    var grant: SessionGrant? { get }
    /// How this endpoint's list goes on to its next page, for `--all` (``Paging``). Default: `nil`, one page.
    var paging: Paging? { get }
}

extension Route {
    /// Default: none.
    public var query: [QueryItem] { [] }
    /// Default: ``RequestBody/none``.
    public var body: RequestBody { .none }
    /// Default: none.
    public var headers: HTTPHeaders { [] }
    /// Default: `false`.
    public var requiresAuth: Bool { false }
    /// Default: the method's idempotency (RFC 9110 §9.2.2).
    public var isIdempotent: Bool { method.isIdempotent }
    /// Default: `nil`, the call's own timeout.
    public var timeout: Double? { nil }
    /// Default: ``ModelContract/none``.
    public var contract: ModelContract { .none }
    /// Default: none.
    public var samples: [SampleResponse] { [] }
    /// Default: whether the method is safe (RFC 9110 §9.2.1).
    public var isReadOnly: Bool { method.isSafe }
    /// Default: `nil`, the API's envelope.
    public var envelope: Envelope? { nil }
    /// Default: `nil`, the environment's main base URL.
    public var service: String? { nil }
    /// Default: none.
    public var acceptedStatuses: Set<Int> { [] }
    /// Default: `nil`, the endpoint gives no session.
    public var grant: SessionGrant? { nil }
    /// Default: `nil`, a single page.
    public var paging: Paging? { nil }

    /// The route's path template, e.g. `/orders/{no}`.
    package var pathTemplate: String { path.template }
}

/// A canned response a route declares for `--stub` (Moya's `sampleData`, with a status and a name).
public struct SampleResponse: Sendable, Hashable {
    package var name: String
    package var status: Int
    package var headers: HTTPHeaders
    package var body: String

    /// - Parameters:
    ///   - name: the name `--stub=NAME` chooses. Default: `default`.
    ///   - status: the HTTP status. Default: 200.
    ///   - headers: the response's headers. Default: `Content-Type: application/json`.
    ///   - body: the body's text.
    public init(_ name: String = "default", status: Int = 200, headers: HTTPHeaders = ["Content-Type": "application/json"], body: String) {
        self.name = name
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// `["Accept": "text/plain"]`: the fields in the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { HTTPHeader($0.0, $0.1) })
    }
}
