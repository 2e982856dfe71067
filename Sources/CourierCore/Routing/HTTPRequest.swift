/// A request ready for a transport: a value that plugins copy and change, never a live handle.
public struct HTTPRequest: Hashable, Sendable {
    public var method: HTTPMethod
    /// The full URL, already percent-encoded.
    public var url: String
    public var headers: HTTPHeaders
    public var body: RequestBody

    public init(method: HTTPMethod, url: String, headers: HTTPHeaders = [], body: RequestBody = .none) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
