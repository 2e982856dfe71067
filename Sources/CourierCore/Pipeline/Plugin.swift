/// A step of the shared request pipeline (Moya's `PluginType`). Plugins see values, never curl.
///
/// Hooks run in a fixed order: every plugin's `prepare` in list order before sending,
/// `willSend` just before the transport, `didReceive` in list order after it. All default to nothing.
public protocol Plugin: Sendable {
    /// Returns the request to send instead of `request` (add headers, auth, common parameters).
    func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest
    /// Observes the final request just before each attempt.
    func willSend(_ request: HTTPRequest, route: any Route)
    /// Observes each attempt's result.
    func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route)
}

extension Plugin {
    public func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest { request }
    public func willSend(_ request: HTTPRequest, route: any Route) {}
    public func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route) {}
}
