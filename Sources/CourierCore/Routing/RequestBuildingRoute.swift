/// A route that builds its whole request, the app's own base URL included (Moya and Alamofire routers).
public protocol RequestBuildingRoute: Route { func buildRequest() throws(CourierError) -> HTTPRequest }
