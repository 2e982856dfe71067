/// Why a response's `data` does not decode into the route's Swift model.
///
/// Carries the exact field path and both sides, so the message reads like
/// `data[2].total: expected Double, found string "12.5"`.
package struct ContractViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field path from the envelope's data, e.g. `data[2].total`.
    package var path: String
    /// The Swift type the model expected there.
    package var expected: String
    /// What the response held there: `string "12.5"`, `null`, `nothing (missing key)`.
    package var found: String

    package var description: String { "\(path): expected \(expected), found \(found)" }

    static func describe(_ value: JSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "bool \(flag)"
        case .number(let literal): return "number \(literal.count > 40 ? String(literal.prefix(40)) + "…" : literal)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "string " + JSONPrinter(layout: .compact).string(.string(shown))
        case .array(let items): return "array of \(items.count)"
        case .object: return "object"
        case .raw(let raw): return raw.isArray ? "array of \(raw.count)" : "object"  // counted, never built
        }
    }
}
