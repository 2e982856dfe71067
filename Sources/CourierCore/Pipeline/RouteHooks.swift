/// A route that brings hooks of its own, called beside the API's plugins on every attempt.
///
/// A Moya target's provider plugins (a `NetworkLoggerPlugin`, an activity indicator) belong to the route, not
/// to the API: the compat adapter hands them what Moya would, and the pipeline calls them where it calls its own.
/// A conforming type registers with ``RouteAbilities`` when made: the pipeline finds hooks there, not by a cast.
package protocol RouteHooks {
    /// A request is about to go out (each attempt, each redirect hop).
    func willSend(_ request: HTTPRequest)
    /// What an attempt got.
    func didReceive(_ result: Result<HTTPResponse, CourierError>)
    /// The call's final result as the route's own hooks leave it (Moya plugins' `process`), before Courier judges it:
    /// the response to judge, or the error to report instead. Called once per call, after the last attempt.
    func process(_ result: Result<HTTPResponse, CourierError>) -> Result<HTTPResponse, CourierError>
}
