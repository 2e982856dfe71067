import CourierClient
import CourierCore
/// Prints a JSON value as block-style YAML 1.2 (`courier openapi --yaml`): mappings as `key: value` lines,
/// sequences as `- item`, two spaces a level; empty containers as `{}` and `[]`.
///
/// A string is written plain only when no YAML 1.1 or 1.2 reader can take it for anything else (a number, a
/// boolean such as `yes`, `null`, an indicator, a comment); every other string is double-quoted with JSON-style
/// escapes, control characters and line separators included, so the text reads back as the same JSON value.
package struct YAMLPrinter: Sendable {
    package init() {}

    package func string(_ value: JSON) -> String {
        var out = ""
        let value = value.expanded
        if Self.isBlock(value) { block(value, indent: 0, into: &out) } else { out = Self.scalar(value) + "\n" }
        return out
    }

    /// A non-empty container, printed as indented lines; anything else goes on its key's or dash's line.
    private static func isBlock(_ value: JSON) -> Bool {
        switch value {
        case .object(let members): !members.isEmpty
        case .array(let items): !items.isEmpty
        default: false
        }
    }

    /// Lines for a non-empty container, each starting with `indent` spaces and ending in a line feed.
    private func block(_ value: JSON, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members):
            for member in members {
                let child = member.value.expanded
                out += pad + Self.text(member.key) + ":"
                if Self.isBlock(child) {
                    out += "\n"
                    block(child, indent: indent + 2, into: &out)
                } else {
                    out += " " + Self.scalar(child) + "\n"
                }
            }
        case .array(let items):
            for item in items {
                let child = item.expanded
                guard Self.isBlock(child) else {
                    out += pad + "- " + Self.scalar(child) + "\n"
                    continue
                }
                // The item's first line shares the dash's line: `- name: uid`, the rest indented under it.
                var nested = ""
                block(child, indent: indent + 2, into: &nested)
                out += pad + "- " + nested.dropFirst(indent + 2)
            }
        default:
            out += pad + Self.scalar(value) + "\n"
        }
    }

    private static func scalar(_ value: JSON) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let literal): literal
        case .string(let text): Self.text(text)
        case .object: "{}"
        case .array: "[]"
        case .raw(let raw): scalar(raw.parsed)
        }
    }

    /// Words YAML 1.1 or 1.2 readers resolve to something other than a string.
    private static let reserved: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~", "<<", "="]

    /// A string plain where that is unambiguous, else double-quoted.
    package static func text(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if reserved.contains(text.lowercased()) { return false }
        if "-?:,[]{}#&*!|>'\"%@`. ".unicodeScalars.contains(first) || last == " " || last == ":" { return false }
        if first.properties.numericType != nil || first == "+" { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F && !"[]{},#\"'\\".unicodeScalars.contains($0) }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF {
                    let hex = String(value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
