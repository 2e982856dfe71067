/// How an API expects its credential (``APIDescription/auth``). Courier may add schemes, so a switch over
/// one should end in `default`.
public enum AuthScheme: Hashable, Sendable {
    /// `Authorization: Bearer TOKEN` (RFC 6750). The default.
    case bearer
    /// The token as the value of a named header, e.g. `X-Token`.
    case header(String)
    /// The token as a named query parameter (discouraged: URLs end up in logs).
    case query(String)

    /// Where the credential goes, for `courier config` and help.
    package var summary: String {
        switch self {
        case .bearer: "Authorization: Bearer <token>"
        case .header(let name): "\(name): <token>"
        case .query(let name): "?\(name)=<token>"
        }
    }
}

/// Puts the token on routes that require auth, in the API's scheme.
///
/// A route that needs auth but has no token is still sent: the server's 401 is more useful than
/// a guess, and the error then says how to set a token.
package struct AuthPlugin: Plugin {
    package var scheme: AuthScheme
    package var token: String?
    /// `name:password` for HTTP Basic (RFC 7617, `--user`): when set it is sent instead of the token, on every
    /// route of the API's own origins, as curl's `-u` is.
    package var basic: String?

    package init(scheme: AuthScheme, token: String?, basic: String? = nil) {
        self.scheme = scheme
        self.token = token
        self.basic = basic
    }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        var request = request
        if let basic {
            request.headers.set("Authorization", "Basic " + Base64.encode(Array(basic.utf8)))
            return request
        }
        guard route.requiresAuth, let token, !token.isEmpty else { return request }
        switch scheme {
        case .bearer: request.headers.set("Authorization", "Bearer \(token)")
        case .header(let name): request.headers.set(name, token)
        case .query(let name):
            let item = [QueryItem(name, token)].percentEncoded
            request.url += (request.url.contains("?") ? "&" : "?") + item
        }
        return request
    }
}
