/// Walks argv through the command tree and returns typed values, or the first problem.
///
/// Global options are accepted anywhere; a subcommand's options only after its name.
/// Nothing here performs the command: the result names a path in the tree and its values.
public struct Parser: Sendable {
    public var root: Command
    /// Options accepted at every level (`--env`, `--verbose`, `--help`…).
    public let globals: [OptionDeclaration]
    public var source: ValueSource

    /// Made once from the globals: a smoke run parses a thousand lines with one parser.
    private let globalDefaults: [String: String]
    private let globalsByName: [String: OptionDeclaration]
    private let terminalGlobals: [String]

    public init(root: Command, globals: [OptionDeclaration], source: ValueSource) {
        self.root = root
        self.globals = globals
        self.source = source
        var defaults: [String: String] = [:]
        var byName: [String: OptionDeclaration] = [:]
        for declaration in globals {
            defaults[declaration.name] = declaration.defaultValue
            if byName[declaration.name] == nil { byName[declaration.name] = declaration }
        }
        globalDefaults = defaults
        globalsByName = byName
        terminalGlobals = globals.filter(\.isTerminal).map(\.name)
    }

    /// The outcome of a successful parse.
    public enum Result: Sendable {
        /// Run the command at `path` with `values`.
        case run(path: [String], values: ParsedValues)
        /// Show help for the command at `path` (from `--help`, `-h` or `help …`); `all` (from `--help-all`)
        /// lists the global options too, which plain help shows only at the root.
        case help(path: [String], all: Bool)
    }

    public func parse(_ arguments: [String]) throws(ParseError) -> Result {
        let tokens = Token.tokenize(arguments)
        if let request = try helpRequest(tokens) { return .help(path: request.path, all: request.all) }

        var path: [String] = []
        var node = root
        var values = ParsedValues()
        values.globalDefaults = globalDefaults
        var positionalIndex = 0
        var readStdin = false
        var index = 0

        func lookup(long name: String) -> OptionDeclaration? {
            node.options.first { $0.name == name } ?? globalsByName[name]
        }
        func lookup(short letter: Character) -> OptionDeclaration? {
            node.options.first { $0.short == letter } ?? globals.first { $0.short == letter }
        }
        func store(_ declaration: OptionDeclaration, _ raw: String) throws(ParseError) {
            if !declaration.isRepeatable, !declaration.isFlag, values.isGiven(declaration.name) {
                throw ParseError(.repeated(declaration), command: path)
            }
            var value = raw
            if declaration.acceptsStdin, raw == "-" {
                if readStdin {
                    throw ParseError(.unreadableValue(declaration, source: "-", reason: "standard input was already read by another option"), command: path)
                }
                readStdin = true
                switch source.readStandardInput() {
                case .success(let text): value = text; values.stdinOptions.insert(declaration.name)
                case .failure(let failure): throw ParseError(.unreadableValue(declaration, source: "standard input", reason: failure.reason), command: path)
                }
            } else if declaration.acceptsFile, raw.hasPrefix("@"), raw.count > 1 {
                let file = String(raw.dropFirst())
                switch source.readFile(file) {
                case .success(let text): value = text; values.fileOptions.insert(declaration.name)
                case .failure(let failure): throw ParseError(.unreadableValue(declaration, source: file, reason: failure.reason), command: path)
                }
            }
            if let expected = declaration.kind.problem(with: value) {
                throw ParseError(.invalidValue(declaration, value, expected: expected), command: path)
            }
            if let range = declaration.range, let number = Double(value), !range.contains(number) {
                throw ParseError(.outOfRange(declaration, value, range: range), command: path)
            }
            values.append(value, for: declaration)
        }
        /// The next token as an option's value, unless it looks like another option.
        func takeValue(for declaration: OptionDeclaration) throws(ParseError) -> String {
            guard index + 1 < tokens.count, case .value(let next) = tokens[index + 1].kind else {
                throw ParseError(.missingValue(declaration), command: path)
            }
            index += 1
            return next
        }

        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .terminator:
                break
            case .long(let name, let attached):
                if let declaration = lookup(long: name) {
                    if declaration.isFlag {
                        if let attached { throw ParseError(.flagWithValue(declaration, attached), command: path) }
                        values.append("true", for: declaration)
                    } else {
                        let raw: String
                        if let attached {
                            raw = attached
                        } else if declaration.valueIsOptional {
                            raw = ""
                        } else {
                            raw = try takeValue(for: declaration)
                        }
                        try store(declaration, raw)
                    }
                } else if name.hasPrefix("no-"), let declaration = lookup(long: String(name.dropFirst(3))), declaration.isFlag {
                    if let attached { throw ParseError(.flagWithValue(declaration, attached), command: path) }
                    values.append("false", for: declaration)
                } else {
                    let candidates = (node.options + globals).filter { !$0.isHidden }.map { "--" + $0.name }
                    throw ParseError(.unknownOption("--" + name, suggestion: Suggestions.closest(to: "--" + name, in: candidates)), command: path)
                }
            case .short(let letters):
                var rest = Substring(letters)
                while let letter = rest.first {
                    rest = rest.dropFirst()
                    guard let declaration = lookup(short: letter) else {
                        throw ParseError(.unknownOption("-\(letter)", suggestion: nil), command: path)
                    }
                    if declaration.isFlag {
                        values.append("true", for: declaration)
                    } else {
                        let raw: String
                        if rest.isEmpty { raw = try takeValue(for: declaration) } else { raw = String(rest) }
                        try store(declaration, raw)
                        rest = ""
                    }
                }
            case .value(let text):
                if !node.subcommands.isEmpty, !isAfterTerminator(tokens, index) {
                    guard let next = node.subcommand(named: text) else {
                        throw ParseError(.unknownSubcommand(text, suggestion: Suggestions.closest(to: text, in: node.subcommands.map(\.name))), command: path)
                    }
                    node = next
                    path.append(text)
                    for declaration in node.options { values.defaults[declaration.name] = declaration.defaultValue }
                } else if positionalIndex < node.positionals.count {
                    let positional = node.positionals[positionalIndex]
                    if let expected = positional.kind.problem(with: text) {
                        throw ParseError(.invalidPositional(positional, text, expected: expected), command: path)
                    }
                    values.appendPositional(text, for: positional.name)
                    if !positional.isRepeating { positionalIndex += 1 }
                } else {
                    throw ParseError(.unexpectedArgument(text), command: path)
                }
            }
            index += 1
        }

        func isTerminal(_ option: OptionDeclaration) -> Bool { option.isTerminal && values.isGiven(option.name) }
        if node.options.contains(where: isTerminal) || terminalGlobals.contains(where: values.isGiven) { return .run(path: path, values: values) }
        if !node.subcommands.isEmpty, !node.runsWithoutSubcommand { throw ParseError(.missingSubcommand, command: path) }
        if let used = node.usedGlobals, let unused = globals.first(where: { !used.contains($0.name) && values.isGiven($0.name) }) {
            throw ParseError(.unusedOption(unused), command: path)
        }
        let missing = node.options.filter { $0.isRequired && !values.isGiven($0.name) }
        if !missing.isEmpty { throw ParseError(.missingRequired(missing), command: path) }
        for positional in node.positionals[positionalIndex...] where positional.isRequired && values.positional(positional.name) == nil {
            throw ParseError(.missingPositional(positional), command: path)
        }
        return .run(path: path, values: values)
    }

    private func isAfterTerminator(_ tokens: [Token], _ index: Int) -> Bool {
        tokens[..<index].contains { $0.kind == .terminator }
    }

    /// `--help`/`-h`/`--help-all` anywhere before `--`, or a leading `help` word: the path of subcommand names
    /// before it. A word that stands where a subcommand goes and names none is an error with a suggestion
    /// (`help ordrs` → did you mean 'orders'?), not the parent's help; option values are skipped.
    private func helpRequest(_ tokens: [Token]) throws(ParseError) -> (path: [String], all: Bool)? {
        let end = tokens.firstIndex { $0.kind == .terminator } ?? tokens.endIndex
        let leadingHelp = end > 0 && tokens[0].kind == .value("help") && root.subcommand(named: "help") == nil
        var all = false
        let asked = leadingHelp || tokens[..<end].contains { token in
            switch token.kind {
            case .long(let name, _):
                if name == "help-all" { all = true }
                return name == "help" || name == "help-all"
            case .short(let letters): return letters == "h"
            default: return false
            }
        }
        // Almost no command line asks for help: words are walked only when one does.
        guard asked else { return nil }
        var node = root
        var path: [String] = []
        var index = leadingHelp ? 1 : 0
        func takesValue(_ declaration: OptionDeclaration?) -> Bool {
            guard let declaration else { return false }
            return !declaration.isFlag && !declaration.valueIsOptional
        }
        while index < end {
            switch tokens[index].kind {
            case .long(let name, let attached):
                if attached == nil, takesValue(node.options.first { $0.name == name } ?? globalsByName[name]) { index += 1 }
            case .short(let letters):
                // `-vo data`: flags, then one option whose value is the rest of the word or the next word.
                for (offset, letter) in letters.enumerated()
                where takesValue(node.options.first { $0.short == letter } ?? globals.first { $0.short == letter }) {
                    if offset == letters.count - 1 { index += 1 }
                    break
                }
            case .value(let text):
                if let next = node.subcommand(named: text) {
                    node = next
                    path.append(text)
                } else if !node.subcommands.isEmpty {
                    throw ParseError(.unknownSubcommand(text, suggestion: Suggestions.closest(to: text, in: node.subcommands.map(\.name))), command: path)
                }
            case .terminator:
                break
            }
            index += 1
        }
        return (path, all)
    }
}
