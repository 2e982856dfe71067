/// The facts every shell's completion script needs, derived from the command tree once.
///
/// Paths are written `/orders/list` (the root is ``rootPath``) so scripts can match them with `case`.
struct CompletionModel {
    struct Node {
        var path: String
        var subcommands: [(name: String, summary: String)]
        var options: [OptionDeclaration]
        var positionals: [Positional]
        /// The globals the command accepts (``Command/usedGlobals``); `nil` for all.
        var usedGlobals: Set<String>? = nil
        /// Globals it accepts but refuses for this action (``CompletionGenerator/withheld``): not offered.
        var withheld: Set<String> = []
    }

    let program: String
    let nodes: [Node]
    let globals: [OptionDeclaration]

    static let rootPath = "/"

    /// - Parameter values: words to offer for an option's value, by option name, beyond its kind's
    ///   (e.g. the environments' names for `--env`, which the API, not the parser, knows). A command's own option
    ///   that shadows such a global (`diff`'s repeated `--env`) is offered the same words.
    init(root: Command, globals: [OptionDeclaration], values: [String: [String]] = [:], withheld: [[String]: Set<String>] = [:]) {
        program = root.name
        func offering(_ option: OptionDeclaration) -> OptionDeclaration {
            guard let words = values[option.name], !words.isEmpty else { return Self.completingFiles(option) }
            var offered = option
            offered.kind = .choice(words)
            return offered
        }
        let offered = globals.filter { !$0.isHidden }.map(offering)
        self.globals = offered
        var nodes: [Node] = []
        func visit(_ command: Command, path: String, names: [String]) {
            let options = command.options.filter { !$0.isHidden }.map { own in
                offered.contains { $0.kind != own.kind && own.shadows($0) && values[$0.name] != nil } ? offering(own) : Self.completingFiles(own)
            }
            nodes.append(Node(path: path, subcommands: command.subcommands.map { ($0.name, $0.summary) },
                              options: options, positionals: command.positionals, usedGlobals: command.usedGlobals,
                              withheld: withheld[names] ?? []))
            for child in command.subcommands {
                visit(child, path: path == Self.rootPath ? "/" + child.name : path + "/" + child.name, names: names + [child.name])
            }
        }
        visit(root, path: Self.rootPath, names: [])
        self.nodes = nodes
    }

    /// `option`, completed as a file when its text names one (`--junit <file>`, `--record <dir>`: text options, so
    /// that `-` can mean stdout or stdin, whose value is still a file name).
    static func completingFiles(_ option: OptionDeclaration) -> OptionDeclaration {
        guard option.kind == .string, ["file", "dir"].contains(option.valueName) else { return option }
        var completed = option
        completed.kind = .path
        return completed
    }

    /// Whether a node's arguments are files (`smoke PLAN…`): offered beside its subcommands and choices.
    func takesFiles(_ node: Node) -> Bool { node.positionals.contains { $0.kind == .path } }

    /// Every spelling of an option that takes a value, across all commands (`--uid`, `-H`, …).
    var valueOptionSpellings: [String] {
        var seen = Set<String>()
        var spellings: [String] = []
        for option in (globals + nodes.flatMap(\.options)) where !option.isFlag {
            for spelling in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) where seen.insert(spelling).inserted {
                spellings.append(spelling)
            }
        }
        return spellings
    }

    /// Words a node's positionals accept when they are choices (`completion bash|zsh|fish`).
    func positionalChoices(_ node: Node) -> [String] {
        node.positionals.flatMap { positional -> [String] in
            if case .choice(let words) = positional.kind { return words }
            return []
        }
    }

    /// Every option spelling offered at a node: its own, then the globals it accepts and they do not shadow (a
    /// global the command refuses, such as `--token` for `courier mcp`'s, is not offered).
    func offeredOptions(_ node: Node) -> [OptionDeclaration] {
        node.options + globals.filter { offers($0, at: node) }
    }

    /// Whether `global` is offered at `node`: the command accepts it, its action does not refuse it, and none of its
    /// own options shadows it.
    func offers(_ global: OptionDeclaration, at node: Node) -> Bool {
        node.usedGlobals.map { $0.contains(global.name) } ?? true && !node.withheld.contains(global.name)
            && !node.options.contains { $0.shadows(global) }
    }

    /// The child paths of every node, for walking the words typed so far.
    var childPaths: [String] { nodes.map(\.path).filter { $0 != Self.rootPath } }

    /// Value completions: (path or "*", option spelling, kind).
    var valueCompletions: [(path: String, spelling: String, kind: ValueKind)] {
        var rows: [(String, String, ValueKind)] = []
        for node in nodes {
            for option in node.options {
                rows.append((node.path, "--" + option.name, option.kind))
                if let short = option.short { rows.append((node.path, "-\(short)", option.kind)) }
            }
        }
        for option in globals {
            rows.append(("*", "--" + option.name, option.kind))
            if let short = option.short { rows.append(("*", "-\(short)", option.kind)) }
        }
        return rows.filter { row in
            switch row.2 {
            case .choice, .path: true
            default: false
            }
        }
    }

    /// Options whose value may be `@FILE` (``OptionDeclaration/acceptsFile``, or a value name that says so: curl's
    /// `--data <text|@file>`): `case` patterns where a word starting with `@` completes files, `@` kept.
    var atFilePatterns: [String] {
        var patterns: [String] = []
        func add(_ path: String, _ option: OptionDeclaration) {
            guard option.acceptsFile || option.valueName.contains("@file") else { return }
            patterns.append(Self.casePattern(path: path, spelling: "--" + option.name))
            if let short = option.short { patterns.append(Self.casePattern(path: path, spelling: "-\(short)")) }
        }
        for node in nodes { for option in node.options { add(node.path, option) } }
        for option in globals { add("*", option) }
        return patterns
    }

    /// A value completion's `case` pattern over `"$path $prev"` (bash and zsh share the syntax):
    /// any path for a global option, its own path otherwise.
    static func casePattern(path: String, spelling: String) -> String {
        path == "*" ? "*\" \(spelling)\"" : "\"\(path) \(spelling)\""
    }

    /// Quotes a word for a shell's single-quoted string.
    static func quoted(_ text: String) -> String { "'" + text.replacingQuote + "'" }
}

extension String {
    var replacingQuote: String {
        var out = ""
        for character in self {
            if character == "'" { out += "'\\''" } else { out.append(character) }
        }
        return out
    }
}

/// The shells Courier writes completion scripts for.
package enum Shell: String, CaseIterable, Sendable, ArgumentValue {
    case bash, zsh, fish
}
