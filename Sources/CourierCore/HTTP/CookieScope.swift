/// Where and until when a cookie goes back (RFC 6265 §5.4): only to the host that set it (or its `Domain`
/// and that domain's subdomains, when the setting host is inside it), under its `Path`, over https when
/// `Secure`, and not after it expires.
package struct CookieScope: Sendable, Equatable {
    /// The host that set it (lowercased).
    package var host: String
    /// `Domain`; `nil`: host-only.
    package var domain: String?
    package var path: String
    package var secure: Bool
    package var httpOnly: Bool
    /// Seconds since 1970; `nil`: until the session is removed.
    package var expires: Double?

    package init(host: String, domain: String? = nil, path: String = "/", secure: Bool = false, httpOnly: Bool = false, expires: Double? = nil) {
        self.host = host.lowercased()
        self.domain = domain
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.expires = expires.map(EpochSeconds.clamped)
    }

    /// The scope of `cookie` set by a response to `url`, at `now`; `nil` when the cookie may not be kept:
    /// a `Domain` the setting host is not inside (a cookie for another domain, §5.3 step 6), or no URL.
    package init?(_ cookie: SetCookie, setBy url: String, now: Double) {
        guard let parts = URLParts(url) else { return nil }
        let host = parts.host.lowercased()
        if let domain = cookie.domain, !Self.domainMatches(host, domain) { return nil }
        let path = cookie.path ?? Self.defaultPath(parts.path)
        self.init(host: host, domain: cookie.domain, path: path, secure: cookie.secure, httpOnly: cookie.httpOnly, expires: cookie.expiry(now: now))
    }

    /// Whether a request to `url` at `now` gets the cookie.
    package func matches(_ url: String, now: Double) -> Bool {
        guard let parts = URLParts(url) else { return false }
        let host = parts.host.lowercased()
        if let expires, expires <= now { return false }
        if secure, parts.scheme != "https" { return false }
        let hostMatches = domain.map { Self.domainMatches(host, $0) } ?? (host == self.host)
        return hostMatches && Self.pathMatches(parts.path.isEmpty ? "/" : parts.path, path)
    }

    /// §5.1.3: the host is the domain or a subdomain of it (never for an IP address but itself).
    static func domainMatches(_ host: String, _ domain: String) -> Bool {
        host == domain || (host.hasSuffix("." + domain) && !host.allSatisfy { $0.isNumber || $0 == "." || $0 == ":" })
    }

    /// §5.1.4: the request path is the cookie's path or below it.
    static func pathMatches(_ requestPath: String, _ cookiePath: String) -> Bool {
        let path = requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? requestPath
        guard path.hasPrefix(cookiePath) else { return false }
        return path.count == cookiePath.count || cookiePath.hasSuffix("/") || path.dropFirst(cookiePath.count).first == "/"
    }

    /// §5.1.4: the setting URL's path up to its last `/` (`/` when there is none past the first).
    static func defaultPath(_ path: String) -> String {
        let path = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
