/// What went out for one call that was sent: the request as built, and how its attempts went.
///
/// Only a call that was sent has one, so every field is a real value: at least one attempt, and the
/// request the plugins prepared (the first hop's; redirects are listed, not replayed here).
package struct Delivery: Sendable {
    /// The request as prepared, before any redirect.
    package var request: HTTPRequest
    /// Attempts made, counting the first (1 or more).
    package var attempts: Int
    /// URLs of the redirect hops followed in the last attempt.
    package var redirects: [String]
    /// Whose answer the last attempt got: the request's origin, or where its redirects ended (a hop to
    /// another host is ``RequestOrigin/foreign``, and so is its answer, judged without the API's envelope).
    package var answeredFrom: RequestOrigin
    /// Seconds slept between attempts.
    package var waited: Double
    /// Why the retry loop stopped; `nil` when the call was interrupted before its next attempt.
    package var stopReason: RetryDecision?
    /// Cookies the last attempt's redirect answers set, for its later hops (``PipelineRun``), and the `Cookie` pairs
    /// they added to the hop in flight.
    package var hopCookies = CookieJar()
    package var hopCookiePairs: String?

    package init(request: HTTPRequest, attempts: Int = 1, redirects: [String] = [], waited: Double = 0, stopReason: RetryDecision? = nil) {
        self.request = request
        self.attempts = attempts
        self.redirects = redirects
        self.answeredFrom = request.origin
        self.waited = waited
        self.stopReason = stopReason
    }
}
