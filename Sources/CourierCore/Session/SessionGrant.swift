/// What a login (or refresh) route's response gives: where its token sits, and where there is one, the
/// refresh token and the token's lifetime (``Route/grant``).
///
/// Why a declaration and not a plugin: `--save` stores what the response gives for the API and environment,
/// and later calls of routes that need auth send it without `--token`, so the places must be known to Courier.
public struct SessionGrant: Sendable, Hashable {
    /// Where one value sits in a response.
    public enum Place: Sendable, Hashable {
        /// A dotted path into the JSON body from its root, e.g. `data.token` (the envelope's data key included).
        case body(String)
        /// A response header, e.g. `X-Auth-Token`.
        case header(String)
        /// A cookie the response sets (`Set-Cookie`, RFC 6265); the session sends it back as that cookie.
        case cookie(String)
    }

    package var token: Place
    package var refreshToken: Place?
    package var expiresIn: Place?
    package var savesAlways: Bool

    /// - Parameters:
    ///   - token: where the token is.
    ///   - refreshToken: where the refresh token is, if the API gives one. Default: none.
    ///   - expiresIn: where the token's lifetime in seconds is, if the API says. Default: none.
    ///   - savesAlways: store the session on every successful call, not only with `--save`. Default: `false`.
    public init(token: Place, refreshToken: Place? = nil, expiresIn: Place? = nil, savesAlways: Bool = false) {
        self.token = token
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
        self.savesAlways = savesAlways
    }

    /// The session a successful response gives, at `now` (seconds since 1970).
    /// - Throws: ``SessionReason/missing(_:)`` when the token (or a declared refresh token or lifetime) is not
    ///   where the declaration says: `decoding.model`, so a `--save` never stores half a session.
    /// - Parameter url: the URL the login went to: a cookie goes back only where it may (``CookieScope``).
    package func session(from response: HTTPResponse, body: Body, url: String, now: Double) throws(CourierError) -> Session {
        guard let token = Self.text(at: token, response: response, body: body) else { throw .session(.missing(token.shown)) }
        var session = Session(token: token)
        session.origin = URLParts(url)?.origin
        if case .cookie(let name) = self.token {
            // The last Set-Cookie of that name wins, as in a browser; one for a domain the host is not in is refused.
            guard let cookie = SetCookie.all(in: response.headers).last(where: { $0.name == name }),
                  let scope = CookieScope(cookie, setBy: url, now: now)
            else { throw .session(.foreignCookie(name)) }
            session.cookie = name
            session.cookieScope = scope
            session.expiresAt = scope.expires
        }
        if let place = refreshToken {
            guard let refresh = Self.text(at: place, response: response, body: body) else { throw .session(.missing(place.shown)) }
            session.refreshToken = refresh
        }
        if let place = expiresIn {
            guard let text = Self.text(at: place, response: response, body: body), let seconds = Double(text), seconds.isFinite else {
                throw .session(.missing(place.shown))
            }
            session.expiresAt = EpochSeconds.after(now, seconds: seconds)
        }
        for secret in [session.token, session.refreshToken ?? ""] {
            guard SecretSize.fits(secret) else { throw .session(.secretTooLarge(limit: SecretSize.limit)) }
            guard secret.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .session(.controlCharacter) }
        }
        return session
    }

    /// The token and refresh token `response` carries where this grant says, whatever became of the call: what
    /// a report of it must scrub (a smoke run's login case prints its response, and CI keeps reports).
    package func secrets(in response: HTTPResponse) -> [String] {
        let body = Body(bytes: response.body)
        return [token, refreshToken].compactMap { place in place.flatMap { Self.text(at: $0, response: response, body: body) } }
    }

    /// The value at `place` as text (a JSON string, or a number's literal); `nil` when absent or empty.
    static func text(at place: Place, response: HTTPResponse, body: Body) -> String? {
        let found: String?
        switch place {
        case .header(let name): found = response.headers[name]
        case .cookie(let name): found = SetCookie.all(in: response.headers).last { $0.name == name }?.value
        case .body(let path):
            var value = body.json
            for key in path.split(separator: ".") {
                if let index = Int(key), value?.isArray == true { value = value?[index] } else { value = value?[String(key)] }
            }
            switch value?.expanded {
            case .string(let text): found = text
            case .number(let literal): found = literal
            default: found = nil
            }
        }
        return found.flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension SessionGrant.Place {
    /// How messages name the place: `data.token`, `header X-Token`, `cookie sid`.
    package var shown: String {
        switch self {
        case .body(let path): path
        case .header(let name): "header \(name)"
        case .cookie(let name): "cookie \(name)"
        }
    }
}
