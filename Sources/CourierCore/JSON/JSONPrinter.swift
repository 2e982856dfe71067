/// Prints ``JSON`` as UTF-8 bytes, pretty (two-space indent) or compact.
///
/// Keys keep their order and numbers their literal text. Strings are escaped minimally
/// (quote, backslash, control characters), so the output is always valid UTF-8 JSON.
public struct JSONPrinter: Sendable {
    public enum Layout: Sendable { case pretty, compact }

    public var layout: Layout

    public init(layout: Layout = .pretty) { self.layout = layout }

    /// The whole value as a string, without a trailing newline.
    public func string(_ value: JSON) -> String {
        var out: [UInt8] = []
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value to `out`, starting at the given indentation level.
    public func write(_ value: JSON, into out: inout [UInt8], level: Int = 0) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let literal): out.append(contentsOf: literal.utf8)
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, level: level + 1)
                write(item, into: &out, level: level + 1)
            }
            newline(into: &out, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, level: level + 1)
                Self.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if layout == .pretty { out.append(UInt8(ascii: " ")) }
                write(member.value, into: &out, level: level + 1)
            }
            newline(into: &out, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(into out: inout [UInt8], level: Int) {
        guard layout == .pretty else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string.
    public static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for i in 0..<utf8.count {
                let byte = utf8[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else {
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                runStart = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
