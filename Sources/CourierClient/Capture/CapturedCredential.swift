import CourierCore

/// One credential a capture holds, described and never shown: where it is, its name, its scheme (`Bearer`, `Basic`),
/// and ``Redaction/placeholder`` for its value. `match` lists these so the user knows what the capture carried, and
/// leaves them out of the command it proposes: a session, `--token-file` or `-u` carries them, never argv.
package struct CapturedCredential: Sendable, Hashable {
    /// Where in the request it is.
    package enum Place: String, Sendable, Hashable {
        case header, cookie, query, body
    }

    package var place: Place
    /// The header's, cookie's, query item's or body field's name (a JSON field's path in the body: `user.password`).
    package var name: String
    /// The scheme before the credential in an `Authorization` value (`Bearer`, `Basic`, `Digest`…).
    package var scheme: String?
    /// A cookie whose name says it is a session (`sid`, `JSESSIONID`, `session_id`, `auth_token`…).
    package var isSession: Bool
    /// Where it came from when not from the capture as written: `the URL's user:password`.
    package var from: String?

    package init(place: Place, name: String, scheme: String? = nil, isSession: Bool = false, from: String? = nil) {
        self.place = place
        self.name = name
        self.scheme = scheme
        self.isSession = isSession
        self.from = from
    }

    /// `header Authorization (Bearer)`, `cookie sid`, `body password`: where it was, in words, never its value.
    package var described: String { "\(place.rawValue) \(name)" + (scheme.map { " (\($0))" } ?? "") }

    /// `{"where": "header", "name": "Authorization", "scheme": "Bearer", "value": "[redacted]"}`, with `session: true`
    /// for a session cookie and `from` when the credential was moved.
    package var json: JSON {
        var members: [JSON.Member] = [.init("where", .string(place.rawValue)), .init("name", .string(name))]
        if let scheme { members.append(.init("scheme", .string(scheme))) }
        if isSession { members.append(.init("session", .bool(true))) }
        if let from { members.append(.init("from", .string(from))) }
        members.append(.init("value", .string(Redaction.placeholder)))
        return .object(members)
    }
}
