/// One call through the ``Pipeline`` as a state machine: it says what to do next (send a request,
/// wait before a retry, or stop) and is told what came back.
///
/// Why a state machine: `Pipeline.run` drives one call with a blocking transport, while `courier smoke`
/// drives many at once from one thread over libcurl's multi interface. Both step the same machine, so
/// retries, redirects and plugin hooks behave the same whichever way the bytes travel. It does no I/O:
/// the driver sends and sleeps; the machine reads only the pipeline's clock (the time for an HTTP-date
/// `Retry-After`, the jitter, whether Ctrl-C was pressed).
///
/// An event in the wrong state — ``received(_:)`` when no `.send` step is pending, ``resume()`` when no
/// `.wait` is — is a driver's bug, and stops the program with a message rather than being ignored.
public struct PipelineRun {
    public enum Step {
        /// Send this request with these options, then call ``received(_:)`` with the result.
        case send(HTTPRequest, TransportOptions)
        /// Wait this many seconds, then call ``resume()``.
        case wait(Double)
        /// The call is over; ``Pipeline/judge(_:route:in:)`` says what it means.
        case finished(Exchange)
    }

    /// Where the call is; each state holds only what is true in it.
    private enum State {
        /// An attempt is on the wire; `hop` is the request for its current redirect hop.
        case sending(Delivery, hop: HTTPRequest)
        /// Between attempts, for `seconds`.
        case waiting(Delivery, seconds: Double)
        case finished(Exchange)

        var name: String {
            switch self {
            case .sending: "sending"
            case .waiting: "waiting"
            case .finished: "finished"
            }
        }
    }

    public let pipeline: Pipeline
    public let route: any Route
    private var state: State

    /// What to do now.
    public var step: Step {
        switch state {
        case .sending(_, let hop): .send(hop, pipeline.options)
        case .waiting(_, let seconds): .wait(seconds)
        case .finished(let exchange): .finished(exchange)
        }
    }

    /// Builds the request through the plugins; the first step is its first attempt (or the refusal).
    public init(_ pipeline: Pipeline, route: any Route, in environment: Environment) {
        self.init(pipeline, route: route, prepared: Result { () throws(CourierError) in try pipeline.prepare(route, in: environment) })
    }

    /// Starts from a request already built by ``Pipeline/prepare(_:in:)`` (or the reason it could not be),
    /// so a caller can build many requests ahead, in parallel, and send them later.
    public init(_ pipeline: Pipeline, route: any Route, prepared: Result<HTTPRequest, CourierError>) {
        self.pipeline = pipeline
        self.route = route
        switch prepared {
        case .success(let request):
            state = .sending(Delivery(request: request), hop: request)
            announce(request)
        case .failure(let error):
            state = .finished(.refused(error))
        }
    }

    /// The result of the request the last `.send` step asked for.
    /// - Precondition: the step is `.send`.
    public mutating func received(_ result: Result<HTTPResponse, CourierError>) {
        guard case .sending(var delivery, let request) = state else {
            preconditionFailure("PipelineRun.received(_:) while \(state.name): only a .send step waits for a result")
        }
        for plugin in pipeline.plugins { plugin.didReceive(result, route: route) }
        if !delivery.redirects.isEmpty, case .failure(let error) = result, error.category == .requestInvalid {
            // The hop's URL came from a server's Location: a request already went out, and the server's
            // redirect is what cannot be followed.
            return endAttempt(.failure(.redirect(.refusedHop(url: request.url, error.reason))))
        }
        if case .success(let response) = result {
            switch pipeline.redirects.next(after: response, to: request, hops: delivery.redirects.count) {
            case .done: break
            case .fail(let error): return endAttempt(.failure(error))
            case .follow(let next):
                delivery.redirects.append(next.url)
                state = .sending(delivery, hop: next)
                return announce(next)
            }
        }
        endAttempt(result)
    }

    /// The wait the last `.wait` step asked for is over (or was cut short): the next attempt.
    /// - Precondition: the step is `.wait`.
    public mutating func resume() {
        guard case .waiting(var delivery, _) = state else {
            preconditionFailure("PipelineRun.resume() while \(state.name): only a .wait step waits to resume")
        }
        if pipeline.clock.isCancelled() {
            state = .finished(.failed(delivery, .interrupted()))
            return
        }
        delivery.attempts += 1
        delivery.redirects = []
        state = .sending(delivery, hop: delivery.request)
        announce(delivery.request)
    }

    /// Tells the plugins a request is about to go out (each attempt, each redirect hop).
    private func announce(_ request: HTTPRequest) {
        for plugin in pipeline.plugins { plugin.willSend(request, route: route) }
    }

    /// The attempt in flight ended in `result`: retry after a wait, or finish with it.
    private mutating func endAttempt(_ result: Result<HTTPResponse, CourierError>) {
        guard case .sending(var delivery, _) = state else { preconditionFailure("PipelineRun ended an attempt while \(state.name)") }
        let decision = pipeline.retry.decide(attempts: delivery.attempts, result: result, isIdempotent: route.isIdempotent,
                                             url: delivery.redirects.last ?? delivery.request.url, now: pipeline.clock.now())
        guard case .retry(let retryAfter) = decision else {
            delivery.stopReason = decision
            switch result {
            case .success(let response): state = .finished(.answered(delivery, response))
            case .failure(let error): state = .finished(.failed(delivery, error))
            }
            return
        }
        let wait = pipeline.retry.delay(beforeRetry: delivery.attempts, retryAfter: retryAfter, random: pipeline.clock.random())
        delivery.waited += wait
        state = .waiting(delivery, seconds: wait)
    }
}
