/// Adds headers every request carries unless the route or the user set them already.
public struct DefaultHeadersPlugin: Plugin {
    public var headers: HTTPHeaders

    /// - Parameter headers: e.g. `User-Agent: courier/VERSION` and `Accept: application/json`.
    public init(_ headers: HTTPHeaders) { self.headers = headers }

    public func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        for field in headers where !request.headers.contains(field.name) {
            request.headers.add(field.name, field.value)
        }
        return request
    }
}

/// Adds headers given on the command line (`-H`), replacing any of the same name.
public struct ExtraHeadersPlugin: Plugin {
    public var headers: HTTPHeaders
    public init(_ headers: HTTPHeaders) { self.headers = headers }

    public func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        for field in headers { request.headers.set(field.name, field.value) }
        return request
    }
}
