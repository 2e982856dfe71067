/// What one call did: the request sent, the final result, attempts, redirect hops, and time spent waiting.
public struct Exchange: Sendable {
    public var request: HTTPRequest?
    public var result: Result<HTTPResponse, CourierError>
    public var attempts: Int
    /// URLs of the redirect hops followed in the last attempt.
    public var redirects: [String] = []
    /// Seconds slept between attempts.
    public var waited: Double = 0
    /// Why the retry loop stopped.
    public var stopReason: RetryDecision?

    public init(request: HTTPRequest?, result: Result<HTTPResponse, CourierError>, attempts: Int) {
        self.request = request
        self.result = result
        self.attempts = attempts
    }

    public var response: HTTPResponse? { try? result.get() }
}
