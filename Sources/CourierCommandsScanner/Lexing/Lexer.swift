/// Splits Swift source into ``Token``s and ``Comment``s.
///
/// It understands what can hide a brace: line, doc and nested block comments, string literals (single-line,
/// multi-line `"""`, raw `#"…"#` of any depth) with interpolations that hold their own strings and comments.
/// Everything else is words, numbers and one-character punctuation, which is all the declaration scanner reads.
struct Lexer {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Interpolations open around the current byte (a string inside `\(…)` inside a string…).
    private var interpolationDepth = 0
    private(set) var tokens: [Token] = []
    private(set) var comments: [Comment] = []

    /// Lexes `source` whole.
    /// - Throws: ``Diagnostic`` for an unterminated string or block comment, at its start.
    static func lex(_ source: SourceFile) throws(Diagnostic) -> (tokens: [Token], comments: [Comment]) {
        var lexer = Lexer(bytes: Array(source.text.utf8), file: source.name)
        try lexer.run()
        return (lexer.tokens, lexer.comments)
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private var column: Int { index - lineStart + 1 }

    private func location(line: Int, column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    private mutating func run() throws(Diagnostic) {
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                try lexBlockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringAhead()) {
                let (startLine, startColumn, start) = (line, column, index)
                try skipString()
                tokens.append(Token(kind: .string, text: text(start, index), start: start, end: index, line: startLine, column: startColumn, endLine: line))
            } else if byte == UInt8(ascii: "`") {
                try lexEscapedWord()
            } else if Lexer.isWordStart(byte) {
                lexWord(kind: .word, skip: 0)
            } else if (byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@")) && Lexer.isWordStart(peek(1)) {
                lexWord(kind: byte == UInt8(ascii: "#") ? .pound : .attribute, skip: 1)
            } else if Lexer.isDigit(byte) {
                lexWord(kind: .number, skip: 0)
            } else {
                lexPunctuation()
            }
        }
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func lexWord(kind: Token.Kind, skip: Int) {
        let (start, startColumn) = (index, column)
        index += skip
        // Numbers take their dots and exponents (`1.5e-3`), words take digits; a number's `.` must precede a digit.
        while index < bytes.count {
            let byte = peek()
            if Lexer.isWordStart(byte) || Lexer.isDigit(byte) {
                index += 1
            } else if kind == .number, byte == UInt8(ascii: "."), Lexer.isDigit(peek(1)) {
                index += 1
            } else if kind == .number, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"),
                      let previous = bytes[index - 1] as UInt8?, previous | 0x20 == UInt8(ascii: "e") || previous | 0x20 == UInt8(ascii: "p"),
                      !(bytes[start] == UInt8(ascii: "0") && index > start + 1 && bytes[start + 1] == UInt8(ascii: "x")) || previous | 0x20 == UInt8(ascii: "p") {
                index += 1
            } else {
                break
            }
        }
        tokens.append(Token(kind: kind, text: text(start, index), start: start, end: index, line: line, column: startColumn, endLine: line))
    }

    private mutating func lexEscapedWord() throws(Diagnostic) {
        let (start, startColumn) = (index, column)
        index += 1
        while index < bytes.count, peek() != UInt8(ascii: "`"), peek() != UInt8(ascii: "\n") { index += 1 }
        guard peek() == UInt8(ascii: "`") else {
            throw Diagnostic(.unterminatedBacktick, at: location(line: line, column: startColumn))
        }
        index += 1
        tokens.append(Token(kind: .word, text: text(start + 1, index - 1), isEscaped: true, start: start, end: index,
                            line: line, column: startColumn, endLine: line))
    }

    private mutating func lexPunctuation() {
        let (start, startColumn) = (index, column)
        if peek() == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") {
            index += 2
        } else if peek() == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
            index += 3
        } else {
            // One scalar, whatever its UTF-8 length, so a stray non-ASCII symbol is one token.
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        tokens.append(Token(kind: .punctuation, text: text(start, index), start: start, end: index, line: line, column: startColumn, endLine: line))
    }

    private mutating func lexLineComment() {
        let (start, startColumn) = (index, column)
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        while index < bytes.count, peek() != UInt8(ascii: "\n") { index += 1 }
        var body = text(start + (isDoc ? 3 : 2), index)
        if body.hasSuffix("\r") { body.removeLast() }
        comments.append(Comment(style: isDoc ? .docLine : .line, body: body, start: start, end: index, line: line, column: startColumn, endLine: line))
    }

    private mutating func lexBlockComment() throws(Diagnostic) {
        let (start, startLine, startColumn) = (index, line, column)
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        try skipBlockComment()
        var body = text(start + (isDoc ? 3 : 2), index - 2)
        if isDoc {
            body = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                return String(trimmed.first == "*" ? trimmed.dropFirst() : line[...])
            }.joined(separator: "\n")
        }
        comments.append(Comment(style: isDoc ? .docBlock : .block, body: body, start: start, end: index, line: startLine, column: startColumn, endLine: line))
    }

    /// Skips `/* … */`, counting nested comments as Swift does.
    private mutating func skipBlockComment() throws(Diagnostic) {
        let (startLine, startColumn) = (line, column)
        var depth = 0
        while index < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
        throw Diagnostic(.unterminatedComment, at: location(line: startLine, column: startColumn))
    }

    /// `#"`, `##"`, … starts a raw string (and not a `#if` or a macro).
    private func rawStringAhead() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Skips one string literal starting at `index`: its `#`s, its quotes, its escapes and interpolations.
    private mutating func skipString() throws(Diagnostic) {
        let (startLine, startColumn) = (line, column)
        var hashes = 0
        while peek() == UInt8(ascii: "#") { hashes += 1; index += 1 }
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let unterminated = Diagnostic(multiline ? .unterminatedMultilineString : .unterminatedString, at: location(line: startLine, column: startColumn))
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\n"), !multiline { throw unterminated }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    try skipInterpolation()
                } else if index < bytes.count {
                    advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }), (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") }) {
                    index += quotes + hashes
                    return
                }
            }
            advance()
        }
        throw unterminated
    }

    /// Skips `( … )` of an interpolation, which may hold strings, comments and parentheses of its own.
    private mutating func skipInterpolation() throws(Diagnostic) {
        let (startLine, startColumn) = (line, column)
        guard interpolationDepth < ScanLimits.nesting else {
            throw Diagnostic(.nestedTooDeep(.interpolations, limit: ScanLimits.nesting), at: location(line: startLine, column: startColumn))
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 0
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringAhead()) {
                try skipString()
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            advance()
        }
        throw Diagnostic(.unterminatedInterpolation, at: location(line: startLine, column: startColumn))
    }
}
