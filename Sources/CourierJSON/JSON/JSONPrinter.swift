/// Prints ``JSON`` as UTF-8 bytes, pretty (two-space indent) or compact.
///
/// Keys keep their order and numbers their literal text. Strings are escaped minimally
/// (quote, backslash, control characters), so the output is always valid UTF-8 JSON. Every value is printed by
/// one walk (``JSONWriter``), whether a tree holds it or a container kept as its bytes (``RawJSON``).
package struct JSONPrinter: Sendable {
    package enum Layout: Sendable { case pretty, compact }

    package var layout: Layout
    /// Styling for a terminal only; `nil` prints plain text.
    package var colors: JSONColors?
    /// For a terminal: C1 controls (U+0080–U+009F; U+009B is a CSI) and bidirectional overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069) in strings are written as `\u` escapes too. The value is the same JSON;
    /// only what a terminal would act on is spelled out. Off for files and pipes, which get the text as sent.
    package var escapesTerminalControls = false

    package init(layout: Layout = .pretty, colors: JSONColors? = nil, escapesTerminalControls: Bool = false) {
        self.layout = layout
        self.colors = colors
        self.escapesTerminalControls = escapesTerminalControls
    }

    /// The whole value as a string, without a trailing newline.
    package func string(_ value: JSON) -> String {
        var out: [UInt8] = []
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value to `out`, starting at the given indentation level.
    package func write(_ value: JSON, into out: inout [UInt8], level: Int = 0) {
        try? JSONWriter.write(value, printer: self, level: level, flush: nil, into: &out)
    }

    /// Writes the value in chunks: whenever `out` holds `threshold` bytes or more, `flush` takes them
    /// (and must empty `out`). Memory stays at one chunk however large the value; a throwing `flush`
    /// (a closed pipe) stops the printing.
    package func write(_ value: JSON, into out: inout [UInt8], flushingAt threshold: Int, flush: (inout [UInt8]) throws -> Void) throws {
        try withoutActuallyEscaping(flush) { body in
            try JSONWriter.write(value, printer: self, level: 0, flush: Flush(threshold: threshold, body: body), into: &out)
        }
    }

    /// Where a chunked write hands `out` on, and at what size.
    struct Flush {
        let threshold: Int
        let body: (inout [UInt8]) throws -> Void
    }

    /// A line break and the two spaces per level a pretty layout indents by, copied from a row of spaces: appending
    /// `repeatElement` went space by space, on every line of a document (a smoke run's is long).
    package static func appendNewline(level: Int, into out: inout [UInt8]) {
        out.append(0x0A)
        var left = max(0, level) * 2
        while left > 0 {
            let count = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            left -= count
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Appends `value` in decimal, as `String(value)` spells it, without making the string (a document of many
    /// small numbers made a string for each through `description`).
    package static func appendDecimal(_ value: Int, into out: inout [UInt8]) {
        decimal(value) { out.append($0) }
    }

    /// Hands `value`'s decimal digits (a `-` first when negative) to `emit`, one byte at a time, most significant first.
    package static func decimal(_ value: Int, _ emit: (UInt8) -> Void) {
        if value < 0 { emit(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min has one too.
        var rest = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 20 digits, stored backwards
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { emit(buffer[index]) }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string.
    package static func writeString(_ text: String, into out: inout [UInt8], terminal: Bool = false) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { terminal ? appendEscapedForTerminal($0, into: &out) : appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// `bytes` as a quoted base64 string, encoded a chunk at a time (a multiple of 3 bytes, so the pieces join
    /// into the one encoding) and handed to `flush` as it goes.
    static func writeBase64(_ bytes: [UInt8], into out: inout [UInt8], flush: Flush?) throws {
        out.append(UInt8(ascii: "\""))
        let step = 3 * 16_384
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + step)
            Base64.append(bytes[start..<end], into: &out)
            if let flush, out.count >= flush.threshold { try flush.body(&out) }
            start = end
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 with JSON's escapes (RFC 8259 §7): quote, backslash, and control bytes.
    static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
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

    /// ``appendEscaped(_:into:)``, and also the characters a terminal acts on beyond C0: C1 controls (UTF-8
    /// `C2 80`–`C2 9F`) and the bidirectional overrides and isolates (`E2 80 AA`–`AE`, `E2 81 A6`–`A9`), as
    /// `\u0080`…`\u009f`, `\u202a`…`\u202e`, `\u2066`…`\u2069`. Slower than the plain path, and only for a person's screen.
    static func appendEscapedForTerminal(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            var scalar: UInt32?
            var length = 1
            if byte == 0xC2, i + 1 < utf8.count, (0x80...0x9F).contains(utf8[i + 1]) {
                (scalar, length) = (UInt32(utf8[i + 1]), 2)
            } else if byte == 0xE2, i + 2 < utf8.count,
                      (utf8[i + 1] == 0x80 && (0xAA...0xAE).contains(utf8[i + 2])) || (utf8[i + 1] == 0x81 && (0xA6...0xA9).contains(utf8[i + 2])) {
                (scalar, length) = (0x2000 | (UInt32(utf8[i + 1] & 0x3F) << 6) | UInt32(utf8[i + 2] & 0x3F), 3)
            }
            guard let scalar else {
                i += 1
                continue
            }
            appendEscaped(UnsafeBufferPointer(rebasing: utf8[runStart..<i]), into: &out)
            out.append(contentsOf: "\\u".utf8)
            for shift in [12, 8, 4, 0] { out.append(hexDigits[Int((scalar >> UInt32(shift)) & 0xF)]) }
            i += length
            runStart = i
        }
        appendEscaped(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]), into: &out)
    }
}

/// The marks a printer puts around each kind of token, for a terminal. The JSON module knows no terminal:
/// the CLI supplies the escape sequences (its ANSI palette), so the same printer serves any styling.
package struct JSONColors: Sendable, Hashable {
    package var key: String
    package var string: String
    package var number: String
    package var literal: String
    /// Ends every styled token.
    package var reset: String
    /// The top-level key whose number is an HTTP status, styled by class (2xx, 3xx, anything else).
    package var statusKey = "status"
    package var success: String
    package var redirect: String
    package var failure: String

    package init(key: String, string: String, number: String, literal: String, reset: String, success: String, redirect: String, failure: String) {
        self.key = key
        self.string = string
        self.number = number
        self.literal = literal
        self.reset = reset
        self.success = success
        self.redirect = redirect
        self.failure = failure
    }

    func status(_ literal: String) -> String {
        switch literal.first {
        case "2": success
        case "3": redirect
        default: failure
        }
    }
}
