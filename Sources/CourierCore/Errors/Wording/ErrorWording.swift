/// The one place errors are worded: the sentence, the hint, the one-line form and the document's
/// `error` object all come from a ``CourierError/Reason`` here, never from the site that failed. A module above
/// Core words its own reasons (a ``ModuleReason``) in its own extension of this type, with the same helpers.
///
/// Text that came from outside (a path, a URL, a header, a server's words) passes
/// ``Redaction/printable(_:)``, so a control character shows as `\x..` wherever the sentence goes.
package enum ErrorWording {
    /// `http.not_found: HTTP 404: order not found (code 40401) (hint)`: what follows `courier: ` on stderr.
    package static func line(for error: CourierError) -> String {
        var line = "\(error.category.rawValue): \(error.message)"
        if let code = error.code, error.category != .business { line += " (code \(JSONPrinter(layout: .compact).string(code)))" }
        if let hint = error.hint { line += " (\(hint))" }
        return line
    }

    /// The output document's `error` object: `category`, `message`, then `code`, `path`, `curlCode`, `hint` when known.
    package static func members(for error: CourierError) -> [JSON.Member] {
        var members: [JSON.Member] = [.init("category", .string(error.category.rawValue)), .init("message", .string(error.message))]
        if let code = error.code { members.append(.init("code", code)) }
        if let path = error.path { members.append(.init("path", .string(path))) }
        if let curlCode = error.curlCode { members.append(.init("curlCode", .int(curlCode))) }
        if let hint = error.hint { members.append(.init("hint", .string(hint))) }
        return members
    }

    /// The sentence for `reason`, without category or hint.
    package static func message(for reason: CourierError.Reason) -> String {
        switch reason {
        case .usage(let reason): message(for: reason)
        case .config(let reason): message(for: reason)
        case .file(let reason): message(for: reason)
        case .proxy(let reason): message(for: reason)
        case .request(let reason): message(for: reason)
        case .transport(let reason): message(for: reason)
        case .redirect(let reason): message(for: reason)
        case .response(let reason): message(for: reason)
        case .session(let reason): message(for: reason)
        case .paging(let reason): message(for: reason)
        case .interrupted: "interrupted"
        case .internal(let reason): message(for: reason)
        case .module(let value): value.reason.message
        case .custom(_, let message): message
        }
    }

    package static func quoted(_ text: String) -> String { "'\(Redaction.printable(text))'" }

    /// A URL as every error words it: quoted, printable, and its password (`user:PASSWORD@`) redacted, since
    /// the URL may be refused for carrying it, and the password may be the token itself.
    package static func quotedURL(_ url: String) -> String { quoted(Redaction.redactingPassword(url)) }
}
