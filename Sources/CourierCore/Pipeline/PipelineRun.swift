/// One call through the ``Pipeline`` as a state machine: it says what to do next (send a request,
/// wait before a retry, or stop) and is told what came back.
///
/// Why a state machine: `Pipeline.run` drives one call with a blocking transport, while `courier smoke`
/// drives many at once from one thread over libcurl's multi interface. Both step the same machine, so
/// retries and redirects behave the same whichever way the bytes travel. It does no I/O and holds
/// policies only, never the transport or the plugins: the driver sends, sleeps and runs the plugins'
/// `willSend`/`didReceive` (``Pipeline/willSend(_:route:)``), and passes the time in with each event.
///
/// An event in the wrong state — ``received(_:at:)`` when no `.send` step is pending, ``resume(at:cancelled:)``
/// when no `.wait` is — is a driver's bug, and stops the program with a message rather than being ignored.
package struct PipelineRun {
    package enum Step {
        /// Send this request with these options, then call ``received(_:at:)`` with the result.
        case send(HTTPRequest, TransportOptions)
        /// Wait this many seconds, then call ``resume(at:cancelled:)``.
        case wait(Double)
        /// The call is over; ``Pipeline/judge(_:route:in:)`` says what it means.
        case finished(Exchange)
    }

    /// What the machine decides by: the transfer limits, and when to retry and to follow a redirect.
    package struct Policy: Sendable {
        package var options: TransportOptions
        package var retry: RetryPolicy
        package var redirects: RedirectPolicy
        /// Whether the route may be sent again (only idempotent methods are retried).
        package var isIdempotent: Bool

        package init(options: TransportOptions, retry: RetryPolicy, redirects: RedirectPolicy, isIdempotent: Bool) {
            self.options = options
            self.retry = retry
            self.redirects = redirects
            self.isIdempotent = isIdempotent
        }
    }

    /// When an event happens: the time (for an HTTP-date `Retry-After`) and a number in 0..<1 for the
    /// retry's jitter, both from the driver's clock.
    package struct Moment: Sendable {
        package var now: Double
        package var random: Double

        package init(now: Double, random: Double) {
            self.now = now
            self.random = random
        }
    }

    /// Where the call is; each state holds only what is true in it.
    private enum State {
        /// An attempt is on the wire; `hop` is the request for its current redirect hop.
        case sending(Delivery, hop: HTTPRequest)
        /// Between attempts, for `seconds`.
        case waiting(Delivery, seconds: Double, since: Double)
        case finished(Exchange)
        /// Only while an event is handled: the state was taken out to be changed, so its request and delivery are
        /// moved, not copied (a copy retained every field of both, three times a call).
        case taken

        var name: String {
            switch self {
            case .sending: "sending"
            case .waiting: "waiting"
            case .finished: "finished"
            case .taken: "taken"
            }
        }
    }

    /// The state, moved out (``State/taken`` left in its place until the event sets the next one).
    private mutating func takeState() -> State {
        var taken = State.taken
        swap(&taken, &state)
        return taken
    }

    package let policy: Policy
    /// The call's route, for the driver's plugin hooks.
    package let route: any Route
    private var state: State

    /// What to do now.
    package var step: Step {
        switch state {
        case .sending(_, let hop): .send(hop, policy.options)
        case .waiting(_, let seconds, _): .wait(seconds)
        case .finished(let exchange): .finished(exchange)
        case .taken: preconditionFailure("PipelineRun.step while an event is handled")
        }
    }

    /// ``step``, asked of a run kept in a class (a smoke case's flight), reached in place: a getter, called from
    /// another module on a run stored in a class, copied the whole run each time (twice a case). The last step,
    /// `.finished`, hands the exchange over (moved out, not copied): the run is over, and asked nothing more.
    package mutating func stepInPlace() -> Step {
        guard case .finished = state else { return step }
        guard case .finished(let exchange) = takeState() else { preconditionFailure("unreachable: the state was .finished") }
        return .finished(exchange)
    }

    /// Starts from a request already built by ``Pipeline/prepare(_:in:)`` (or the reason it could not be),
    /// so a caller can build many requests ahead and send them later. The first step is the first attempt,
    /// or the end with the refusal.
    package init(_ policy: Policy, route: any Route, prepared: Result<HTTPRequest, CourierError>) {
        self.policy = policy
        self.route = route
        switch prepared {
        case .success(let request): state = .sending(Delivery(request: request), hop: request)
        case .failure(let error): state = .finished(.refused(error))
        }
    }

    /// The result of the request the last `.send` step asked for, at `moment`.
    /// - Precondition: the step is `.send`.
    package mutating func received(_ result: Result<HTTPResponse, CourierError>, at moment: Moment) {
        guard case .sending = state else {
            preconditionFailure("PipelineRun.received(_:at:) while \(state.name): only a .send step waits for a result")
        }
        let current = takeState()
        guard case .sending(var delivery, let request) = consume current else { preconditionFailure("unreachable: the state was .sending") }
        if !delivery.redirects.isEmpty, case .failure(let error) = result, error.category == .requestInvalid {
            // The hop's URL came from a server's Location: a request already went out, and the server's
            // redirect is what cannot be followed.
            return endAttempt(consume delivery, .failure(.redirect(.refusedHop(url: request.url, error.reason))), at: moment)
        }
        if case .success(let response) = result {
            switch policy.redirects.next(after: response, to: Self.withoutHopCookies(request, delivery), hops: delivery.redirects.count) {
            case .done: break
            case .fail(let error): return endAttempt(consume delivery, .failure(error), at: moment)
            case .follow(var next):
                Self.carryCookies(of: response, from: request.url, into: &next, keeping: &delivery, now: moment.now)
                delivery.redirects.append(next.url)
                delivery.answeredFrom = next.origin
                state = .sending(delivery, hop: next)
                return
            }
        }
        endAttempt(consume delivery, result, at: moment)
    }

    /// The wait the last `.wait` step asked for is over at `moment`: the next attempt, or the end when the
    /// user asked to stop (Ctrl-C) during it, with the time really waited.
    /// - Precondition: the step is `.wait`.
    package mutating func resume(at moment: Moment, cancelled: Bool) {
        guard case .waiting(var delivery, let seconds, let since) = state else {
            preconditionFailure("PipelineRun.resume(at:cancelled:) while \(state.name): only a .wait step waits to resume")
        }
        delivery.waited += cancelled ? min(seconds, max(0, moment.now - since)) : seconds
        if cancelled {
            state = .finished(.failed(delivery, .interrupted()))
            return
        }
        delivery.attempts += 1
        delivery.redirects = []
        delivery.hopCookies = CookieJar()
        delivery.hopCookiePairs = nil
        delivery.answeredFrom = delivery.request.origin
        state = .sending(delivery, hop: delivery.request)
    }

    /// A cookie a hop's answer sets goes to the later hops its scope matches (a login's redirect to its landing
    /// page), as browsers, HTTPie and xh send it; a host-only cookie never reaches another host.
    private static func carryCookies(of response: HTTPResponse, from url: String, into next: inout HTTPRequest, keeping delivery: inout Delivery,
                                     now: Double)
    {
        _ = delivery.hopCookies.receive(response.headers, from: url, now: now)
        delivery.hopCookiePairs = delivery.hopCookies.header(for: next.url, now: now)
        if let pairs = delivery.hopCookiePairs { next.headers.set("Cookie", next.headers["Cookie"].map { $0 + "; " + pairs } ?? pairs) }
    }

    /// `request` as it was before the hop cookies were added to its `Cookie` header, so the next hop adds the
    /// cookies for its own URL once, not on top of the last hop's.
    private static func withoutHopCookies(_ request: HTTPRequest, _ delivery: borrowing Delivery) -> HTTPRequest {
        guard let pairs = delivery.hopCookiePairs, let cookie = request.headers["Cookie"] else { return request }
        var request = request
        if cookie == pairs {
            request.headers.remove("Cookie")
        } else if cookie.hasSuffix("; " + pairs) {
            request.headers.set("Cookie", String(cookie.dropLast(pairs.count + 2)))
        }
        return request
    }

    /// The attempt in flight ended in `result`: retry after a wait, or finish with it.
    private mutating func endAttempt(_ delivery: consuming Delivery, _ result: consuming Result<HTTPResponse, CourierError>, at moment: Moment) {
        let decision = policy.retry.decide(attempts: delivery.attempts, result: result, isIdempotent: policy.isIdempotent,
                                           url: delivery.redirects.last ?? delivery.request.url, now: moment.now)
        guard case .retry(let retryAfter) = decision else {
            delivery.stopReason = decision
            switch consume result {
            case .success(let response): state = .finished(.answered(delivery, response))
            case .failure(let error): state = .finished(.failed(delivery, error))
            }
            return
        }
        let wait = policy.retry.delay(beforeRetry: delivery.attempts, retryAfter: retryAfter, random: moment.random)
        state = .waiting(delivery, seconds: wait, since: moment.now)
    }
}
