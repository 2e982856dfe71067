/// Turns a route and an environment into an ``HTTPRequest``: base URL + encoded segments + query + body.
///
/// Everything that could smuggle structure into the request is refused here, before any
/// connection: a bad base URL, `.`/`..`/empty path parameters, control characters in headers.
public struct RequestBuilder: Sendable {
    /// The app's own base URLs and the services they stand for (for ``RequestBuildingRoute``s).
    public var appBaseURLs: [AppBaseURL]

    public init(appBaseURLs: [AppBaseURL] = []) {
        self.appBaseURLs = appBaseURLs
    }

    /// - Throws: ``CourierError`` in `config` (bad base URL, unknown service) or `request.invalid`.
    public func build(_ route: any Route, in environment: Environment) throws(CourierError) -> HTTPRequest {
        if let own = route as? any RequestBuildingRoute {
            var request = try own.buildRequest()
            try rebase(&request, in: environment)
            if request.origin == .environment { request.headers = Self.merged(environment.headers, request.headers) }
            guard request.method.isValidToken else { throw .invalid("method '\(request.method)' is not an HTTP token") }
            return request
        }
        var url = try base(of: route.service, in: environment)
        for segment in route.path {
            if case .parameter(let name, let value) = segment, value.isEmpty || value == "." || value == ".." {
                let shown = value.isEmpty ? "empty" : "'\(value)'"
                throw .invalid("path parameter {\(name)} is \(shown), which would change the path")
            }
            url += "/" + PercentEncoding.encode(segment.value)
        }
        if !route.query.isEmpty { url += "?" + route.query.percentEncoded }
        guard route.method.isValidToken else { throw .invalid("method '\(route.method)' is not an HTTP token") }
        return HTTPRequest(method: route.method, url: url, headers: Self.merged(environment.headers, route.headers), body: route.body)
    }

    /// The checked base URL of `service` in `environment`.
    func base(of service: String?, in environment: Environment) throws(CourierError) -> String {
        if service == nil, let checked = environment.checkedBaseURL, checked.text == environment.baseURL { return checked.base }
        guard let text = environment.baseURL(of: service) else {
            let known = environment.services.keys.sorted()
            throw CourierError(.config, "environment '\(environment.name)' defines no service '\(service ?? "")'"
                + (known.isEmpty ? "" : " (it has: \(known.joined(separator: ", ")))"))
        }
        return try Self.validatedBaseURL(text, environment: environment.name)
    }

    /// Puts a request that carries the app's own URL below the environment: a URL under one of the app's
    /// base URLs is moved under the matching service (the rest of the URL kept as built); any other URL is
    /// sent as it is, and is a foreign origin unless it is one of the environment's own origins.
    func rebase(_ request: inout HTTPRequest, in environment: Environment) throws(CourierError) {
        guard let parts = URLParts(request.url) else {
            throw .invalid("the route built '\(Redaction.printable(request.url))', which is not an absolute http(s) URL")
        }
        for app in appBaseURLs.sorted(by: { $0.url.count > $1.url.count }) {
            var prefix = app.url
            while prefix.hasSuffix("/") { prefix.removeLast() }
            guard request.url.hasPrefix(prefix) else { continue }
            let rest = request.url.dropFirst(prefix.count)
            guard rest.isEmpty || rest.hasPrefix("/") || rest.hasPrefix("?") || rest.hasPrefix("#") else { continue }
            request.url = try base(of: app.service, in: environment) + rest
            request.origin = .environment
            return
        }
        request.origin = environment.origins.contains(parts.origin) ? .environment : .foreign
    }

    /// The environment's headers with the route's over them (a route's value replaces the environment's).
    static func merged(_ environment: HTTPHeaders, _ route: HTTPHeaders) -> HTTPHeaders {
        var headers = environment
        for field in route { headers.set(field.name, field.value) }
        return headers
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
