/// One call through the ``Pipeline`` as a state machine: it says what to do next (send a request,
/// wait before a retry, or stop) and is told what came back.
///
/// Why a state machine: `Pipeline.run` drives one call with a blocking transport, while `courier smoke`
/// drives many at once from one thread over libcurl's multi interface. Both step the same machine, so
/// retries, redirects and plugin hooks behave the same whichever way the bytes travel.
public struct PipelineRun {
    public enum Step {
        /// Send this request with these options, then call ``received(_:)`` with the result.
        case send(HTTPRequest, TransportOptions)
        /// Wait this many seconds, then call ``resume()``.
        case wait(Double)
        /// The call is over.
        case finished(Exchange)
    }

    public let pipeline: Pipeline
    public let route: any Route
    /// What to do now.
    public private(set) var step: Step
    private var exchange: Exchange
    /// The redirect hops followed so far in this attempt.
    private var hops: [String] = []

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
            exchange = Exchange(request: request, result: .failure(Self.notSent), attempts: 0)
            step = .finished(exchange)
            startAttempt()
        case .failure(let error):
            exchange = Exchange(request: nil, result: .failure(error), attempts: 0)
            step = .finished(exchange)
        }
    }

    /// An exchange's result before its first attempt ends (made once: it is never shown).
    private static let notSent = CourierError.internal(.notSent)

    /// The result of the request the last `.send` step asked for.
    public mutating func received(_ result: Result<HTTPResponse, CourierError>) {
        guard case .send(let request, _) = step else { return }
        for plugin in pipeline.plugins { plugin.didReceive(result, route: route) }
        if !hops.isEmpty, case .failure(let error) = result, error.category == .requestInvalid {
            // The hop's URL came from a server's Location: a request already went out, and the server's
            // redirect is what cannot be followed.
            return endAttempt(.failure(.redirect(.refusedHop(url: request.url, error.reason))))
        }
        if case .success(let response) = result {
            switch pipeline.redirects.next(after: response, to: request, hops: hops.count) {
            case .done: break
            case .fail(let error): return endAttempt(.failure(error))
            case .follow(let next):
                hops.append(next.url)
                return send(next)
            }
        }
        endAttempt(result)
    }

    /// The wait the last `.wait` step asked for is over (or was cut short): the next attempt.
    public mutating func resume() {
        guard case .wait = step else { return }
        startAttempt()
    }

    private mutating func startAttempt() {
        guard let request = exchange.request else { return }
        if exchange.attempts > 0, pipeline.clock.isCancelled() {
            exchange.result = .failure(.interrupted())
            step = .finished(exchange)
            return
        }
        exchange.attempts += 1
        hops = []
        send(request)
    }

    private mutating func send(_ request: HTTPRequest) {
        for plugin in pipeline.plugins { plugin.willSend(request, route: route) }
        step = .send(request, pipeline.options)
    }

    private mutating func endAttempt(_ result: Result<HTTPResponse, CourierError>) {
        exchange.result = result
        exchange.redirects = hops
        let decision = pipeline.retry.decide(attempts: exchange.attempts, result: result, isIdempotent: route.isIdempotent,
                                             url: hops.last ?? exchange.request?.url ?? "", now: pipeline.clock.now())
        guard case .retry(let retryAfter) = decision else {
            exchange.stopReason = decision
            step = .finished(exchange)
            return
        }
        let wait = pipeline.retry.delay(beforeRetry: exchange.attempts, retryAfter: retryAfter, random: pipeline.clock.random())
        exchange.waited += wait
        step = .wait(wait)
    }
}
