/// A cursor over JSON bytes. With `keep` false it only validates (no values are built), which is
/// how raw values are measured and checked; with `raw` set, large containers near the root stay raw.
struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The array `bytes` points into, and the size above which a container is kept raw.
    var raw: (source: [UInt8], threshold: Int)?
    /// Whether the bytes are known to be valid (inside a raw value), so sizes may be measured fast.
    var isValidated = false

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<end where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return JSONParseError(offset: end, line: line, column: end - lineStart + 1, reason: reason)
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int, keep: Bool = true) throws(JSONParseError) -> JSON {
        guard let byte = peek else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // A child of the root (or a root array) may stay raw; the root object itself is parsed,
            // so the envelope's code and message are at hand.
            if keep, let raw, depth == 1 || depth == 0 && byte == UInt8(ascii: "[") {
                let start = index
                if isValidated { skipValidated() } else { _ = try parseValue(depth: depth, keep: false) }
                if index - start > raw.threshold { return .raw(RawJSON(source: raw.source, range: start..<index, threshold: raw.threshold)) }
                index = start  // small enough: read it again as a tree
            }
            return try byte == UInt8(ascii: "{") ? parseObject(depth: depth + 1, keep: keep) : parseArray(depth: depth + 1, keep: keep)
        case UInt8(ascii: "\""): return .string(try parseString(keep: keep))
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(keep: keep))
        default: throw error("unexpected character \(describe(byte)), expected a value")
        }
    }

    /// Steps over one container already known to be valid JSON: brackets are counted and strings
    /// jumped, with none of the checks of a first reading (a fraction of its cost).
    mutating func skipValidated() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                skipValidatedString()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { index += 1; return }
            default:
                break
            }
            index += 1
        }
    }

    /// Steps over one value already known to be valid JSON: a container by ``skipValidated()``, a
    /// string to its closing quote, anything else (number, literal) to the next delimiter.
    mutating func skipValidatedValue() {
        switch peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["): skipValidated()
        case UInt8(ascii: "\""): skipValidatedString()
        default:
            while let byte = peek, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}"),
                  byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 { index += 1 }
        }
    }

    /// Steps over one string already known to be valid, from its opening quote to past its closing one
    /// (escapes jumped, nothing decoded or checked).
    mutating func skipValidatedString() {
        index += 1
        while true {
            // Eight bytes at a time to the next quote or backslash.
            while index &+ 8 <= bytes.count {
                let marks = WordScan.quotesAndBackslashes(of: WordScan.word(at: index, in: bytes))
                if marks != 0 {
                    index &+= WordScan.bytesBefore(marks)
                    break
                }
                index &+= 8
            }
            guard index < bytes.count else { return }
            let byte = bytes[index]
            index += byte == UInt8(ascii: "\\") ? 2 : 1
            if byte == UInt8(ascii: "\"") { return }
        }
    }

    func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = index
        let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("invalid literal, expected '\(word)'", at: start)
            }
            index += 1
        }
    }

    mutating func parseObject(depth: Int, keep: Bool) throws(JSONParseError) -> JSON {
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var members: [JSON.Member] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek != nil else { throw error("unexpected end of input inside an object") }
            guard peek == UInt8(ascii: "\"") else { throw error("expected a string key in object") }
            let key = try parseString(keep: keep)
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after object key") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth, keep: keep)
            if keep {
                // Room for four when a second member comes: grown one by one, an envelope's three members took three
                // allocations (and its data's five, four), most of a small body's parse. Not before: a tree of many
                // one-member objects would hold room for three more in each.
                if members.count == 1 { members.reserveCapacity(4) }
                members.append(JSON.Member(key, value))
            }
            if try endsContainer("}", "object") { return .object(members) }
        }
    }

    mutating func parseArray(depth: Int, keep: Bool) throws(JSONParseError) -> JSON {
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            let item = try parseValue(depth: depth, keep: keep)
            if keep {
                if items.count == 1 { items.reserveCapacity(4) }  // as for an object's members
                items.append(item)
            }
            if try endsContainer("]", "array") { return .array(items) }
        }
    }

    /// After a member or element: a comma continues the container (false), `close` ends it (true).
    private mutating func endsContainer(_ close: Unicode.Scalar, _ kind: String) throws(JSONParseError) -> Bool {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","): index += 1; return false
        case UInt8(ascii: close): index += 1; return true
        case nil: throw error("unexpected end of input inside an \(kind)")
        default: throw error("expected ',' or '\(close)' in \(kind)")
        }
    }

    mutating func parseNumber(keep: Bool = true) throws(JSONParseError) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { throw error("invalid number: expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, isDigit(next) { throw error("invalid number: leading zero") }
        } else {
            skipDigits()
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let next = peek, isDigit(next) else { throw error("invalid number: expected a digit after '.'") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let next = peek, isDigit(next) else { throw error("invalid number: expected a digit in exponent") }
            skipDigits()
        }
        return keep ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) : ""
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    mutating func parseString(keep: Bool = true) throws(JSONParseError) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes, so the bytes are the string. ASCII needs no validation, and
        // String(decoding:) is several times cheaper than String(validating:) on short keys.
        // Eight bytes at a time up to the first that needs a look (a quote, a backslash, a control byte);
        // the bytes before it are only noted for whether any is not ASCII. The loop below takes it from there.
        var highBits: UInt64 = 0
        while index &+ 8 <= bytes.count {
            let word = WordScan.word(at: index, in: bytes)
            let marks = WordScan.quotesAndBackslashes(of: word) | WordScan.controlBytes(of: word)
            if marks == 0 {
                highBits |= word
                index &+= 8
                continue
            }
            let plain = WordScan.bytesBefore(marks)
            highBits |= WordScan.prefix(word, plain)
            index &+= plain
            break
        }
        var isASCII = highBits & WordScan.highBits == 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                if isASCII { return keep ? String(decoding: slice, as: UTF8.self) : "" }
                if let text = String(validating: slice, as: UTF8.self) { return text }
                throw error("string is not valid UTF-8", at: start)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("unescaped control character in string") }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        var scratch = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if let text = String(validating: scratch, as: UTF8.self) { return text }
                throw error("string is not valid UTF-8", at: start)
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &scratch)
            case 0..<0x20:
                throw error("unescaped control character in string")
            default:
                scratch.append(byte)
                index += 1
            }
        }
    }

    mutating func parseEscape(into scratch: inout [UInt8]) throws(JSONParseError) {
        guard let byte = peek else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    throw error("unpaired surrogate in \\u escape")
                }
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            scratch.append(contentsOf: String(Character(unicode)).utf8)
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: index - 1)
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
