/// One argv element, classified, with its position kept for error messages.
public struct Token: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
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
    public var position: Int
    public var text: String
    public var kind: Kind

    /// Splits argv into tokens. After `--`, every token is a value.
    public static func tokenize(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
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

    static func classify(_ text: String) -> Kind {
        if text == "--" { return .terminator }
        if text.hasPrefix("--") {
            let body = text.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                return .long(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
            }
            return .long(name: String(body), value: nil)
        }
        if text.hasPrefix("-"), text.count > 1, !looksNumeric(text) {
            return .short(letters: String(text.dropFirst()))
        }
        return .value(text)
    }

    /// `-5` and `-1.5` are values, not short options.
    static func looksNumeric(_ text: String) -> Bool { Double(text) != nil }
}
