extension ShellWords.Reader {
    /// `$'…'` (bash's ANSI-C quoting), the index at its `'`: Chrome writes a header or body with a control
    /// character or a `'` this way. An escape bash does not know stays as written, backslash and all, as bash keeps it.
    mutating func ansiQuoted() throws(CaptureReason) {
        let open = index - 1
        index += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "'"): index += 1; return
            case UInt8(ascii: "\\"):
                guard let escape = peek(1) else { break }
                index += 2
                appendEscape(escape)
            default: word.append(byte); index += 1
            }
        }
        throw .unbalancedQuote(quote: "$'", word: String(decoding: bytes[open...].prefix(80), as: UTF8.self))
    }

    private static let simple: [UInt8: UInt8] = [
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "e"): 0x1B, UInt8(ascii: "E"): 0x1B, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09, UInt8(ascii: "v"): 0x0B,
        UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "'"): 0x27, UInt8(ascii: "\""): 0x22, UInt8(ascii: "?"): 0x3F,
    ]

    /// The escape after `\` (already passed).
    private mutating func appendEscape(_ escape: UInt8) {
        if let byte = Self.simple[escape] { word.append(byte); return }
        switch escape {
        case UInt8(ascii: "x"):
            guard let value = digits(radix: 16, maximum: 2) else { word += [0x5C, escape]; return }
            word.append(UInt8(value))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            guard let value = digits(radix: 16, maximum: escape == UInt8(ascii: "u") ? 4 : 8) else { word += [0x5C, escape]; return }
            word += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            index -= 1
            word.append(UInt8(truncatingIfNeeded: digits(radix: 8, maximum: 3) ?? 0))
        case UInt8(ascii: "c"):
            guard let control = peek() else { word += [0x5C, escape]; return }
            index += 1
            word.append(control & 0x1F)
        default:
            word += [0x5C, escape]
        }
    }

    /// Up to `maximum` digits of `radix` at the index, consumed; `nil` when there is none.
    private mutating func digits(radix: UInt32, maximum: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximum, let byte = peek(), let digit = Self.digit(byte, radix: radix) {
            value = value &* radix &+ digit
            index += 1
            count += 1
        }
        return count == 0 ? nil : value
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        let value: UInt32? = switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
        return value.flatMap { $0 < radix ? $0 : nil }
    }
}
