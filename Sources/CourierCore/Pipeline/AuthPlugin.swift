/// How an API expects its credential (``APIDescription/auth``). Courier may add schemes, so a switch over
/// one should end in `default`.
public enum AuthScheme: Hashable, Sendable {
    /// `Authorization: Bearer TOKEN` (RFC 6750). The default.
    case bearer
    /// The token as the value of a named header, e.g. `X-Token`.
    case header(String)
    /// The token as a named query parameter (discouraged: URLs end up in logs).
    case query(String)
    /// HTTP Basic (RFC 7617): routes that need auth take `-u NAME` (the password from `--password-file`,
    /// `COURIER_PASSWORD` or a prompt) or netrc, and a 401 says so; a token is sent as `Basic <token>`.
    case basic

    /// Where the credential goes, for `courier config` and help.
    package var summary: String {
        switch self {
        case .bearer: "Authorization: Bearer <token>"
        case .header(let name): "\(name): <token>"
        case .query(let name): "?\(name)=<token>"
        case .basic: "Authorization: Basic <name:password>"
        }
    }
}

/// A route that says which `Authorization` scheme its token goes in (a Moya target's `authorizationType`:
/// `Bearer`, `Basic` or its own), instead of the API's.
package protocol AuthorizationScheming {
    /// The scheme word, e.g. `Bearer`; `nil`: the API's scheme.
    var authorizationScheme: String? { get }
}

/// Puts the token on routes that require auth, in the API's scheme (or the route's own,
/// ``AuthorizationScheming``); a session kept as a cookie goes back as that cookie, where its scope allows.
///
/// A route that needs auth but has no token is still sent: the server's 401 is more useful than
/// a guess, and the error then says how to set a token.
package struct AuthPlugin: Plugin {
    package var scheme: AuthScheme
    package var token: String?
    /// `name:password` for HTTP Basic (RFC 7617, `--user`): when set it is sent instead of the token, on every
    /// route of the API's own origins, as curl's `-u` is.
    package var basic: String?

    /// The cookie the token goes back as (a cookie-session login), and where it may go; `nil`: the scheme's place.
    package var cookie: (name: String, scope: CookieScope)?
    /// The time now, for the cookie's expiry.
    package var now: @Sendable () -> Double
    /// The only origins (RFC 6454) the token goes to, for a stored session's (``Target/sessionOrigins(grantedBy:)``):
    /// never one named only by `--base-url` or `--service-url` on the command line, as `gh` keys a token by host.
    /// `nil`: every origin of the environment (a token the user gave for this call). A cookie session keeps its
    /// cookie's own scope instead.
    package var tokenOrigins: Set<String>?

    package init(scheme: AuthScheme, token: String?, basic: String? = nil, cookie: (name: String, scope: CookieScope)? = nil,
                 now: @escaping @Sendable () -> Double = { PipelineClock.system.now() })
    {
        self.scheme = scheme
        self.token = token
        self.basic = basic
        self.cookie = cookie
        self.now = now
    }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        if let basic {
            request.headers.set("Authorization", "Basic " + Base64.encode(Array(basic.utf8)))
            return request
        }
        guard let token, !token.isEmpty else { return request }
        if let cookie {
            // A session cookie goes where a browser would send it, whether or not the route says it needs auth.
            guard cookie.scope.matches(request.url, now: now()) else { return request }
            let pair = cookie.name + "=" + token
            request.headers.set("Cookie", request.headers["Cookie"].map { $0 + "; " + pair } ?? pair)
            return request
        }
        guard route.requiresAuth else { return request }
        if let tokenOrigins, !(URLParts(request.url).map { tokenOrigins.contains($0.origin) } ?? false) { return request }
        if let word = (route as? any AuthorizationScheming)?.authorizationScheme {
            request.headers.set("Authorization", word + " " + token)
            return request
        }
        switch scheme {
        case .bearer: request.headers.set("Authorization", "Bearer \(token)")
        case .basic: request.headers.set("Authorization", "Basic \(token)")
        case .header(let name): request.headers.set(name, token)
        case .query(let name):
            let item = [QueryItem(name, token)].percentEncoded
            request.url += (request.url.contains("?") ? "&" : "?") + item
        }
        return request
    }
}
