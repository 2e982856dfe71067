/// Cookies kept between calls in a file (`--cookie-jar FILE`, read and written as `curl -b FILE -c FILE` does),
/// in the Netscape cookie-file format curl writes: one cookie a line, seven tab-separated fields
/// (domain, include-subdomains, path, secure, expiry, name, value), `#HttpOnly_` before the domain of an
/// HttpOnly cookie. Each cookie goes back only where its ``CookieScope`` allows.
package struct CookieJar: Sendable, Equatable {
    package struct Cookie: Sendable, Equatable {
        package var name: String
        package var value: String
        package var scope: CookieScope
    }

    package private(set) var cookies: [Cookie] = []

    package init(cookies: [Cookie] = []) { self.cookies = cookies }

    /// Reads the file's text; lines that are not cookies (comments, blank, malformed) are skipped, as curl skips them.
    package init(netscape text: String) {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = String(raw).trimmingWhitespace
            var httpOnly = false
            if line.hasPrefix("#HttpOnly_") {
                httpOnly = true
                line.removeFirst("#HttpOnly_".count)
            } else if line.hasPrefix("#") {
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7, !fields[0].isEmpty, !fields[5].isEmpty, let expiry = Int64(fields[4]) else { continue }
            let domain = fields[0].lowercased()
            let subdomains = fields[1].uppercased() == "TRUE"
            let host = domain.hasPrefix(".") ? String(domain.dropFirst()) : domain
            let scope = CookieScope(host: host, domain: subdomains ? host : nil, path: fields[2].isEmpty ? "/" : fields[2],
                                    secure: fields[3].uppercased() == "TRUE", httpOnly: httpOnly, expires: expiry == 0 ? nil : EpochSeconds.clamped(Double(expiry)))
            cookies.append(Cookie(name: fields[5], value: fields[6], scope: scope))
        }
    }

    /// The file's text, as curl writes it.
    package var netscape: String {
        var text = "# Netscape HTTP Cookie File\n# Written by Courier; the format is curl's (https://curl.se/docs/http-cookies.html).\n\n"
        for cookie in cookies {
            let scope = cookie.scope
            let domain = scope.domain.map { "." + $0 } ?? scope.host
            let fields = [(scope.httpOnly ? "#HttpOnly_" : "") + domain, scope.domain == nil ? "FALSE" : "TRUE", scope.path,
                          scope.secure ? "TRUE" : "FALSE", String(EpochSeconds.whole(scope.expires ?? 0)), cookie.name, cookie.value]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The `Cookie` header value for a request to `url` at `now`, longest paths first (RFC 6265 §5.4); `nil` for none.
    package func header(for url: String, now: Double) -> String? {
        let matching = cookies.filter { $0.scope.matches(url, now: now) }.sorted { $0.scope.path.count > $1.scope.path.count }
        return matching.isEmpty ? nil : matching.map { $0.name + "=" + $0.value }.joined(separator: "; ")
    }

    /// Takes the `Set-Cookie` fields of a response to `url`: a cookie replaces the one of the same name, domain and
    /// path; one already expired removes it. Returns the names refused for a domain the host is not in.
    package mutating func receive(_ headers: HTTPHeaders, from url: String, now: Double) -> [String] {
        var refused: [String] = []
        for cookie in SetCookie.all(in: headers) {
            guard let scope = CookieScope(cookie, setBy: url, now: now) else {
                refused.append(cookie.name)
                continue
            }
            cookies.removeAll { $0.name == cookie.name && $0.scope.host == scope.host && $0.scope.domain == scope.domain && $0.scope.path == scope.path }
            if let expires = scope.expires, expires <= now { continue }
            guard cookie.value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte), !cookie.value.contains(";") else { continue }
            cookies.append(Cookie(name: cookie.name, value: cookie.value, scope: scope))
        }
        return refused
    }

    /// The values, for scrubbing output: a cookie can be a session.
    package var secrets: [String] { cookies.map(\.value).filter { $0.count >= 6 } }
}

/// Sends a cookie jar's cookies, each where its scope allows. Only to the environment's own origins: a redirect
/// hop's headers are made from the first URL, so a foreign hop could otherwise carry a cookie of the first host.
package struct CookieJarPlugin: Plugin {
    package var jar: CookieJar
    package var now: @Sendable () -> Double

    package init(jar: CookieJar, now: @escaping @Sendable () -> Double = { PipelineClock.system.now() }) {
        self.jar = jar
        self.now = now
    }

    package func prepare(_ request: HTTPRequest, route: any Route) throws(CourierError) -> HTTPRequest {
        guard let cookies = jar.header(for: request.url, now: now()) else { return request }
        var request = request
        request.headers.set("Cookie", request.headers["Cookie"].map { $0 + "; " + cookies } ?? cookies)
        return request
    }
}
