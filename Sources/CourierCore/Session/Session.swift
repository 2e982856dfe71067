/// A stored login for one API and environment: the token (or session cookie), what refreshes it, and when it
/// expires. The CLI keeps it in a file of its own (see `SessionStore`); Core only makes and reads the value.
package struct Session: Sendable, Equatable {
    package var token: String
    /// The cookie the token is sent back as, when the login set it as one; `nil`: the API's auth scheme.
    package var cookie: String?
    /// Where and until when that cookie goes back (set with ``cookie``).
    package var cookieScope: CookieScope?
    package var refreshToken: String?
    /// Seconds since 1970 after which the token is no longer good; `nil` when the API did not say.
    package var expiresAt: Double?
    /// The origin (RFC 6454) whose login or refresh granted it: the session is sent only to an environment that
    /// has that origin, so `--base-url` elsewhere never carries it (as `gh` keys its tokens by host). `nil` in a
    /// session stored before origins were kept: then it goes only to its environment's own base URL.
    package var origin: String?

    package init(token: String, cookie: String? = nil, refreshToken: String? = nil, expiresAt: Double? = nil) {
        self.token = token
        self.cookie = cookie
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Whether the known expiry has passed at `now` (a session without one never counts as expired).
    package func isExpired(at now: Double) -> Bool { expiresAt.map { $0 <= now } ?? false }

    /// The secret values, for scrubbing output.
    package var secrets: [String] { [token] + (refreshToken.map { [$0] } ?? []) }

    /// The stored form: an object naming the API and environment it belongs to.
    package func json(api: String, environment: String) -> JSON {
        var members: [JSON.Member] = [.init("api", .string(api)), .init("environment", .string(environment)), .init("token", .string(token))]
        if let cookie { members.append(.init("cookie", .string(cookie))) }
        if let scope = cookieScope {
            var fields: [JSON.Member] = [.init("host", .string(scope.host)), .init("path", .string(scope.path)),
                                         .init("secure", .bool(scope.secure)), .init("httpOnly", .bool(scope.httpOnly))]
            if let domain = scope.domain { fields.append(.init("domain", .string(domain))) }
            if let expires = scope.expires { fields.append(.init("expires", .int(EpochSeconds.whole(expires)))) }
            members.append(.init("cookieScope", .object(fields)))
        }
        if let refreshToken { members.append(.init("refreshToken", .string(refreshToken))) }
        if let expiresAt { members.append(.init("expiresAt", .int(EpochSeconds.whole(expiresAt)))) }
        if let origin { members.append(.init("origin", .string(origin))) }
        return .object(members)
    }

    /// The stored form as a secret store keeps it (the keyring's, the Keychain's): the JSON a session file holds.
    package func secret(api: String, environment: String) -> [UInt8] {
        Array(JSONPrinter().string(json(api: api, environment: environment)).utf8)
    }

    /// A secret store's item read back: UTF-8 JSON of the stored form (``parse(_:api:environment:)``).
    package static func parse(secret: [UInt8], api: String, environment: String) -> Result<Session, SessionReason.FileProblem> {
        guard let text = String(validating: secret, as: UTF8.self), let json = try? JSONParser.parse(text) else { return .failure(.notASession) }
        return parse(json, api: api, environment: environment)
    }

    /// Reads the stored form back.
    /// - Returns: the session, or what is wrong with the document (for the file's error).
    package static func parse(_ json: JSON, api: String, environment: String) -> Result<Session, SessionReason.FileProblem> {
        guard case .object = json, case .string(let token)? = json["token"], !token.isEmpty else { return .failure(.notASession) }
        guard case .string(let owner)? = json["api"], owner == api, case .string(let stored)? = json["environment"], stored == environment else {
            let owner: String = if case .string(let name)? = json["api"] { name } else { "an unnamed API" }
            return .failure(.otherAPI(owner))
        }
        var session = Session(token: token)
        if case .string(let cookie)? = json["cookie"] {
            guard case .string(let host)? = json["cookieScope"]?["host"], case .string(let path)? = json["cookieScope"]?["path"] else {
                return .failure(.notASession)
            }
            session.cookie = cookie
            var scope = CookieScope(host: host, path: path)
            if case .string(let domain)? = json["cookieScope"]?["domain"] { scope.domain = domain }
            if case .bool(let secure)? = json["cookieScope"]?["secure"] { scope.secure = secure }
            if case .bool(let httpOnly)? = json["cookieScope"]?["httpOnly"] { scope.httpOnly = httpOnly }
            if case .number(let literal)? = json["cookieScope"]?["expires"] { scope.expires = Double(literal).map(EpochSeconds.clamped) }
            session.cookieScope = scope
        }
        if case .string(let refresh)? = json["refreshToken"] { session.refreshToken = refresh }
        if case .number(let literal)? = json["expiresAt"] { session.expiresAt = Double(literal).map(EpochSeconds.clamped) }
        if case .string(let origin)? = json["origin"] { session.origin = origin }
        // A token over the limit is one no login grants now (``SecretSize``): an older Courier stored it.
        guard session.secrets.allSatisfy({ SecretSize.fits($0) && $0.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) }) else { return .failure(.notASession) }
        return .success(session)
    }
}
