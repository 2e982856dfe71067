/// Which header names carry credentials: the one rule behind redaction in output, `--curl` export
/// and dropping headers on a cross-origin redirect, so the three can never disagree.
///
/// A name is secret when the API declares it (its `secretHeaders`, its `.header(NAME)` auth scheme)
/// or when it looks like a credential: Authorization, Proxy-Authorization, Cookie, Set-Cookie and any
/// name with `auth` (not as in `author`), `token`, `secret`, `password`, `passwd`, `credential`, `session` or `cookie` in it,
/// or ending in `-key`, `_key` or `apikey` (X-Api-Key, X-Auth-Token, X-Client-Secret…), or whose last word (after
/// the last `-` or `_`, or the whole name) is a short password word: `pw`, `pwd`, `pass`, `pin`, `otp`. Headers given
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
        (!declared.isEmpty && declared.contains(name.lowercased())) || Self.looksLikeCredential(name)
    }

    static let words = ["auth", "token", "secret", "password", "passwd", "credential", "session", "cookie"]
    static let suffixes = ["-key", "_key", "apikey"]
    static let shortWords = ["pw", "pwd", "pass", "pin", "otp"]

    /// Whether a header name (or a JSON member's, for recorded bodies) names a credential by the rule above, in any
    /// case. `auth` followed by `or` is a word of its own (`author`, `authorId`, `authority`) unless it goes on as
    /// `authoriz`/`authoris`ation.
    ///
    /// An ASCII name (every real one) is compared byte by byte, without regard to ASCII case: String's own
    /// `contains` builds a search table per word, and smoke's reports judge every header of every case (this
    /// was once most of a smoke run's instructions). Any other name is lowercased as Unicode first, then compared
    /// the same way: U+212A KELVIN SIGN lowercases to an ASCII `k`.
    package static func looksLikeCredential(_ name: String) -> Bool {
        let bytes = name.utf8.allSatisfy({ $0 < 0x80 }) ? Array(name.utf8) : Array(name.lowercased().utf8)
        return asciiWords.contains { contains($0, in: bytes) } || asciiSuffixes.contains { hasSuffix($0, bytes) } || endsInShortWord(bytes)
    }

    /// Whether the last word of `bytes` (after its last `-` or `_`) is one of ``shortWords``: `pw`, `user_pw`,
    /// `New-Pwd`, but not `passenger` or `pinned`, which only begin with one.
    private static func endsInShortWord(_ bytes: [UInt8]) -> Bool {
        let start = (bytes.lastIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? -1) + 1
        let length = bytes.count - start
        return length >= 2 && length <= 4 && asciiShortWords.contains { $0.count == length && hasWord($0, bytes, at: start) }
    }

    private static let asciiWords = words.map { Array($0.utf8) }
    private static let asciiSuffixes = suffixes.map { Array($0.utf8) }
    private static let asciiShortWords = shortWords.map { Array($0.utf8) }

    /// ASCII lowercase of a byte (other bytes as they are).
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// Whether `word` (lowercase) occurs in `bytes`, ASCII case ignored (`auth` not as in `author`).
    private static func contains(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in
            guard hasWord(word, bytes, at: start) else { return false }
            guard word == auth else { return true }
            let after = start + word.count
            return !hasWord(or, bytes, at: after) || hasWord(oriz, bytes, at: after) || hasWord(oris, bytes, at: after)
        }
    }

    private static let (auth, or, oriz, oris) = (Array("auth".utf8), Array("or".utf8), Array("oriz".utf8), Array("oris".utf8))

    private static func hasSuffix(_ suffix: [UInt8], _ bytes: [UInt8]) -> Bool {
        bytes.count >= suffix.count && hasWord(suffix, bytes, at: bytes.count - suffix.count)
    }

    /// Whether `word` stands at `start` of `bytes` (ASCII case ignored); `false` where `bytes` ends before it does.
    private static func hasWord(_ word: [UInt8], _ bytes: [UInt8], at start: Int) -> Bool {
        guard start + word.count <= bytes.count else { return false }
        for offset in word.indices where lower(bytes[start + offset]) != word[offset] { return false }
        return true
    }
}
