/// One token of Swift source, as much as the scanner needs: words, punctuation and whole literals.
///
/// Literals are single tokens (a string with interpolations and nested strings is one token), so a brace
/// inside a string can never be taken for a scope. Comments are not tokens: the lexer keeps them aside.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword; `` `default` `` arrives as `default` with `isEscaped`.
        case word
        /// `#if`, `#else`, `#available`, `#warning`, a macro: the text includes `#`.
        case pound
        /// `@available`, `@MainActor`: the text includes `@`.
        case attribute
        case string
        case number
        /// One punctuation or operator character, except `->` and `...`, which are one token each.
        case punctuation
    }

    var kind: Kind
    var text: String
    var isEscaped = false
    /// Byte offsets of the token in its file.
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    /// The line the token ends on (differs for multi-line strings).
    var endLine: Int

    func `is`(_ word: String) -> Bool { text == word && (kind == .word || kind == .punctuation || kind == .pound) && !isEscaped }
}

/// A comment, kept beside the tokens for doc comments and `// courier:` directives.
struct Comment: Sendable, Equatable {
    enum Style: Sendable, Equatable { case line, docLine, block, docBlock }
    var style: Style
    /// The text without its markers (`//`, `///`, `/*`, `*/`, leading `*` of doc blocks).
    var body: String
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    var endLine: Int

    var isDoc: Bool { style == .docLine || style == .docBlock }
}
