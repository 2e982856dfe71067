/// Splits a plan line into words the way a POSIX shell would for the common cases: whitespace
/// separates; `'…'` is literal; `"…"` allows `\"` and `\\`; a backslash outside quotes escapes one character.
package enum ShellWords {
    package enum Failure: Error, Equatable {
        case unterminatedQuote(Character)
    }

    /// Works on UTF-8 bytes (every special character is ASCII, and no byte of a multi-byte
    /// character is). Character by Character cost far more, at every plan line.
    package static func split(_ line: Substring) throws(Failure) -> [String] {
        try split(ArraySlice(line.utf8))
    }

    package static func split(_ line: ArraySlice<UInt8>) throws(Failure) -> [String] {
        var words: [String] = []
        words.reserveCapacity(8)
        var current: [UInt8] = []
        var index = line.startIndex
        while index < line.endIndex {
            if isBlank(line[index]) {
                index += 1
                continue
            }
            // Most words have no quote or backslash: made straight from the line's bytes (copied into a buffer one
            // byte at a time and then made, each word was copied twice).
            let start = index
            while index < line.endIndex, !isBlank(line[index]), !isSpecial(line[index]) { index += 1 }
            if index == line.endIndex || isBlank(line[index]) {
                words.append(String(decoding: line[start..<index], as: UTF8.self))
                continue
            }
            current.removeAll(keepingCapacity: true)
            current.append(contentsOf: line[start..<index])
            index = try quoted(line, from: index, into: &current)
            words.append(String(decoding: current, as: UTF8.self))
        }
        return words
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The rest of a word from `index` (at a quote or a backslash) into `current`, up to the blank that ends it;
    /// returns where the word ended.
    private static func quoted(_ line: ArraySlice<UInt8>, from start: Int, into current: inout [UInt8]) throws(Failure) -> Int {
        var index = start
        func take() -> UInt8? {
            guard index < line.endIndex else { return nil }
            defer { index += 1 }
            return line[index]
        }
        while let byte = take() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                return index
            case UInt8(ascii: "'"):
                var closed = false
                while let next = take() {
                    if next == UInt8(ascii: "'") { closed = true; break }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case UInt8(ascii: "\""):
                var closed = false
                while let next = take() {
                    if next == UInt8(ascii: "\"") { closed = true; break }
                    if next == UInt8(ascii: "\\"), let escaped = take() {
                        if escaped != UInt8(ascii: "\""), escaped != UInt8(ascii: "\\"), escaped != UInt8(ascii: "$") {
                            current.append(UInt8(ascii: "\\"))
                        }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
                if !closed { throw .unterminatedQuote("\"") }
            case UInt8(ascii: "\\"):
                if let next = take() { current.append(next) }
            default:
                current.append(byte)
            }
        }
        return index
    }
}
