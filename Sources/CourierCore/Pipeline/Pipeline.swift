/// The one path every call takes: build, prepare through plugins, validate, send (following
/// redirects and retrying by policy), observe, judge.
///
/// It holds no state between calls; each run returns one ``CallOutcome``. Time, sleeping and
/// randomness come from ``PipelineClock`` so the retry loop is tested without real waits.
package struct Pipeline {
    package var plugins: [any Plugin] {
        didSet { observing = Self.observing(among: plugins) }
    }
    /// Which of ``plugins`` have their `willSend`, `didReceive` and `process` called (bit `i` for `plugins[i]`; any
    /// past the 64th always are): all but Courier's own that only change requests (``requestOnly``), whose hooks would
    /// hand the request or outcome in and out unchanged (five calls each time, copying the outcome twice each). Bits,
    /// not a list of the plugins: a list copied each observer, and smoke makes a pipeline for every line.
    private var observing: UInt64
    /// How many of ``plugins``, from the first, are Courier's own (whose `process` reads only the outcome's error):
    /// the others (the API's) are handed a small body's containers as trees (``Outcome/expandKeptContainers()``).
    /// Default 0: every plugin is handed trees.
    package var ownPlugins = 0
    package var transport: any Transport
    package var options: TransportOptions
    package var retry: RetryPolicy
    package var redirects: RedirectPolicy
    package var clock: PipelineClock
    /// How a response is judged (envelope, contract). Default: the standard envelope, contracts checked.
    package var evaluator: ResponseEvaluator
    package var builder = RequestBuilder()
    /// For a page after the first (`--all`): what its request changes, applied before the plugins. Default: `nil`.
    package var nextPage: NextPage?

    package init(plugins: [any Plugin], transport: any Transport, options: TransportOptions = TransportOptions(),
                retry: RetryPolicy = .default, redirects: RedirectPolicy = .none, clock: PipelineClock = .system,
                evaluator: ResponseEvaluator = ResponseEvaluator())
    {
        self.plugins = plugins
        observing = Self.observing(among: plugins)
        self.transport = transport
        self.options = options
        self.retry = retry
        self.redirects = redirects
        self.clock = clock
        self.evaluator = evaluator
    }

    /// Builds the final request without sending it (for `--dry-run`, and as the first step of ``run``).
    package func prepare(_ route: any Route, in environment: Environment) throws(CourierError) -> HTTPRequest {
        var request = try builder.build(route, in: environment)
        if let nextPage { request = try nextPage.apply(to: request) }
        // The plugins add a few headers each (User-Agent, Accept, auth, common parameters): room made once.
        request.headers.reserveCapacity(adding: 8)
        for plugin in plugins where request.origin == .environment || plugin.appliesToForeignOrigins {
            request = try plugin.prepare(request, route: route)
        }
        try RequestBuilder.validate(request.headers)
        try RequestBuilder.validate(request.body)
        // Only a call that follows redirects can hop to another origin: the others never read it.
        if request.origin == .environment, redirects.maxHops > 0 { request.foreignHeaders = try foreignHeaders(for: request, route: route) }
        return request
    }

    /// What `request` carries if a redirect takes it to another origin: exactly what a direct call to a
    /// foreign URL gets (docs/Library.md, "Origins"), so no environment header, common parameter or
    /// credential follows a hop that a direct call would not send. The body's Content-Type stays with the body.
    func foreignHeaders(for request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPHeaders {
        var foreign = HTTPRequest(method: request.method, url: request.url, body: request.body, origin: .foreign)
        if let type = request.headers["Content-Type"] { foreign.headers.add("Content-Type", type) }
        for plugin in plugins where plugin.appliesToForeignOrigins {
            foreign = try plugin.prepare(foreign, route: route)
        }
        try RequestBuilder.validate(foreign.headers)
        return foreign.headers
    }

    /// Sends `route` to `environment` through ``transport`` and returns how the call ended, judged; never throws.
    package func run(_ route: any Route, in environment: Environment) -> CallOutcome {
        judge(drive(start(route, in: environment)), route: route, in: environment)
    }

    /// The call's state machine: its request built through the plugins (or the refusal), and this
    /// pipeline's policies for the route.
    package func start(_ route: any Route, in environment: Environment) -> PipelineRun {
        PipelineRun(policy(for: route), route: route, prepared: Result { () throws(CourierError) in try prepare(route, in: environment) })
    }

    /// What a call's state machine decides by: this pipeline's limits and policies, and the route's idempotence.
    package func policy(for route: any Route) -> PipelineRun.Policy {
        PipelineRun.Policy(options: options, retry: retry, redirects: redirects, isIdempotent: route.isIdempotent)
    }

    /// Tells the plugins a request is about to go out (each attempt, each redirect hop). Every driver
    /// calls it before it sends a `.send` step's request.
    package func willSend(_ request: HTTPRequest, route: any Route) {
        for index in plugins.indices where observes(index) { plugins[index].willSend(request, route: route) }
        RouteAbilities.hooks(of: route)?.willSend(request)
    }

    /// Tells the plugins what an attempt got. Every driver calls it before handing the result to the machine.
    package func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route) {
        for index in plugins.indices where observes(index) { plugins[index].didReceive(result, route: route) }
        RouteAbilities.hooks(of: route)?.didReceive(result)
    }

    /// Steps `run` to its end through ``transport``, sleeping through the waits before retries; the
    /// result is still to be judged (``judge(_:route:in:)``).
    package func drive(_ run: PipelineRun) -> Exchange {
        var run = run
        while true {
            switch run.step {
            case .send(let request, let options):
                willSend(request, route: run.route)
                let result = transport.send(request, options: options)
                didReceive(result, route: run.route)
                run.received(result, at: clock.moment)
            case .wait(let seconds):
                clock.sleep(seconds)
                run.resume(at: clock.moment, cancelled: clock.isCancelled())
            case .finished(let exchange): return exchange
            }
        }
    }
}

extension Pipeline {
    /// Courier's plugins that only change requests: they keep the defaults of `willSend`, `didReceive` and `process`
    /// (a plugin added here must not give itself one). Known by type: a cast of every plugin of every call to a
    /// marker protocol cost more than the calls it saved.
    static let requestOnly = [DefaultHeadersPlugin.self, ExtraHeadersPlugin.self, CommonParametersPlugin.self, AuthPlugin.self,
                              CookieJarPlugin.self].map { ObjectIdentifier($0 as any Plugin.Type) }

    static func observing(among plugins: [any Plugin]) -> UInt64 {
        let requestOnly = Self.requestOnly
        var mask: UInt64 = 0
        for index in plugins.indices.prefix(64) where !requestOnly.contains(ObjectIdentifier(type(of: plugins[index]))) {
            mask |= 1 << UInt64(index)
        }
        return mask
    }

    /// Whether `plugins[index]` observes (see ``observing``).
    func observes(_ index: Int) -> Bool { index >= 64 || observing & 1 << UInt64(index) != 0 }

    /// The plugins that observe, in order.
    package var observers: [any Plugin] { plugins.indices.filter(observes).map { plugins[$0] } }
}
