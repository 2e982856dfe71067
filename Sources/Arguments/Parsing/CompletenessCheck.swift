/// What a walked command line must still satisfy: a terminal option (`--help`, `--version`) ends it
/// as it stands; otherwise a group needs its subcommand, an option the command does not use is refused,
/// and required options and positionals must be there. The first problem is thrown.
struct CompletenessCheck {
    let globals: [OptionDeclaration]
    /// The names of the terminal globals.
    let terminalGlobals: [String]

    init(globals: [OptionDeclaration]) {
        self.globals = globals
        terminalGlobals = globals.filter(\.isTerminal).map(\.name)
    }

    /// Whether a terminal option is on, so nothing else is required. Only on: `--no-version` ends nothing.
    func isEnded(at node: Command, _ values: ParsedValues) -> Bool {
        // Indexed in place: `contains` copied each declaration (a dozen retains) to look at one flag of it.
        for index in node.options.indices where node.options[index].isTerminal {
            if values.command.lastGiven(node.options[index].name)?.text == "true" { return true }
        }
        for name in terminalGlobals where values.global.lastGiven(name)?.text == "true" { return true }
        return false
    }

    /// - Parameter positionalIndex: the first positional of `node` the walk did not fill.
    func check(_ node: Command, path: [String], _ values: ParsedValues, positionalIndex: Int) throws(ParseError) {
        if !node.subcommands.isEmpty, !node.runsWithoutSubcommand { throw ParseError(.missingSubcommand, command: path) }
        if let used = node.usedGlobals, let unused = globals.first(where: { !used.contains($0.name) && values.global.has($0.name) }) {
            throw ParseError(.unusedOption(unused), command: path)
        }
        // A required option's variable stands in for it (an unused global's does not count as given).
        let missing = node.options.filter { $0.isRequired && values.command.last($0.name) == nil }
        if !missing.isEmpty { throw ParseError(.missingRequired(missing), command: path) }
        for positional in node.positionals[positionalIndex...] where positional.isRequired && values.positional(positional.name) == nil {
            throw ParseError(.missingPositional(positional), command: path)
        }
    }
}
