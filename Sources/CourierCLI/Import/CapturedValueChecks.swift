import CourierClient
import CourierCore
import CourierShared
import CourierSmoke

/// `import --expect-values`: a smoke plan's value checks (`data.status=paid`) for a captured response's scalar fields,
/// at the paths the route's model declares (``ModelShape``, as `describe` shows it), so the plan holds what the app
/// relies on and nothing the model does not name.
///
/// Left out, and why: a field named as a credential (``SecretHeaders/looksLikeCredential(_:)``, the rule recorded
/// samples are redacted by: `token`, `refreshToken`, `password`…) and the places the route's grant names (a login's
/// token), whose values are secrets; a value holding one of the run's secrets; array elements (their order and count
/// are the data's, not the model's); a key a smoke path cannot spell. Each check is read back by smoke's own
/// ``ValueCheck`` before it is written, so the plan never holds one smoke would refuse.
enum CapturedValueChecks {
    /// Most checks one case is given: a wide model makes a line no one reads.
    static let maximum = 16

    /// - Parameters:
    ///   - body: the captured response's body.
    ///   - route: the route the case calls (its model, envelope and grant).
    ///   - api: the API (its envelope, when the route has none of its own).
    ///   - secrets: the run's secrets, never written.
    /// - Returns: the checks as plan words (unquoted), in the model's field order.
    static func words(body: [UInt8], route: any Route, api: APIDescription, secrets: [String]) -> [String] {
        guard let shape = route.contract.shape, let json = try? JSONParser.parse(body) else { return [] }
        var data = json.expanded
        if let format = (route.envelope ?? api.envelope).format {
            guard let payload = data[format.dataKey] else { return [] }
            data = payload.expanded
        }
        var granted: Set<String> = []
        for place in [route.grant?.token, route.grant?.refreshToken] {
            if case .body(let path)? = place { granted.insert("data." + path) }
        }
        var words: [String] = []
        collect(data, shape: shape, path: "data", granted: granted, secrets: secrets, into: &words)
        return Array(words.prefix(maximum))
    }

    private static func collect(_ value: JSON, shape: ModelShape, path: String, granted: Set<String>, secrets: [String], into words: inout [String]) {
        guard words.count < maximum, !granted.contains(path) else { return }
        switch shape.unwrapped.kind {
        case .object(let fields):
            for field in fields where isSpellable(field.name) && !SecretHeaders.looksLikeCredential(field.name.lowercased()) {
                guard let member = value[field.name] else { continue }
                collect(member.expanded, shape: field.shape, path: path + "." + field.name, granted: granted, secrets: secrets, into: &words)
            }
        case .string, .integer, .number, .bool, .enumeration:
            guard path != "data", let literal = literal(value), !secrets.contains(where: { !$0.isEmpty && literal.contains($0) }) else { return }
            let word = path + "=" + literal
            guard (try? ValueCheck.parse(word)) != nil else { return }
            words.append(word)
        case .array, .dictionary, .optional, .recursive, .unknown:
            return
        }
    }

    /// The value as a check's operand: a number, `true`/`false`/`null` as JSON; a string bare when it reads as text,
    /// else as a JSON string (`"5"`, `"a b"`), so smoke compares it as the string it was.
    private static func literal(_ value: JSON) -> String? {
        switch value {
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .string(let text):
            text.utf8.allSatisfy(isBareText) && !text.isEmpty && (try? JSONParser.parse(Array(text.utf8))) == nil ? text : JSONPrinter(layout: .compact).string(.string(text))
        default: nil
        }
    }

    /// A key a plan's path can hold: letters, digits, `_` and `-`.
    private static func isSpellable(_ key: String) -> Bool { !key.isEmpty && key.utf8.allSatisfy(isBare) && key.utf8.first != UInt8(ascii: "-") }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// A byte a bare operand may hold beside ``isBare(_:)``'s: none a shell or a check's operator reads (`2026-11-01T10:00:00Z`, an email).
    private static func isBareText(_ byte: UInt8) -> Bool {
        isBare(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "+")
    }
}
