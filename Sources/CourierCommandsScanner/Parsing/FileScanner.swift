/// Walks one file's tokens and records its type declarations, extensions, typealiases and enum cases.
///
/// It reads declarations only: every other statement (a property with its `switch self`, a function body)
/// is skipped as a balanced run of tokens, so a `case` inside a `switch` is never taken for an enum case.
struct FileScanner {
    let file: SourceFile
    let bytes: [UInt8]
    let tokens: [Token]
    let comments: [Comment]
    var index = 0
    var scan = SourceScan()
    /// The `#if` branches around the current token: each entry the conditions of the branches before, and its own.
    var conditionStack: [(earlier: [String], own: String, current: String, location: SourceLocation)] = []
    /// Comments already read as a directive or doc, so a directive left anywhere else is reported.
    var usedComments: Set<Int> = []
    /// Types and extensions open around the current token (at most ``ScanLimits/nesting``).
    var depth = 0

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "indirect", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional",
        "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming", "borrowing",
    ]
    static let declarationWords: Set<String> = [
        "enum", "struct", "class", "actor", "protocol", "extension", "case", "typealias", "func", "var", "let", "init",
        "deinit", "subscript", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]
    static let accessWords: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

    init(_ file: SourceFile) throws(Diagnostic) {
        self.file = file
        bytes = Array(file.text.utf8)
        (tokens, comments) = try Lexer.lex(file)
    }

    /// Scans the whole file.
    static func scan(_ file: SourceFile) -> SourceScan {
        do throws(Diagnostic) {
            var scanner = try FileScanner(file)
            try scanner.scanMembers(path: [], enumIndex: nil, closing: nil)
            if let open = scanner.conditionStack.last { throw Diagnostic(.unterminatedIf, at: open.location) }
            scanner.reportStrayDirectives()
            return scanner.scan
        } catch {
            // The first structural error ends the file: what follows it cannot be trusted.
            var scan = SourceScan()
            scan.diagnostics.append(error)
            return scan
        }
    }

    func location(_ token: Token) -> SourceLocation { SourceLocation(file: file.name, line: token.line, column: token.column) }

    func location(_ comment: Comment) -> SourceLocation { SourceLocation(file: file.name, line: comment.line, column: comment.column) }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    var conditions: [String] { conditionStack.map { $0.current } }

    /// The source of tokens `first...last` as an expression: each token's bytes as written, so a string
    /// literal keeps its spaces and a multi-line one its lines (joined onto one line it no longer parses), and one space
    /// wherever the source had whitespace or a comment between two tokens (a `//` comment would end the line early).
    func sourceText(_ first: Int, _ last: Int) -> String {
        var out: [UInt8] = []
        for index in first...last {
            let token = tokens[index]
            if index > first, tokens[index - 1].end < token.start { out.append(UInt8(ascii: " ")) }
            out.append(contentsOf: bytes[token.start..<token.end])
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: members

    /// Reads declarations until the `}` that closes the scope (or the end of the file when `closing` is nil).
    mutating func scanMembers(path: [String], enumIndex: Int?, closing: Token?) throws(Diagnostic) {
        while let token = current {
            if token.is("}") {
                guard closing != nil else { throw Diagnostic(.unexpectedClose("}"), at: location(token)) }
                index += 1
                return
            }
            if token.is(")") || token.is("]") { throw Diagnostic(.unexpectedClose(token.text), at: location(token)) }
            if token.kind == .pound, try conditional(token) { continue }
            if token.kind == .pound {
                if let enumIndex, !["#warning", "#error", "#sourceLocation"].contains(token.text), scan.types[enumIndex].macroName == nil {
                    scan.types[enumIndex].macroName = token.text
                    scan.types[enumIndex].macroLocation = location(token)
                }
                try skipStatement()
                continue
            }
            let start = index
            var access: String?
            var isUnavailable = false
            // Attributes and modifiers before the keyword.
            while let word = current {
                if word.kind == .attribute {
                    index += 1
                    if current?.is("(") == true, current?.line == word.line {
                        let open = index
                        try skipBalanced()
                        if word.text == "@available", tokens[open..<index].contains(where: { $0.is("unavailable") }) { isUnavailable = true }
                    }
                } else if word.kind == .word, !word.isEscaped, FileScanner.modifiers.contains(word.text)
                            || (word.text == "class" && index + 1 < tokens.count && FileScanner.declarationWords.contains(tokens[index + 1].text) && !["enum", "struct", "class", "actor", "protocol", "extension"].contains(tokens[index + 1].text)) {
                    if FileScanner.accessWords.contains(word.text) { access = word.text }
                    index += 1
                    if current?.is("(") == true, index + 1 < tokens.count, tokens[index + 1].is("set") { try skipBalanced() }
                } else {
                    break
                }
            }
            guard let keyword = current else { return }
            if keyword.kind == .word, !keyword.isEscaped {
                switch keyword.text {
                case "enum", "struct", "class", "actor", "protocol":
                    try typeDeclaration(kind: DeclaredType.Kind(rawValue: keyword.text)!, path: path, access: access, start: start)
                    continue
                case "extension":
                    try extensionDeclaration(start: start)
                    continue
                case "case" where enumIndex != nil:
                    try caseDeclaration(enumIndex: enumIndex!, start: start, isUnavailable: isUnavailable)
                    continue
                case "typealias":
                    try typealiasDeclaration()
                    continue
                case "var" where !path.isEmpty, "let" where !path.isEmpty:
                    recordProperty(owner: path, keyword: index)
                default: break
                }
            }
            try skipStatement()
        }
        if let closing { throw Diagnostic(.unclosed("{"), at: location(closing)) }
    }

    /// Notes `var name: Type` (the statement itself is skipped as any other): a router check needs the names.
    mutating func recordProperty(owner: [String], keyword: Int) {
        guard keyword + 1 < tokens.count, tokens[keyword + 1].kind == .word else { return }
        let nameToken = tokens[keyword + 1]
        var typeText = ""
        if keyword + 2 < tokens.count, tokens[keyword + 2].is(":") {
            var last = keyword + 2
            var depth = 0
            while last + 1 < tokens.count {
                let next = tokens[last + 1]
                // The type ends where the statement or the next declaration begins: on a long line of many `var`s,
                // each must stop at its own end, or every one would read the rest of the line.
                if depth == 0, next.is("{") || next.is("=") || next.is(";") || next.line != nameToken.line { break }
                if next.kind == .word, !next.isEscaped, !tokens[last].is("."), FileScanner.declarationWords.contains(next.text) { break }
                scan.work += 1
                if next.is("(") || next.is("[") || next.is("<") { depth += 1 }
                if next.is(")") || next.is("]") || next.is(">") { depth -= 1 }
                last += 1
            }
            if last > keyword + 2 { typeText = sourceText(keyword + 3, last) }
        }
        scan.properties.append(DeclaredProperty(owner: owner, name: nameToken.text, typeText: typeText, location: location(nameToken)))
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: keeps the condition stack. Returns false for any other `#word`.
    mutating func conditional(_ token: Token) throws(Diagnostic) -> Bool {
        func conditionText() -> String {
            let first = index + 1
            var last = index
            while last + 1 < tokens.count, tokens[last + 1].line == token.line { last += 1 }
            index = last + 1
            return last >= first ? sourceText(first, last) : ""
        }
        switch token.text {
        case "#if":
            guard conditionStack.count < ScanLimits.nesting else {
                throw Diagnostic(.nestedTooDeep(.conditionals, limit: ScanLimits.nesting), at: location(token))
            }
            let condition = conditionText()
            conditionStack.append(([], condition, condition, location(token)))
        case "#elseif", "#else":
            guard var top = conditionStack.popLast() else { throw Diagnostic(.strayConditional(token.text), at: location(token)) }
            guard top.earlier.count + 1 < ScanLimits.conditionalBranches else {
                throw Diagnostic(.tooManyBranches(limit: ScanLimits.conditionalBranches), at: location(token))
            }
            // A later branch holds when every earlier one does not, and its own condition does.
            top.earlier.append(top.own)
            let negated = top.earlier.map { "!(\($0))" }.joined(separator: " && ")
            if token.text == "#else" {
                index += 1
                top.own = ""
                top.current = negated
            } else {
                top.own = conditionText()
                top.current = negated + " && (\(top.own))"
            }
            conditionStack.append(top)
        case "#endif":
            guard conditionStack.popLast() != nil else { throw Diagnostic(.strayConditional(token.text), at: location(token)) }
            index += 1
        default:
            return false
        }
        return true
    }

    /// Skips one statement or declaration: balanced groups, up to the next token that starts a declaration.
    mutating func skipStatement() throws(Diagnostic) {
        let first = index
        while let token = current {
            if index > first {
                let startsDeclaration = token.kind == .attribute || token.kind == .pound
                    || (token.kind == .word && !token.isEscaped && !tokens[index - 1].is(".")
                        && (FileScanner.declarationWords.contains(token.text) || FileScanner.modifiers.contains(token.text)))
                if startsDeclaration || token.is("}") { return }
            }
            if token.is("}") || token.is(")") || token.is("]") { throw Diagnostic(.unexpectedClose(token.text), at: location(token)) }
            if token.is("{") || token.is("(") || token.is("[") { try skipBalanced() } else { index += 1 }
            if token.is(";") { return }
        }
    }

    /// Skips from an opening `{`, `(` or `[` past its matching close.
    mutating func skipBalanced() throws(Diagnostic) {
        var stack: [Token] = []
        repeat {
            let token = tokens[index]
            if token.is("{") || token.is("(") || token.is("[") {
                stack.append(token)
            } else if token.is("}") || token.is(")") || token.is("]") {
                let expected = ["{": "}", "(": ")", "[": "]"][stack.last!.text]!
                guard token.text == expected else { throw Diagnostic(.unclosed(stack.last!.text), at: location(stack.last!)) }
                stack.removeLast()
            }
            index += 1
        } while !stack.isEmpty && index < tokens.count
        if let open = stack.last { throw Diagnostic(.unclosed(open.text), at: location(open)) }
    }
}
