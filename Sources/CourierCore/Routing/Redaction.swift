import CourierShared

/// Keeps secrets and control characters out of everything Courier prints.
package enum Redaction {
    package static let placeholder = "[redacted]"

    /// `text` with control characters shown as `\xNN` or `\u{NNNN}` (``PrintableText``, the one definition),
    /// so a server's or a user's text can neither drive the terminal nor forge a line (a newline followed by `courier: …`).
    package static func printable(_ text: String) -> String { PrintableText.escaped(text) }

    /// A secret and the forms it takes on its way out: percent-encoded (a token in a query, as the
    /// request's URL shows it), base64 at each of the three alignments a body may put it in (an echoed
    /// Basic credential, a binary body printed as base64), and JSON-escaped (inside a printed string).
    /// Every form is scrubbed, not only the literal; which are long enough, and in what order, is ``SecretScrubber``'s to decide.
    package static func forms(of secret: String) -> [String] {
        var forms = [secret]
        func add(_ form: String) { if !forms.contains(form) { forms.append(form) } }
        add(PercentEncoding.encode(secret))
        for form in base64Forms(of: Array(secret.utf8)) {
            add(form)
            // base64url (RFC 4648 §5), as JWTs carry their payload.
            add(String(form.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 }))
        }
        var escaped: [UInt8] = []
        JSONPrinter.writeString(secret, into: &escaped)
        add(String(decoding: escaped.dropFirst().dropLast(), as: UTF8.self))
        return forms
    }

    /// The base64 text that `bytes` become wherever they stand in a longer input.
    ///
    /// Base64 encodes 3 bytes as 4 characters, so the secret's encoding depends on its offset modulo 3.
    /// For each offset the characters whose 6 bits come from the secret alone appear whatever surrounds
    /// it (padded or not); when the secret ends the input, its padded tail appears as well. The one or
    /// two characters shared with neighbouring bytes carry at most 4 bits of the secret's edge bytes.
    static func base64Forms(of bytes: [UInt8]) -> [String] {
        var forms: [String] = []
        for offset in 0..<3 {
            let shifted = [UInt8](repeating: 0, count: offset) + bytes
            let encoded = Array(Base64.encode(shifted).utf8)
            let lead = [0, 2, 3][offset]  // characters touching the filler bytes
            let determined = shifted.count * 8 / 6
            guard determined > lead else { continue }
            forms.append(String(decoding: encoded[lead..<determined], as: UTF8.self))
            if shifted.count % 3 != 0 { forms.append(String(decoding: encoded[lead...], as: UTF8.self)) }
        }
        return forms
    }

    /// `text` with every secret replaced by ``placeholder`` (``SecretScrubber``: its length and longest-first rules).
    package static func scrub(_ text: String, secrets: [String]) -> String { SecretScrubber(secrets).scrub(text) }
}

extension Redaction {
    /// Schemes whose credential follows a space, kept when a value is redacted.
    static let schemes = ["bearer", "basic", "token", "digest"]

    /// A secret header's value with its credential hidden: `Bearer [redacted]` keeps the scheme.
    package static func redactedValue(_ value: String) -> String {
        let parts = value.split(separator: " ", maxSplits: 1)
        if parts.count == 2, schemes.contains(parts[0].lowercased()) {
            return "\(parts[0]) \(placeholder)"
        }
        return placeholder
    }

    /// The secret values in a secret header's value: the whole value, and the credential after a scheme
    /// (`Bearer abc` → `abc`), since a server may echo either.
    package static func credentials(in value: String) -> [String] {
        let parts = value.split(separator: " ", maxSplits: 1)
        if parts.count == 2, schemes.contains(parts[0].lowercased()) { return [value, String(parts[1])] }
        return [value]
    }

    /// Where a URL's password is (`scheme://user:PASSWORD@host`), if it has one: in the authority only (up
    /// to the first `/`, `?` or `#`, RFC 3986 §3.2), before its last `@`, so `http://h/a:b@c` has none and
    /// `http://u:p@ss@h` hides `p@ss`.
    package static func passwordRange(in url: String) -> Range<String.Index>? {
        let start = url.firstRange(of: "://")?.upperBound ?? url.startIndex
        let end = url[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
        guard let at = url[start..<end].lastIndex(of: "@"), let colon = url[start..<at].firstIndex(of: ":") else { return nil }
        let range = url.index(after: colon)..<at
        return range.isEmpty ? nil : range
    }

    /// The URL as printed: its password, if any, replaced by ``placeholder`` (a proxy URL in `--verbose`,
    /// in a warning, in the error that refuses it).
    package static func redactingPassword(_ url: String) -> String {
        guard let range = passwordRange(in: url) else { return url }
        return String(url[..<range.lowerBound]) + placeholder + String(url[range.upperBound...])
    }
}
