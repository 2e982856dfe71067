import CourierCore

extension CapturedRequest {
    /// The credentials the captured request carries, in request order: headers first (``SecretHeaders``' rule: the
    /// one behind redaction, `--curl` and redirects; `Cookie` as each of its cookies), then query items, then body
    /// fields whose names look like credentials by the rule `--record` scrubs recorded bodies with
    /// (``SecretHeaders/looksLikeCredential(_:)``: `password`, `token`, `client_secret`…): a form's, a multipart
    /// form's text fields, and a JSON body's members at any depth.
    /// - Parameter secretHeaders: the API's own secret headers (``SecretHeaders/init(api:)``) beside the rule's.
    package func credentials(secretHeaders: SecretHeaders = []) -> [CapturedCredential] {
        var found: [CapturedCredential] = []
        for header in request.headers where secretHeaders.contains(header.name) {
            if HTTPHeaders.sameName(header.name, "Cookie") {
                found += Self.cookies(in: header.value)
            } else {
                let parts = header.value.split(separator: " ", maxSplits: 1)
                let scheme = parts.count == 2 && parts[0].allSatisfy({ $0.isLetter || $0 == "-" }) ? String(parts[0]) : nil
                let fromURL = notes.contains(.basicFromURL) && HTTPHeaders.sameName(header.name, "Authorization")
                found.append(CapturedCredential(place: .header, name: header.name, scheme: scheme, from: fromURL ? "the URL's user:password" : nil))
            }
        }
        found += Self.pairs(in: Self.query(of: request.url)).filter(SecretHeaders.looksLikeCredential).map { CapturedCredential(place: .query, name: $0) }
        found += bodyCredentialNames().map { CapturedCredential(place: .body, name: $0) }
        return found
    }

    /// Every cookie of a `Cookie` value, each flagged when its name says it is a session.
    static func cookies(in value: String) -> [CapturedCredential] {
        value.split(separator: ";").compactMap { pair in
            let name = pair.split(separator: "=", maxSplits: 1).first.map { String($0).trimmingSpaces } ?? ""
            guard !name.isEmpty else { return nil }
            return CapturedCredential(place: .cookie, name: name, isSession: isSessionCookie(name))
        }
    }

    /// A credential-named cookie, or one named as session frameworks name theirs (`sid`, `PHPSESSID`, `connect.sid`).
    static func isSessionCookie(_ name: String) -> Bool {
        let lower = name.lowercased()
        return SecretHeaders.looksLikeCredential(name) || lower.hasSuffix("sid") || lower.contains("sess")
    }

    private static func query(of url: String) -> Substring {
        guard let mark = url.firstIndex(of: "?") else { return "" }
        return url[url.index(after: mark)...]
    }

    /// The decoded names of `a=1&b=2` (a query, a form body).
    private static func pairs(in text: Substring) -> [String] {
        text.split(separator: "&").map { pair in
            let name = String(pair.split(separator: "=", maxSplits: 1).first ?? "").replacing("+", with: " ")
            return PercentEncoding.decode(name) ?? name
        }
    }

    /// The credential-named fields of the body: a form's names, a JSON body's member paths.
    private func bodyCredentialNames() -> [String] {
        switch request.body {
        case .none: return []
        case .form(let items): return items.map(\.name).filter(SecretHeaders.looksLikeCredential)
        case .multipart(let parts):
            return parts.compactMap { if case .field(let name, _) = $0 { name } else { nil } }.filter(SecretHeaders.looksLikeCredential)
        case .json(let json): return Self.memberPaths(json, prefix: "")
        case .raw(let bytes, let type):
            let lower = type.lowercased()
            if lower.hasPrefix("application/x-www-form-urlencoded") {
                return Self.pairs(in: Substring(decoding: bytes, as: UTF8.self)).filter(SecretHeaders.looksLikeCredential)
            }
            if lower.contains("json"), let json = try? JSONParser.parse(bytes) { return Self.memberPaths(json, prefix: "") }
            return []
        }
    }

    /// `user.password`: the path of every credential-named member, at any depth (array elements as `items[0].token`).
    private static func memberPaths(_ json: JSON, prefix: String) -> [String] {
        if let members = json.members {
            return members.flatMap { member -> [String] in
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                let inner = memberPaths(member.value, prefix: path)
                return SecretHeaders.looksLikeCredential(member.key) ? [path] + inner : inner
            }
        }
        if let elements = json.elements {
            return elements.enumerated().flatMap { memberPaths($0.element, prefix: "\(prefix)[\($0.offset)]") }
        }
        return []
    }
}
