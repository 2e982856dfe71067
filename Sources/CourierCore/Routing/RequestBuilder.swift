/// Turns a route and an environment into an ``HTTPRequest``: base URL + encoded segments + query + body.
///
/// Everything that could smuggle structure into the request is refused here, before any
/// connection: a bad base URL, `.`/`..`/empty path parameters, control characters in headers.
package struct RequestBuilder: Sendable {
    /// The app's own base URLs and the services they stand for (for ``RequestBuildingRoute``s).
    package var appBaseURLs: [AppBaseURL]

    package init(appBaseURLs: [AppBaseURL] = []) {
        self.appBaseURLs = appBaseURLs
    }

    /// - Throws: ``CourierError`` in `config` (bad base URL, unknown service) or `request.invalid`.
    package func build(_ route: any Route, in environment: Environment) throws(CourierError) -> HTTPRequest {
        if var request = try RouteAbilities.ownRequest(of: route) {
            try Self.checkBuiltURL(request.url)
            try rebase(&request, in: environment)
            if request.origin == .environment { request.headers = Self.merged(environment.headers, request.headers) }
            guard request.method.isValidToken else { throw .request(.method(request.method.rawValue)) }
            return request
        }
        var url = try environment.checkedBase(of: route.service).text
        let segments = route.path.wireSegments
        let query = route.query
        let encodedQuery = query.isEmpty ? "" : query.percentEncoded
        // Room for the whole URL made once (each `+` made a string of its own, and the URL grew at each).
        var length = url.utf8.count + segments.count + (query.isEmpty ? 0 : 1 + encodedQuery.utf8.count)
        for segment in segments {
            if segment.text.isEmpty || segment.text == "." || segment.text == ".." {
                let part: RequestReason.PathPart = segment.firstParameter.map { $0.isEmpty ? .value : .parameter($0) } ?? .segment
                throw .request(.pathValue(part, value: segment.text))
            }
            length += segment.encoded.utf8.count
        }
        url.reserveCapacity(length)
        for segment in segments {
            url.append("/")
            url.append(segment.encoded)
        }
        if !query.isEmpty {
            url.append("?")
            url.append(encodedQuery)
        }
        guard route.method.isValidToken else { throw .request(.method(route.method.rawValue)) }
        return HTTPRequest(method: route.method, url: url, headers: Self.merged(environment.headers, route.headers), body: route.body)
    }

    /// Puts a request that carries the app's own URL below the environment: a URL under one of the app's
    /// base URLs is moved under the matching service (the rest of the URL kept as built); any other URL is
    /// sent as it is, and is a foreign origin unless it is one of the environment's own origins.
    func rebase(_ request: inout HTTPRequest, in environment: Environment) throws(CourierError) {
        guard let parts = URLParts(request.url) else {
            throw .request(.notAbsoluteURL(request.url))
        }
        if let (app, rest) = appBase(of: request.url) {
            request.url = try environment.checkedBase(of: app.service).text + rest
            request.origin = .environment
            return
        }
        request.origin = environment.origins.contains(parts.origin) ? .environment : .foreign
    }

    /// The app base URL `url` lies under (the longest that matches, at a `/`, `?` or `#` boundary) and the rest of
    /// the URL after it, or `nil` when it lies under none.
    package func appBase(of url: String) -> (base: AppBaseURL, rest: Substring)? {
        for app in appBaseURLs.sorted(by: { $0.url.count > $1.url.count }) {
            var prefix = app.url
            while prefix.hasSuffix("/") { prefix.removeLast() }
            guard url.hasPrefix(prefix) else { continue }
            let rest = url.dropFirst(prefix.count)
            guard rest.isEmpty || rest.hasPrefix("/") || rest.hasPrefix("?") || rest.hasPrefix("#") else { continue }
            return (app, rest)
        }
        return nil
    }

    /// Where `route`'s requests go: a native route's own service; for a ``RequestBuildingRoute``, the service of
    /// the app base URL its URL lies under (a router with several base URLs goes to several services), or
    /// ``RouteDestination/asBuilt`` when it lies under none. Builds the route's request to find out.
    package func destination(of route: any Route) -> RouteDestination {
        switch Result(catching: { () throws(CourierError) in try RouteAbilities.ownRequest(of: route) }) {
        case .success(nil): return .service(route.service)
        case .success(let request?): return appBase(of: request.url).map { .service($0.base.service) } ?? .asBuilt
        case .failure: return .asBuilt
        }
    }

    /// A URL a router built from strings (Moya's `path`, an `asURLRequest()`) is checked as the segment form
    /// never needs to be: a control character (raw or percent-encoded), a `.`/`..` segment (or its encodings)
    /// that would climb out of the base, or an empty segment (`/users//orders`: a value that was empty) is
    /// refused before anything is sent.
    static func checkBuiltURL(_ url: String) throws(CourierError) {
        if url.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw .request(.controlCharacterInURL(url))
        }
        guard let parts = URLParts(url) else { throw .request(.notAbsoluteURL(url)) }
        let pathAndQuery = parts.path.prefix { $0 != "#" }
        for byte in PercentEncoding.decode(String(pathAndQuery))?.utf8 ?? "".utf8 where byte < 0x20 || byte == 0x7F {
            throw .request(.encodedControlCharacter(byte, url: url))
        }
        let path = pathAndQuery.prefix { $0 != "?" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let decoded = PercentEncoding.decode(String(segment)) ?? String(segment)
            if decoded == "." || decoded == ".." {
                throw .request(.dotSegment(String(segment), url: url))
            }
            if segment.isEmpty, index < segments.count - 1 {
                throw .request(.emptySegment(url: url))
            }
        }
    }

    /// The environment's headers with the route's over them (a route's value replaces the environment's).
    static func merged(_ environment: HTTPHeaders, _ route: HTTPHeaders) -> HTTPHeaders {
        var headers = environment
        for field in route { headers.set(field.name, field.value) }
        return headers
    }

    /// Refuses header names that are not tokens and values with CR, LF, NUL or other controls (RFC 9110 §5).
    package static func validate(_ headers: HTTPHeaders) throws(CourierError) {
        for field in headers {
            guard !field.name.isEmpty, Self.isToken(field.name) else {
                throw .request(.headerName(field.name))
            }
            guard Self.isFieldValue(field.value) else {
                throw .request(.headerValue(name: field.name))
            }
        }
    }

    /// Whether every byte of `name` is a token character. Its contiguous bytes are looped over where it has them (a
    /// native string always does): the UTF-8 view's iterator, and a closure called for each byte, cost several
    /// times as much, for every header of every request.
    private static func isToken(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !HTTPSyntax.isTokenChar(byte) { return false }
            return true
        } ?? name.utf8.allSatisfy(HTTPSyntax.isTokenChar)
    }

    /// Whether every byte of `value` may stand in a field value (see ``isToken(_:)``).
    private static func isFieldValue(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !HTTPSyntax.isFieldValueByte(byte) { return false }
            return true
        } ?? value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte)
    }
}
