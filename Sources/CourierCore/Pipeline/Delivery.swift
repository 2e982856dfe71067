/// What went out for one call that was sent: the request as built, and how its attempts went.
///
/// Only a call that was sent has one, so every field is a real value: at least one attempt, and the
/// request the plugins prepared (the first hop's; redirects are listed, not replayed here).
public struct Delivery: Sendable {
    /// The request as prepared, before any redirect.
    public var request: HTTPRequest
    /// Attempts made, counting the first (1 or more).
    public var attempts: Int
    /// URLs of the redirect hops followed in the last attempt.
    public var redirects: [String]
    /// Seconds slept between attempts.
    public var waited: Double
    /// Why the retry loop stopped; `nil` when the call was interrupted before its next attempt.
    public var stopReason: RetryDecision?

    public init(request: HTTPRequest, attempts: Int = 1, redirects: [String] = [], waited: Double = 0, stopReason: RetryDecision? = nil) {
        self.request = request
        self.attempts = attempts
        self.redirects = redirects
        self.waited = waited
        self.stopReason = stopReason
    }
}
