import CourierPlatform
import Arguments
import CourierCore
import CurlTransport

/// One route call without printing: build, send through the pipeline, judge. Shared by single calls
/// and smoke cases, so both take exactly the same path.
struct Call {
    let api: APIDescription
    /// The action's name as typed, e.g. `orders list`.
    let name: String
    let route: any Route
    let settings: Settings
    var transport: any Transport

    /// What the call did, ready to print or to report.
    struct Result {
        var document: OutputDocument
        /// The failure, whether the transport's, a refusal before sending, or the response's.
        var error: CourierError?
        var exitCode: Int32
        /// Whether anything was sent (refused input sends nothing).
        var wasSent: Bool
        var milliseconds: Double
    }

    /// The transfer limits, decided here only: `--timeout` wins over the route's own timeout, which wins
    /// over the default. Single calls and smoke cases both take them from here.
    var transportOptions: TransportOptions {
        var options = settings.transport
        if let timeout = route.timeout, !settings.timeoutGiven { options.totalTimeout = timeout }
        return options
    }

    /// The pipeline this call goes through: its plugins (made from the settings unless given), limits,
    /// retry and redirect policies.
    func pipeline(plugins: [any Plugin]? = nil) -> Pipeline {
        var pipeline = Pipeline(plugins: plugins ?? Self.plugins(settings, api: api), transport: transport, options: transportOptions,
                                retry: settings.stub == nil ? settings.retry : .none, redirects: settings.redirects,
                                clock: .system(isCancelled: { Interrupts.arrived }))
        pipeline.builder = RequestBuilder(appBaseURLs: api.appBaseURLs)
        return pipeline
    }

    /// The envelope this call's response is judged by: none with `--no-envelope`, else the route's own,
    /// else the API's.
    var envelope: Envelope { settings.ignoresEnvelope ? .plain : route.envelope ?? api.envelope
    }

    /// Sends the call through its transport, waiting for the outcome.
    func perform(keepsRawBody: Bool = false) -> Result {
        let started = PipelineClock.system.now()
        let exchange = pipeline().run(route, in: settings.environment)
        return finish(exchange, milliseconds: (PipelineClock.system.now() - started) * 1000, keepsRawBody: keepsRawBody)
    }

    /// Judges what the pipeline did (however it was driven) and makes the output document.
    /// - Parameter keepsRawBody: keep the body's bytes (for `--output body`); otherwise they are let go once parsed.
    func finish(_ exchange: Exchange, milliseconds: Double, keepsRawBody: Bool = false) -> Result {
        var exchange = exchange
        var document = OutputDocument(route: name, verbose: settings.verbose, secretHeaders: settings.secretHeaders,
                                      insecure: settings.transport.insecure)
        let envelope = self.envelope
        document.dataKey = envelope.dataKey
        document.proxy = settings.proxy.shown
        switch exchange.result {
        case .failure(var error):
            // Nothing listens where the environment points: its note says how to start it (the demo API's does).
            if error.category == .transportConnect, error.hint == nil, let note = settings.environment.note {
                error.hint = ErrorWording.environmentNote(settings.environment.name, note: note)
                exchange.result = .failure(error)
            }
            guard exchange.request != nil else {
                return Result(document: document, error: error, exitCode: error.exitCode, wasSent: false, milliseconds: milliseconds)
            }
            document.exchange = exchange
            document.failure = error
            return Result(document: document, error: error, exitCode: error.exitCode, wasSent: true, milliseconds: milliseconds)
        case .success(let response):
            var outcome = ResponseEvaluator(envelope: envelope, checksContract: settings.checksContract)
                .evaluate(response, method: exchange.request?.method ?? .get, contract: route.contract, accepting: route.acceptedStatuses)
            // Courier's own hint first, then the team's plugins, each given the outcome the one before made.
            for plugin in [TokenHintPlugin(tokenSource: settings.tokenSource, hasToken: settings.token != nil)] + api.plugins {
                outcome = plugin.process(outcome, route: route)
            }
            if !keepsRawBody {
                // The parsed body is all that is printed from here on: let the raw bytes go.
                var trimmed = response
                trimmed.body = []
                exchange.result = .success(trimmed)
            }
            document.exchange = exchange
            document.outcome = outcome
            return Result(document: document, error: outcome.error, exitCode: outcome.exitCode, wasSent: true, milliseconds: milliseconds)
        }
    }

    static func plugins(_ settings: Settings, api: APIDescription) -> [any Plugin] {
        [
            DefaultHeadersPlugin(["User-Agent": "courier/\(CourierVersion.current)", "Accept": "application/json"]),
            CommonParametersPlugin(settings.commonParameters),
            AuthPlugin(scheme: api.auth, token: settings.token),
            ExtraHeadersPlugin(settings.extraHeaders),
        ] + api.plugins
    }

    /// The route's sample called `name` (the first when `name` is empty).
    static func sample(named name: String, of route: any Route, action: String) throws(CourierError) -> SampleResponse {
        let samples = route.samples
        guard let first = samples.first else { throw .usage(.noSamples(action: action)) }
        if name.isEmpty { return first }
        guard let sample = samples.first(where: { $0.name == name }) else {
            throw .usage(.unknownSample(name, action: action, known: samples.map(\.name)))
        }
        return sample
    }

    /// The transport for these settings: the network, or the route's sample for `--stub`.
    static func transport(_ settings: Settings, route: any Route, action: String, network: @autoclosure () -> any Transport)
        throws(CourierError) -> any Transport
    {
        guard let name = settings.stub else { return network() }
        return StubTransport(sample: try sample(named: name, of: route, action: action))
    }
}
