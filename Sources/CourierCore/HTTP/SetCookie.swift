/// One `Set-Cookie` field as RFC 6265 §5.2 reads it: the pair and the attributes that decide where and until
/// when the cookie goes back. Unknown attributes are skipped, as browsers and curl skip them.
package struct SetCookie: Sendable, Equatable {
    package var name: String
    package var value: String
    /// `Domain`, lowercased and without a leading dot; `nil`: host-only (the setting host alone).
    package var domain: String?
    /// `Path`; `nil`: the default path of the URL that set it (§5.1.4).
    package var path: String?
    package var secure = false
    package var httpOnly = false
    /// `Max-Age` seconds, which win over `Expires` (§5.3 step 3).
    package var maxAge: Double?
    /// `Expires`, seconds since 1970 (IMF-fixdate only).
    package var expires: Double?

    /// Parses one field's value; `nil` without a `name=value` pair or with an empty name.
    package init?(_ text: String) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        name = String(pair[..<equals]).trimmingWhitespace
        value = String(pair[pair.index(after: equals)...]).trimmingWhitespace
        guard !name.isEmpty else { return nil }
        for attribute in parts.dropFirst() {
            let split = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(split[0]).trimmingWhitespace.lowercased()
            let argument = split.count > 1 ? String(split[1]).trimmingWhitespace : ""
            switch key {
            case "domain" where !argument.isEmpty:
                let lowered = argument.lowercased()
                domain = lowered.hasPrefix(".") ? String(lowered.dropFirst()) : lowered
            case "path" where argument.hasPrefix("/"): path = argument
            case "secure": secure = true
            case "httponly": httpOnly = true
            case "max-age": maxAge = Self.deltaSeconds(argument)
            case "expires": expires = HTTPDate.parse(argument)
            default: break
            }
        }
    }

    /// Every `Set-Cookie` of `headers` that parses, in order.
    package static func all(in headers: HTTPHeaders) -> [SetCookie] {
        headers.fields.filter { $0.name.lowercased() == "set-cookie" }.compactMap { SetCookie($0.value) }
    }

    /// When it stops being sent, at `now`: `Max-Age` first, then `Expires`; `nil` for a session cookie. Clamped,
    /// so a `Max-Age` at the edge of `Int64` is a cookie that lasts, not a crash when the jar is written.
    package func expiry(now: Double) -> Double? { maxAge.map { EpochSeconds.after(now, seconds: $0) } ?? expires }

    /// A `Max-Age` value (§5.2.2: an optional `-` and digits); any number of digits, as a Double, which
    /// ``expiry(now:)`` clamps, so one too long for an `Int` still means "far in the future" rather than nothing.
    static func deltaSeconds(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Double(text).map(EpochSeconds.clamped)
    }
}
