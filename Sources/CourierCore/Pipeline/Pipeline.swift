/// The one path every call takes: build, prepare through plugins, validate, send (following
/// redirects and retrying by policy), observe.
///
/// It holds no state between calls; each run returns an ``Exchange`` value. Time, sleeping and
/// randomness come from ``PipelineClock`` so the retry loop is tested without real waits.
public struct Pipeline {
    public var plugins: [any Plugin]
    public var transport: any Transport
    public var options: TransportOptions
    public var retry: RetryPolicy
    public var redirects: RedirectPolicy
    public var clock: PipelineClock
    public var builder = RequestBuilder()

    public init(plugins: [any Plugin], transport: any Transport, options: TransportOptions = TransportOptions(),
                retry: RetryPolicy = .default, redirects: RedirectPolicy = .none, clock: PipelineClock = .system)
    {
        self.plugins = plugins
        self.transport = transport
        self.options = options
        self.retry = retry
        self.redirects = redirects
        self.clock = clock
    }

    /// Builds the final request without sending it (for `--dry-run`, and as the first step of ``run``).
    public func prepare(_ route: any Route, in environment: Environment) throws(CourierError) -> HTTPRequest {
        var request = try builder.build(route, in: environment)
        for plugin in plugins { request = try plugin.prepare(request, route: route) }
        try RequestBuilder.validate(request.headers)
        return request
    }

    /// Sends `route` to `environment` and returns what happened; never throws.
    public func run(_ route: any Route, in environment: Environment) -> Exchange {
        let request: HTTPRequest
        do {
            request = try prepare(route, in: environment)
        } catch {
            return Exchange(request: nil, result: .failure(error), attempts: 0)
        }

        var exchange = Exchange(request: request, result: .failure(CourierError(.internal, "not sent")), attempts: 0)
        while true {
            if exchange.attempts > 0, clock.isCancelled() {
                exchange.result = .failure(CourierError(.cancelled, "interrupted"))
                return exchange
            }
            exchange.attempts += 1
            let (result, hops) = sendFollowingRedirects(request, route: route, options: self.options)
            exchange.result = result
            exchange.redirects = hops
            let decision = retry.decide(attempts: exchange.attempts, result: result, isIdempotent: route.isIdempotent,
                                        url: hops.last ?? request.url, now: clock.now())
            guard case .retry(let retryAfter) = decision else {
                exchange.stopReason = decision
                return exchange
            }
            let wait = retry.delay(beforeRetry: exchange.attempts, retryAfter: retryAfter, random: clock.random())
            exchange.waited += wait
            clock.sleep(wait)
        }
    }

    /// One attempt: the request, then each redirect hop the policy allows. Returns the final result and the hops' URLs.
    private func sendFollowingRedirects(_ first: HTTPRequest, route: any Route, options: TransportOptions)
        -> (Result<HTTPResponse, CourierError>, [String])
    {
        var request = first
        var hops: [String] = []
        while true {
            for plugin in plugins { plugin.willSend(request, route: route) }
            let result = transport.send(request, options: options)
            for plugin in plugins { plugin.didReceive(result, route: route) }
            guard case .success(let response) = result else { return (result, hops) }
            switch redirects.next(after: response, to: request, hops: hops.count) {
            case .done: return (result, hops)
            case .fail(let error): return (.failure(error), hops)
            case .follow(let next):
                hops.append(next.url)
                request = next
            }
        }
    }
}

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
