/// Turns a route and an environment into an ``HTTPRequest``: base URL + encoded segments + query + body.
///
/// Everything that could smuggle structure into the request is refused here, before any
/// connection: a bad base URL, `.`/`..`/empty path parameters, control characters in headers.
public struct RequestBuilder: Sendable {
    public init() {}

    /// - Throws: ``CourierError`` in `config` (bad base URL) or `request.invalid`.
    public func build(_ route: any Route, in environment: Environment) throws(CourierError) -> HTTPRequest {
        // A Moya or Alamofire router builds its own request, base URL included: it is sent as built.
        if let building = route as? any RequestBuildingRoute { return try building.buildRequest() }
        let base: String
        if let checked = environment.checkedBaseURL, checked.text == environment.baseURL {
            base = checked.base
        } else {
            base = try Self.validatedBaseURL(environment.baseURL, environment: environment.name)
        }
        var url = base
        for segment in route.path {
            if case .parameter(let name, let value) = segment, value.isEmpty || value == "." || value == ".." {
                let shown = value.isEmpty ? "empty" : "'\(value)'"
                throw .invalid("path parameter {\(name)} is \(shown), which would change the path")
            }
            url += "/" + PercentEncoding.encode(segment.value)
        }
        if !route.query.isEmpty { url += "?" + route.query.percentEncoded }
        guard route.method.isValidToken else { throw .invalid("method '\(route.method)' is not an HTTP token") }
        var headers = environment.headers
        for field in route.headers { headers.set(field.name, field.value) }
        let request = HTTPRequest(method: route.method, url: url, headers: headers, body: route.body)
        return request
    }

    /// The base URL without a trailing slash, checked to be an absolute http(s) URL with no query.
    public static func validatedBaseURL(_ text: String, environment: String) throws(CourierError) -> String {
        guard let parts = URLParts(text), !parts.path.contains("?"), !parts.path.contains("#") else {
            throw CourierError(.config, "base URL '\(Redaction.printable(text))' of environment '\(environment)' is not an absolute http(s) URL without spaces, query or credentials")
        }
        _ = parts
        var base = text
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// Refuses header names that are not tokens and values with CR, LF, NUL or other controls (RFC 9110 §5).
    public static func validate(_ headers: HTTPHeaders) throws(CourierError) {
        for field in headers {
            guard !field.name.isEmpty, field.name.utf8.allSatisfy(HTTPSyntax.isTokenChar) else {
                throw .invalid("header name '\(Redaction.printable(field.name))' is not an HTTP token")
            }
            guard field.value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else {
                throw .invalid("header '\(field.name)' has a control character (CR, LF, NUL…) in its value")
            }
        }
    }
}
