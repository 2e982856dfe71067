/// A route that builds its whole request, the app's own base URL included (Moya and Alamofire routers).
///
/// The compat surfaces (`CourierMoya`, `CourierAlamofire`) conform their adapters to it, so a router
/// written for Moya or Alamofire sends exactly the request those libraries would build.
public protocol RequestBuildingRoute: Route {
    /// The complete request: method, absolute URL, headers and body, as the app's library builds them.
    /// - Throws: ``CourierError`` in `request.invalid` when the router cannot build its request.
    func buildRequest() throws(CourierError) -> HTTPRequest
}
