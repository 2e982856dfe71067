/// One argv element, classified, with its position kept for error messages.
package struct Token: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `--name` or `--name=value`.
        case long(name: String, value: String?)
        /// `-abc`: one or more short option letters, possibly with an attached value.
        case short(letters: String)
        /// `--`: everything after it is positional.
        case terminator
        /// Anything else, including a lone `-` (stdin) and negative numbers.
        case value(String)
    }

    /// Index in argv (0 is the first argument after the program name).
    package var position: Int
    package var text: String
    package var kind: Kind

    /// Splits argv into tokens. After `--`, every token is a value.
    package static func tokenize(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(arguments.count)
        var afterTerminator = false
        for (position, text) in arguments.enumerated() {
            if afterTerminator {
                tokens.append(Token(position: position, text: text, kind: .value(text)))
                continue
            }
            let kind = classify(text)
            if case .terminator = kind { afterTerminator = true }
            tokens.append(Token(position: position, text: text, kind: kind))
        }
        return tokens
    }

    /// Looks at bytes: `-`, `--` and `=` are ASCII, so a name and a value are cut from the word's bytes where they
    /// fall (Character-wise prefix and search, or the UTF-8 view and its String indices, cost far more a token).
    static func classify(_ text: String) -> Kind {
        var word = text
        return word.withUTF8 { bytes in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "-") else { return .value(text) }
            guard bytes[1] == UInt8(ascii: "-") else {
                return text.count > 1 && !looksNumeric(text) ? .short(letters: String(text.dropFirst())) : .value(text)
            }
            if bytes.count == 2 { return .terminator }
            func cut(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            guard let equals = bytes[2...].firstIndex(of: UInt8(ascii: "=")) else { return .long(name: cut(2..<bytes.count), value: nil) }
            return .long(name: cut(2..<equals), value: cut(equals + 1..<bytes.count))
        }
    }

    /// `-5` and `-1.5` are values, not short options.
    static func looksNumeric(_ text: String) -> Bool { Double(text) != nil }
}
