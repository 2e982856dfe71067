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
            tokens.append(Token(position: position, text: text, kind: classify(text)))
            if text == "--" { afterTerminator = true }
        }
        return tokens
    }

    /// Looks at bytes: `-`, `--` and `=` are ASCII, so their UTF-8 positions are String indices too
    /// (Character-wise prefix and search cost about a thousand instructions a token).
    static func classify(_ text: String) -> Kind {
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "-") else { return .value(text) }
        let second = utf8.index(after: utf8.startIndex)
        guard second < utf8.endIndex else { return .value(text) }
        if utf8[second] == UInt8(ascii: "-") {
            let body = utf8.index(after: second)
            if body == utf8.endIndex { return .terminator }
            if let equals = utf8[body...].firstIndex(of: UInt8(ascii: "=")) {
                return .long(name: String(text[body..<equals]), value: String(text[utf8.index(after: equals)...]))
            }
            return .long(name: String(text[body...]), value: nil)
        }
        if text.count > 1, !looksNumeric(text) {
            return .short(letters: String(text.dropFirst()))
        }
        return .value(text)
    }

    /// `-5` and `-1.5` are values, not short options.
    static func looksNumeric(_ text: String) -> Bool { Double(text) != nil }
}
