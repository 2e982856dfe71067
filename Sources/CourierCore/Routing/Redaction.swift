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
