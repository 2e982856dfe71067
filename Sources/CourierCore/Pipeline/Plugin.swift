/// A step of the shared request pipeline (Moya's `PluginType`). Plugins see values, never curl.
///
/// Hooks run in a fixed order: every plugin's `prepare` in list order before sending,
/// `willSend` just before each attempt, `didReceive` in list order after it, and `process` in list
/// order once the final response is judged. All default to nothing.
///
/// The list is Courier's own plugins (default headers, common parameters, auth, `-H`) followed by the
/// API's (``APIDescription/plugins``), so a team's signature or timestamp plugin sees the request
/// as it will be sent.
public protocol Plugin: Sendable {
    /// Returns the request to send instead of `request` (add headers, auth, common parameters, a signature).
    /// - Throws: a ``CourierError``; the call then ends with it and nothing is sent.
    func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest
    /// Observes the final request just before each attempt.
    func willSend(_ request: HTTPRequest, route: any Route)
    /// Observes each attempt's result.
    func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route)
    /// Returns the verdict to report instead of `outcome` (reword an error, add a hint, map a code).
    func process(_ outcome: Outcome, route: any Route) -> Outcome
    /// Whether `prepare` runs for a request to a foreign origin. Default `false`: the API's credentials,
    /// parameters and headers go only to the environment's own origins.
    var appliesToForeignOrigins: Bool { get }
}

extension Plugin {
    /// Default: the request unchanged.
    public func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest { request }
    /// Default: nothing.
    public func willSend(_ request: HTTPRequest, route: any Route) {}
    /// Default: nothing.
    public func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route) {}
    /// Default: the outcome unchanged.
    public func process(_ outcome: Outcome, route: any Route) -> Outcome { outcome }
    /// Default: `false`.
    public var appliesToForeignOrigins: Bool { false }
}
