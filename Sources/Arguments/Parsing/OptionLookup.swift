/// Finds the declaration an option token names: the current command's own options first, then the globals.
///
/// Made once per parser from the globals; ``at(_:)`` adds the command reached so far.
struct OptionLookup: Sendable {
    let globals: [OptionDeclaration]
    /// The first global of each name (a later duplicate never wins).
    let globalsByName: [String: OptionDeclaration]

    init(globals: [OptionDeclaration]) {
        self.globals = globals
        var byName: [String: OptionDeclaration] = [:]
        for declaration in globals {
            for name in [declaration.name] + declaration.aliases where byName[name] == nil { byName[name] = declaration }
        }
        globalsByName = byName
    }

    func long(_ name: String, at node: Command) -> OptionDeclaration? {
        node.options.first { $0.name == name || $0.aliases.contains(name) } ?? globalsByName[name]
    }

    func short(_ letter: Character, at node: Command) -> OptionDeclaration? {
        node.options.first { $0.short == letter } ?? globals.first { $0.short == letter }
    }

    /// `--no-name` for a flag `name`: the flag, else `nil`.
    func negatedFlag(_ name: String, at node: Command) -> OptionDeclaration? {
        guard name.hasPrefix("no-"), let declaration = long(String(name.dropFirst(3)), at: node), declaration.isFlag else { return nil }
        return declaration
    }

    /// The closest visible option name to a mistyped `--name`, for "did you mean".
    func suggestion(for name: String, at node: Command) -> String? {
        let candidates = (node.options + globals).filter { !$0.isHidden }.map { "--" + $0.name }
        return Suggestions.closest(to: name, in: candidates)
    }
}
