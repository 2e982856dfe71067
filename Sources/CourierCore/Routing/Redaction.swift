/// Keeps secrets and control characters out of everything Courier prints.
public enum Redaction {
    public static let placeholder = "[redacted]"

    /// Header names whose values are always secret.
    public static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"]

    /// `text` with control characters shown as `\xNN`, for error messages about bad input.
    public static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A secret and the forms it takes on its way out: percent-encoded (a token in a query, as the
    /// request's URL shows it), base64 (an echoed Basic credential, a body shown as base64) and
    /// JSON-escaped (inside a printed string). Every form is scrubbed, not only the literal.
    public static func forms(of secret: String) -> [String] {
        var forms = [secret]
        func add(_ form: String) { if !forms.contains(form) { forms.append(form) } }
        add(PercentEncoding.encode(secret))
        var base64 = Base64.encode(Array(secret.utf8))
        while base64.hasSuffix("=") { base64.removeLast() }  // the unpadded text is in any encoding of it
        add(base64)
        var escaped: [UInt8] = []
        JSONPrinter.writeString(secret, into: &escaped)
        add(String(decoding: escaped.dropFirst().dropLast(), as: UTF8.self))
        return forms
    }

    /// Replaces every occurrence of each secret (of 4+ characters) in `text`.
    public static func scrub(_ text: String, secrets: [String]) -> String {
        var text = text
        for secret in secrets where secret.count >= 4 && text.contains(secret) {
            text = text.replacing(secret, with: placeholder)
        }
        return text
    }
}

extension Redaction {
    /// A secret header's value with its credential hidden: `Bearer [redacted]` keeps the scheme.
    public static func redactedValue(_ value: String) -> String {
        let parts = value.split(separator: " ", maxSplits: 1)
        if parts.count == 2, ["bearer", "basic", "token", "digest"].contains(parts[0].lowercased()) {
            return "\(parts[0]) \(placeholder)"
        }
        return placeholder
    }
}
