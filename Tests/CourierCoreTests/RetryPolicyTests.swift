import Testing
@testable import CourierCore

struct RetryPolicyTests {
    let policy = RetryPolicy.default
    let url = "http://api.example.test/v1/x"

    func response(_ status: Int, retryAfter: String? = nil) -> Result<HTTPResponse, CourierError> {
        var headers = HTTPHeaders()
        if let retryAfter { headers.add("Retry-After", retryAfter) }
        return .success(HTTPResponse(status: status, headers: headers))
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesTheTransientStatuses(status: Int) {
        #expect(policy.decide(attempts: 1, result: response(status), isIdempotent: true, url: url, now: 0) == .retry(after: nil))
    }

    @Test(arguments: [200, 201, 301, 400, 401, 404, 422, 501, 505])
    func doesNotRetryOtherStatuses(status: Int) {
        #expect(policy.decide(attempts: 1, result: response(status), isIdempotent: true, url: url, now: 0) == .stop(.notRetryable))
    }

    @Test(arguments: [ErrorCategory.transportConnect, .transportTimeout, .transportIO])
    func retriesTransientTransportFailures(category: ErrorCategory) {
        let result: Result<HTTPResponse, CourierError> = .failure(CourierError(category, "x"))
        #expect(policy.decide(attempts: 1, result: result, isIdempotent: true, url: url, now: 0) == .retry(after: nil))
    }

    @Test(arguments: [ErrorCategory.transportDNS, .transportTLS, .transportRedirects, .requestInvalid, .cancelled])
    func doesNotRetryPermanentFailures(category: ErrorCategory) {
        let result: Result<HTTPResponse, CourierError> = .failure(CourierError(category, "x"))
        #expect(policy.decide(attempts: 1, result: result, isIdempotent: true, url: url, now: 0) == .stop(.notRetryable))
    }

    @Test func nonIdempotentRequestsAreNeverRetried() {
        #expect(policy.decide(attempts: 1, result: response(503), isIdempotent: false, url: url, now: 0) == .stop(.notIdempotent))
    }

    /// The decision, `--curl`'s retry count and the help note read one rule, so they cannot disagree.
    @Test(arguments: [(true, 2, nil as String?), (false, 0, "not retried (not idempotent)")])
    func theIdempotenceRuleIsReadByEveryoneAlike(isIdempotent: Bool, retries: Int, note: String?) {
        #expect(policy.maxRetries(isIdempotent: isIdempotent) == retries)
        #expect(RetryPolicy.note(isIdempotent: isIdempotent) == note)
        let decision = policy.decide(attempts: 1, result: response(503), isIdempotent: isIdempotent, url: url, now: 0)
        #expect(decision == (retries > 0 ? .retry(after: nil) : .stop(.notIdempotent)))
    }

    @Test func stopsAfterMaxRetries() {
        #expect(policy.decide(attempts: 2, result: response(503), isIdempotent: true, url: url, now: 0) == .retry(after: nil))
        #expect(policy.decide(attempts: 3, result: response(503), isIdempotent: true, url: url, now: 0) == .stop(.exhausted))
        #expect(RetryPolicy.none.decide(attempts: 1, result: response(503), isIdempotent: true, url: url, now: 0) == .stop(.exhausted))
    }

    @Test(arguments: ["http://127.0.0.1:9/x", "http://localhost:9/x", "http://[::1]:9/x", "http://127.8.9.1/x"])
    func refusedLoopbackConnectionsFailFast(url: String) {
        let result: Result<HTTPResponse, CourierError> = .failure(CourierError(.transportConnect, "refused"))
        #expect(policy.decide(attempts: 1, result: result, isIdempotent: true, url: url, now: 0) == .stop(.refusedLoopback))
    }

    @Test(arguments: [
        ("1", 1.0 as Double?), ("0", 0), (" 30 ", 30), ("Sun, 06 Nov 1994 08:49:37 GMT", 5), ("Sun, 06 Nov 1994 08:49:00 GMT", 0),
        ("soon", nil), ("-1", nil), ("1.5", nil), ("", nil), ("Sunday, 06-Nov-94 08:49:37 GMT", nil),
    ])
    func retryAfterInBothForms(value: String, seconds: Double?) {
        let now = HTTPDate.parse("Sun, 06 Nov 1994 08:49:32 GMT")!
        #expect(RetryAfter.seconds(value, now: now) == seconds)
    }

    @Test func honoursRetryAfterUpToTheCap() {
        #expect(policy.decide(attempts: 1, result: response(503, retryAfter: "1"), isIdempotent: true, url: url, now: 0) == .retry(after: 1))
        #expect(policy.decide(attempts: 1, result: response(429, retryAfter: "30"), isIdempotent: true, url: url, now: 0) == .retry(after: 30))
        #expect(policy.decide(attempts: 1, result: response(503, retryAfter: "31"), isIdempotent: true, url: url, now: 0) == .stop(.retryAfterTooLong(31)))
    }

    @Test(arguments: [(1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (5, 8.0), (9, 8.0)])
    func backoffGrowsExponentiallyToItsCap(retry: Int, base: Double) {
        #expect(policy.delay(beforeRetry: retry, retryAfter: nil, random: 0.5) == base)
        #expect(policy.delay(beforeRetry: retry, retryAfter: nil, random: 0) == base * 0.75)
        #expect(policy.delay(beforeRetry: retry, retryAfter: nil, random: 0.999_999) <= base * 1.25)
    }

    @Test func serversRetryAfterReplacesTheBackoff() {
        #expect(policy.delay(beforeRetry: 3, retryAfter: 1, random: 0.9) == 1)
    }

    @Test(arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Thu, 01 Jan 1970 00:00:00 GMT", "Tue, 29 Feb 2028 23:59:59 GMT"])
    func httpDatesRoundTrip(text: String) throws {
        let seconds = try #require(HTTPDate.parse(text))
        #expect(HTTPDate.format(seconds) == text)
    }
}
