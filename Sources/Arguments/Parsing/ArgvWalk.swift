/// One pass over a command line's tokens: descends into subcommands, stores option values and
/// positionals, and remembers where it stands. Each kind of token is one step.
///
/// Only the walk is here; ``CompletenessCheck`` judges what it reached, and ``Parser`` runs both.
struct ArgvWalk {
    let tokens: [Token]
    let lookup: OptionLookup
    private(set) var reader: ValueReader
    /// The command reached so far, and the subcommand names that led there.
    private(set) var node: Command
    private(set) var path: [String] = []
    private(set) var values = ParsedValues()
    /// The next positional of ``node`` to fill.
    private(set) var positionalIndex = 0
    private var index = 0
    /// Whether `--` was passed: a word after it is a positional, never a subcommand.
    private var afterTerminator = false

    init(tokens: [Token], root: Command, lookup: OptionLookup, source: ValueSource, globalDefaults: [String: ParsedValues.Element]) {
        self.tokens = tokens
        self.lookup = lookup
        reader = ValueReader(source: source)
        node = root
        values.globalDefaults = globalDefaults
    }

    /// Walks every token.
    mutating func walk() throws(ParseError) {
        while index < tokens.count {
            // The token read in place, not copied (a copy retains its text and kind, at every word).
            let position = tokens[index].position
            if let passthrough, !declares(tokens[index].kind) {
                values.appendPositional(tokens[index].text, for: passthrough.name)
                index += 1
                continue
            }
            switch tokens[index].kind {
            case .terminator: afterTerminator = true
            case .long(let name, let attached): try long(name, attached: attached, at: position)
            case .short(let letters): try short(letters, at: position)
            case .value(let text): try word(text, at: position)
            }
            index += 1
        }
    }

    /// The positional that takes the undeclared words from here on (``Positional/capturesUndeclared``), if any.
    private var passthrough: Positional? {
        guard node.subcommands.isEmpty, positionalIndex < node.positionals.count, node.positionals[positionalIndex].capturesUndeclared else { return nil }
        return node.positionals[positionalIndex]
    }

    /// Whether `kind` is an option the command reached reads itself (its own, or a global it uses); a plain word is
    /// the passthrough's.
    private func declares(_ kind: Token.Kind) -> Bool {
        let found: OptionDeclaration?
        switch kind {
        case .long(let name, _): found = lookup.long(name, at: node) ?? lookup.negatedFlag(name, at: node)
        case .short(let letters): found = letters.first.flatMap { lookup.short($0, at: node) }
        case .terminator, .value: return false
        }
        guard let found else { return false }
        return !found.isGlobal || node.usedGlobals.map { $0.contains(found.name) } ?? true
    }

    /// `--name`, `--name=value`, `--name value`, or `--no-name` for a flag.
    mutating func long(_ name: String, attached: String?, at position: Int) throws(ParseError) {
        if let declaration = lookup.long(name, at: node) {
            guard !declaration.isFlag else { return try setFlag(declaration, true, attached: attached, at: position) }
            if let attached { return try store(declaration, attached, at: position) }
            if declaration.valueIsOptional { return try store(declaration, "", at: position) }
            let (value, valuePosition) = try takeValue(for: declaration)
            try store(declaration, value, at: valuePosition)
        } else if let declaration = lookup.negatedFlag(name, at: node) {
            try setFlag(declaration, false, attached: attached, at: position)
        } else if let global = lookup.shadowedGlobal(long: name, short: nil, at: node) {
            throw failure(.shadowedGlobal("--" + name, global: global))
        } else {
            throw failure(.unknownOption("--" + name, suggestion: lookup.suggestion(for: "--" + name, at: node)))
        }
    }

    /// `-abc`: flags, until a letter that takes a value; the rest of the word, or the next word, is its value.
    mutating func short(_ letters: String, at position: Int) throws(ParseError) {
        var rest = Substring(letters)
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let declaration = lookup.short(letter, at: node) else {
                if let global = lookup.shadowedGlobal(long: nil, short: letter, at: node) { throw failure(.shadowedGlobal("-\(letter)", global: global)) }
                throw failure(.unknownOption("-\(letter)", suggestion: nil))
            }
            if declaration.isFlag {
                values.append("true", for: declaration, from: .argument(position))
                continue
            }
            if rest.isEmpty {
                let (value, valuePosition) = try takeValue(for: declaration)
                try store(declaration, value, at: valuePosition)
            } else {
                try store(declaration, String(rest), at: position)
            }
            return
        }
    }

    /// A word: the next subcommand where the command has some (before `--`), else the next positional.
    mutating func word(_ text: String, at position: Int) throws(ParseError) {
        if !node.subcommands.isEmpty, !afterTerminator {
            guard let next = node.subcommand(named: text) else {
                throw failure(.unknownSubcommand(text, suggestion: Suggestions.closest(to: text, in: node.subcommands.map(\.name))))
            }
            node = consume next  // moved: a copy of a command retains each of its fields
            path.append(text)
            values.addOwnOptions(node.options)
            return
        }
        guard positionalIndex < node.positionals.count else {
            // `orders detail A1001` where the value goes with `--no`: the first required option not given yet.
            let required = node.options.first { $0.isRequired && !values.isGiven($0) }
            throw failure(.unexpectedArgument(text, suggestion: required.map { "--\($0.name) \(text)" }))
        }
        let positional = node.positionals[positionalIndex]
        if let expected = positional.kind.problem(with: text) {
            throw ParseError(.invalidPositional(positional, text, expected: expected), command: path, origin: .argument(position))
        }
        values.appendPositional(text, for: positional.name)
        if !positional.isRepeating { positionalIndex += 1 }
    }

    private mutating func setFlag(_ declaration: OptionDeclaration, _ on: Bool, attached: String?, at position: Int) throws(ParseError) {
        if let attached { throw failure(.flagWithValue(declaration, attached)) }
        values.append(on ? "true" : "false", for: declaration, from: .argument(position))
    }

    /// The next token as an option's value, unless it looks like another option.
    private mutating func takeValue(for declaration: OptionDeclaration) throws(ParseError) -> (String, position: Int) {
        guard index + 1 < tokens.count, case .value(let next) = tokens[index + 1].kind else { throw failure(.missingValue(declaration)) }
        index += 1
        return (next, tokens[index].position)
    }

    /// Reads and checks a value, then keeps it; a second value of a single-valued option is refused.
    private mutating func store(_ declaration: OptionDeclaration, _ raw: String, at position: Int) throws(ParseError) {
        if !declaration.isRepeatable, values.isGiven(declaration) { throw failure(.repeated(declaration)) }
        do {
            let (text, origin) = try reader.read(raw, for: declaration, at: position)
            values.append(text, for: declaration, from: origin)
        } catch {
            var located = error
            located.command = path
            throw located
        }
    }

    private func failure(_ kind: ParseError.Kind) -> ParseError { ParseError(kind, command: path) }
}
