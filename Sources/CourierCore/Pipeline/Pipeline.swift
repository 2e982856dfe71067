/// The one path every call takes: build, prepare through plugins, validate, send, observe.
///
/// It holds no state between calls; each run returns an ``Exchange`` value.
public struct Pipeline {
    public var plugins: [any Plugin]
    public var transport: any Transport
    public var options: TransportOptions
    public var builder = RequestBuilder()

    public init(plugins: [any Plugin], transport: any Transport, options: TransportOptions = TransportOptions()) {
        self.plugins = plugins
        self.transport = transport
        self.options = options
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
        var options = self.options
        if let timeout = route.timeout { options.totalTimeout = timeout }
        for plugin in plugins { plugin.willSend(request, route: route) }
        let result = transport.send(request, options: options)
        for plugin in plugins { plugin.didReceive(result, route: route) }
        return Exchange(request: request, result: result, attempts: 1)
    }
}

/// What one call did: the request sent (if it got that far), the final result, and how many attempts it took.
public struct Exchange: Sendable {
    public var request: HTTPRequest?
    public var result: Result<HTTPResponse, CourierError>
    public var attempts: Int

    public init(request: HTTPRequest?, result: Result<HTTPResponse, CourierError>, attempts: Int) {
        self.request = request
        self.result = result
        self.attempts = attempts
    }

    public var response: HTTPResponse? { try? result.get() }
}
