/// The parts of an absolute http(s) URL that Courier checks and compares (RFC 3986 §3).
package struct URLParts: Hashable, Sendable {
    package var scheme: String
    package var host: String
    package var port: Int
    /// Everything after the authority, possibly empty.
    package var path: String

    /// The origin (RFC 6454): scheme, host and port.
    package var origin: String { "\(scheme)://\(host):\(port)" }

    /// Parses an absolute `http` or `https` URL; `nil` for anything else, including spaces or controls.
    ///
    /// Scans UTF-8 bytes (every delimiter is ASCII): by Character this cost far more a URL,
    /// paid by every request of a smoke run.
    package init?(_ url: String) {
        let bytes = url.utf8
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return nil }
        let head = String(decoding: bytes.prefix(8), as: UTF8.self).lowercased()
        let rest: Substring
        if head.hasPrefix("http://") {
            scheme = "http"; rest = url[bytes.index(bytes.startIndex, offsetBy: 7)...]
        } else if head.hasPrefix("https://") {
            scheme = "https"; rest = url[bytes.index(bytes.startIndex, offsetBy: 8)...]
        } else {
            return nil
        }
        let authorityEnd = rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        path = String(rest[authorityEnd...])
        if authority.utf8.contains(UInt8(ascii: "@")) { return nil }  // credentials in URLs are refused: they would be printed.
        var portText: Substring?
        if authority.utf8.first == UInt8(ascii: "[") {
            guard let close = authority.utf8.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let after = authority[authority.utf8.index(after: close)...]
            if after.utf8.first == UInt8(ascii: ":") { portText = after.dropFirst() } else if !after.isEmpty { return nil }
            authority = authority[...close]
        } else if let colon = authority.utf8.lastIndex(of: UInt8(ascii: ":")) {
            portText = authority[authority.utf8.index(after: colon)...]
            authority = authority[..<colon]
        }
        guard !authority.isEmpty else { return nil }
        host = authority.lowercased()
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else { return nil }
            port = number
        } else {
            port = scheme == "https" ? 443 : 80
        }
    }
}

extension URLParts {
    /// Resolves a reference (a `Location` value) against an absolute base URL (RFC 3986 §5.2, without
    /// dot-segment removal beyond what the server sent). `nil` when the result is not http(s).
    package static func resolve(_ reference: String, against base: String) -> String? {
        let reference = reference.trimmingSpaces
        guard let baseParts = URLParts(base) else { return nil }
        let lower = reference.lowercased()
        if let colon = lower.firstIndex(of: ":"), lower[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
           !lower[..<colon].isEmpty
        {
            return URLParts(reference) != nil ? reference : nil  // absolute: only http(s) is accepted
        }
        let schemeEnd = baseParts.scheme.count + 3
        let authority = String(base.prefix(schemeEnd)) + String(base.dropFirst(schemeEnd).prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        if reference.hasPrefix("//") { return URLParts(baseParts.scheme + ":" + reference) != nil ? baseParts.scheme + ":" + reference : nil }
        if reference.hasPrefix("/") { return authority + reference }
        let basePath = baseParts.path.prefix { $0 != "?" && $0 != "#" }
        if reference.hasPrefix("?") { return authority + String(basePath) + reference }
        if reference.isEmpty { return authority + String(basePath) }
        let directory = basePath.contains("/") ? String(basePath[...basePath.lastIndex(of: "/")!]) : "/"
        return authority + directory + reference
    }
}
