/// Which header names carry credentials: the one rule behind redaction in output, `--curl` export
/// and dropping headers on a cross-origin redirect, so the three can never disagree.
///
/// A name is secret when the API declares it (its `secretHeaders`, its `.header(NAME)` auth scheme)
/// or when it looks like a credential: Authorization, Proxy-Authorization, Cookie, Set-Cookie and any
/// name with `auth` (not `author`), `token`, `secret`, `password`, `passwd`, `credential`, `session` or `cookie` in it,
/// or ending in `-key`, `_key` or `apikey` (X-Api-Key, X-Auth-Token, X-Client-Secret…). Headers given
/// with `-H` are judged by the same rule. Names are compared without regard to case (RFC 9110 §5.1).
package struct SecretHeaders: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Lowercase names declared secret besides those the rule finds.
    package private(set) var declared: Set<String>

    package init(_ declared: some Sequence<String>) { self.declared = Set(declared.map { $0.lowercased() }) }
    package init(arrayLiteral names: String...) { self.init(names) }

    /// The API's declared secret headers and the header its auth scheme puts the token in.
    package init(api: APIDescription) {
        self.init(api.secretHeaders)
        if case .header(let name) = api.auth { declared.insert(name.lowercased()) }
    }

    package func contains(_ name: String) -> Bool {
        let name = name.lowercased()
        return declared.contains(name) || Self.looksLikeCredential(name)
    }

    static let words = ["auth", "token", "secret", "password", "passwd", "credential", "session", "cookie"]
    static let suffixes = ["-key", "_key", "apikey"]

    /// Whether a lowercase header name (or a JSON member's, for recorded bodies) names a credential by the rule
    /// above. `auth` followed by `or` is a word of its own (`author`, `authorId`, `authority`) unless it goes on
    /// as `authoriz`/`authoris`ation.
    package static func looksLikeCredential(_ name: String) -> Bool {
        words.contains { word in word == "auth" ? containsAuth(name) : name.contains(word) } || suffixes.contains { name.hasSuffix($0) }
    }

    private static func containsAuth(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let auth = Array("auth".utf8)
        guard bytes.count >= auth.count else { return false }
        for start in 0...(bytes.count - auth.count) where bytes[start..<start + auth.count].elementsEqual(auth) {
            let after = bytes[(start + auth.count)...]
            if !after.starts(with: "or".utf8) || after.starts(with: "oriz".utf8) || after.starts(with: "oris".utf8) { return true }
        }
        return false
    }
}
