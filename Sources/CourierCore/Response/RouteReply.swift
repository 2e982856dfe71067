/// A route's answer as a route client hands it back to code (a team's own test): a call that succeeded, judged as the
/// CLI judges it (status, envelope, the route's contract), so the test reads what it checks. A call that failed is
/// thrown as a ``CourierError`` instead.
public struct RouteReply: Sendable {
    /// The final status code (after the redirects `--follow` took).
    public var status: Int
    /// The response's headers, in order, with their case as received.
    public var headers: HTTPHeaders
    /// The whole body as Courier reads it: JSON (key order and number literals kept), text, bytes, or empty.
    public var body: Body
    /// What `--output data` prints: the envelope's data (`null` when the envelope has none), or the whole body of an
    /// API without an envelope; `nil` when there is no body.
    public var data: JSON?
    /// Where ``data`` stands in the response, as a contract violation's path starts: the envelope's data key, or `body`.
    package var dataPath: String

    package init(status: Int, headers: HTTPHeaders, body: Body, data: JSON?, dataPath: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.data = data
        self.dataPath = dataPath
    }
}
