/// When to try a request again, and how long to wait (Alamofire's `RetryPolicy` shape).
///
/// The decision (``RetryDecision``) is kept apart from the delay so both are tested by tables.
/// The defaults are the initialiser's: a few retries, only for idempotent requests, on connect/timeout/io
/// failures and on ``defaultRetryableStatuses`` (the one list: `--help` prints it); exponential backoff
/// with jitter; `Retry-After` honoured up to a cap, and no retry when it asks for longer.
package struct RetryPolicy: Sendable, Hashable {
    package var maxRetries: Int
    package var baseDelay: Double
    package var multiplier: Double
    package var maxDelay: Double
    /// The longest `Retry-After` honoured; a longer one stops retrying.
    package var retryAfterCap: Double
    /// The fraction of the backoff added or removed at random.
    package var jitter: Double
    /// Short lists rather than sets: as fast to search at this size, and a `Set`'s first use costs every
    /// start a runtime conformance lookup.
    package var retryableStatuses: [Int]
    package var retryableCategories: [ErrorCategory]

    package init(maxRetries: Int = 2, baseDelay: Double = 0.5, multiplier: Double = 2, maxDelay: Double = 8,
                retryAfterCap: Double = 30, jitter: Double = 0.25,
                retryableStatuses: [Int] = RetryPolicy.defaultRetryableStatuses,
                retryableCategories: [ErrorCategory] = [.transportConnect, .transportTimeout, .transportIO])
    {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.retryAfterCap = retryAfterCap
        self.jitter = jitter
        self.retryableStatuses = retryableStatuses
        self.retryableCategories = retryableCategories
    }

    /// Statuses worth another try: Request Timeout (RFC 9110 §15.5.9), Too Many Requests (RFC 6585 §4) and
    /// the 5xx an overloaded server or its gateway sends (RFC 9110 §15.6).
    package static let defaultRetryableStatuses = [408, 429, 500, 502, 503, 504]

    package static let `default` = RetryPolicy()
    package static let none = RetryPolicy(maxRetries: 0)

    /// What to do after `attempts` attempts ended in `result`.
    /// - Parameters:
    ///   - isIdempotent: the route's (POST and PATCH are not, unless the route says so).
    ///   - url: the request's URL; a refused connection to loopback is final (nothing is listening).
    ///   - now: seconds since 1970, to read an HTTP-date `Retry-After`.
    package func decide(attempts: Int, result: Result<HTTPResponse, CourierError>, isIdempotent: Bool,
                       url: String, now: Double) -> RetryDecision
    {
        guard attempts <= maxRetries else { return .stop(.exhausted) }
        guard Self.retries(isIdempotent: isIdempotent) else { return .stop(.notIdempotent) }
        switch result {
        case .failure(let error):
            guard retryableCategories.contains(error.category) else { return .stop(.notRetryable) }
            if error.category == .transportConnect, URLParts(url)?.isLoopback == true { return .stop(.refusedLoopback) }
            return .retry(after: nil)
        case .success(let response):
            guard retryableStatuses.contains(response.status) else { return .stop(.notRetryable) }
            guard let header = response.headers["Retry-After"] else { return .retry(after: nil) }
            guard let seconds = RetryAfter.seconds(header, now: now) else { return .retry(after: nil) }
            if seconds > retryAfterCap { return .stop(.retryAfterTooLong(seconds)) }
            return .retry(after: seconds)
        }
    }

    /// Whether a route is ever sent again: only when it is idempotent (RFC 9110 §9.2.2), since a repeated POST may
    /// order twice. The one place the rule is written: ``decide(attempts:result:isIdempotent:url:now:)``, `--curl`'s
    /// `--retry`, help and `describe` all read it.
    package static func retries(isIdempotent: Bool) -> Bool { isIdempotent }

    /// The retries a route gets under this policy: ``maxRetries``, or none for a route that is not idempotent.
    package func maxRetries(isIdempotent: Bool) -> Int { Self.retries(isIdempotent: isIdempotent) ? maxRetries : 0 }

    /// What help and `describe` say of a route that is never retried; `nil` for one that may be.
    package static func note(isIdempotent: Bool) -> String? { retries(isIdempotent: isIdempotent) ? nil : "not retried (not idempotent)" }

    /// The wait before retry number `retry` (1-based): the server's `Retry-After` if it gave one,
    /// else the backoff with jitter. `random` is a number in 0..<1.
    package func delay(beforeRetry retry: Int, retryAfter: Double?, random: Double) -> Double {
        if let retryAfter { return max(0, retryAfter) }
        var backoff = baseDelay
        for _ in 1..<max(1, retry) { backoff *= multiplier }
        backoff = min(backoff, maxDelay)
        return max(0, backoff * (1 + jitter * (2 * random - 1)))
    }
}

/// Whether to try again. Apart from the delay, which ``RetryPolicy/delay(beforeRetry:retryAfter:random:)`` gives.
package enum RetryDecision: Sendable, Hashable {
    /// Try again; `after` is the server's `Retry-After` in seconds when it sent one.
    case retry(after: Double?)
    case stop(StopReason)

    package enum StopReason: Sendable, Hashable {
        case exhausted
        case notIdempotent
        case notRetryable
        case refusedLoopback
        case retryAfterTooLong(Double)
    }
}

extension URLParts {
    /// 127.0.0.0/8, `localhost` or `[::1]`.
    package var isLoopback: Bool { host == "localhost" || host.hasPrefix("127.") || host == "[::1]" }
}
