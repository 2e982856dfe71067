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
            try Self.checkBuiltURL(request.url)
            try rebase(&request, in: environment)
            if request.origin == .environment { request.headers = Self.merged(environment.headers, request.headers) }
            guard request.method.isValidToken else { throw .invalid("method '\(request.method)' is not an HTTP token") }
            return request
        }
        var url = try base(of: route.service, in: environment)
        for segment in route.path.wireSegments {
            if segment.text.isEmpty || segment.text == "." || segment.text == ".." {
                let shown = segment.text.isEmpty ? "empty" : "'\(segment.text)'"
                let what = segment.parameters.first.map { $0.isEmpty ? "a path value" : "path parameter {\($0)}" } ?? "a path segment"
                throw .invalid("\(what) is \(shown), which would change the path")
            }
            url += "/" + segment.encoded
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

    /// A URL a router built from strings (Moya's `path`, an `asURLRequest()`) is checked as the segment form
    /// never needs to be: a control character (raw or percent-encoded), a `.`/`..` segment (or its encodings)
    /// that would climb out of the base, or an empty segment (`/users//orders`: a value that was empty) is
    /// refused before anything is sent.
    static func checkBuiltURL(_ url: String) throws(CourierError) {
        let shown = Redaction.printable(url)
        if url.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw .invalid("the route built a URL with a control character: '\(shown)'")
        }
        guard let parts = URLParts(url) else { throw .invalid("the route built '\(shown)', which is not an absolute http(s) URL") }
        let pathAndQuery = parts.path.prefix { $0 != "#" }
        for byte in PercentEncoding.decode(String(pathAndQuery))?.utf8 ?? "".utf8 where byte < 0x20 || byte == 0x7F {
            throw .invalid("the route built a URL with an encoded control character (0x\(String(byte, radix: 16))): '\(shown)'")
        }
        let path = pathAndQuery.prefix { $0 != "?" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let decoded = PercentEncoding.decode(String(segment)) ?? String(segment)
            if decoded == "." || decoded == ".." {
                throw .invalid("the route built a '\(segment)' segment, which would leave its path: '\(shown)'")
            }
            if segment.isEmpty, index < segments.count - 1 {
                throw .invalid("the route built an empty path segment (a value was empty?): '\(shown)'")
            }
        }
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
