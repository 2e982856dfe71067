/// Splits a plan line into words the way a POSIX shell would for the common cases: whitespace
/// separates; `'…'` is literal; `"…"` allows `\"` and `\\`; a backslash outside quotes escapes one character.
package enum ShellWords {
    package enum Failure: Error, Equatable {
        case unterminatedQuote(Character)
    }

    /// Works on UTF-8 bytes (every special character is ASCII, and no byte of a multi-byte
    /// character is). Character by Character cost about 16,000 instructions a line (callgrind).
    package static func split(_ line: Substring) throws(Failure) -> [String] {
        try split(ArraySlice(line.utf8))
    }

    package static func split(_ line: ArraySlice<UInt8>) throws(Failure) -> [String] {
        var words: [String] = []
        words.reserveCapacity(8)
        var current: [UInt8] = []
        current.reserveCapacity(line.count)
        var inWord = false
        var iterator = line.makeIterator()
        func word() -> String { String(decoding: current, as: UTF8.self) }
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if inWord { words.append(word()); current.removeAll(keepingCapacity: true); inWord = false }
            case UInt8(ascii: "'"):
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == UInt8(ascii: "'") { closed = true; break }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case UInt8(ascii: "\""):
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == UInt8(ascii: "\"") { closed = true; break }
                    if next == UInt8(ascii: "\\"), let escaped = iterator.next() {
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
                inWord = true
                if let next = iterator.next() { current.append(next) }
            default:
                inWord = true
                current.append(byte)
            }
        }
        if inWord { words.append(word()) }
        return words
    }
}
