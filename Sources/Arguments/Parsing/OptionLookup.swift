/// Finds the declaration an option token names: the current command's own options first (every spelling of them,
/// `--no-name` included), then the globals they do not shadow. A command's own option that shares one spelling
/// with a global shadows that global whole after the command's name (its other spellings too: `-e` is not a way
/// around an own `--env`), as help and completion show it; the global is still reached before the name (the walk
/// looks up at the command reached so far).
///
/// Made once per parser from the globals; ``at(_:)`` adds the command reached so far.
struct OptionLookup: Sendable {
    let globals: [OptionDeclaration]
    /// The first global of each name (a later duplicate never wins).
    let globalsByName: [String: OptionDeclaration]

    /// Marks each of `globals` global (``OptionDeclaration/isGlobal``): the walk stores a value where the
    /// declaration it found belongs.
    init(globals: [OptionDeclaration]) {
        let globals = globals.map { declaration in
            var global = declaration
            global.isGlobal = true
            return global
        }
        self.globals = globals
        var byName: [String: OptionDeclaration] = [:]
        for declaration in globals {
            for name in [declaration.name] + declaration.aliases where byName[name] == nil { byName[name] = declaration }
        }
        globalsByName = byName
    }

    func long(_ name: String, at node: Command) -> OptionDeclaration? {
        if let own = node.options.first(where: { $0.name == name || $0.aliases.contains(name) }) { return own }
        guard ownNegatedFlag(name, at: node) == nil, let global = globalsByName[name], !isShadowed(global, at: node) else { return nil }
        return global
    }

    func short(_ letter: Character, at node: Command) -> OptionDeclaration? {
        if let own = node.options.first(where: { $0.short == letter }) { return own }
        guard let global = globals.first(where: { $0.short == letter }), !isShadowed(global, at: node) else { return nil }
        return global
    }

    /// The global a spelling names that the command's own options shadow, for the error that says so.
    func shadowedGlobal(long name: String?, short letter: Character?, at node: Command) -> OptionDeclaration? {
        let global = name.flatMap { globalsByName[$0] } ?? letter.flatMap { letter in globals.first { $0.short == letter } }
        return global.flatMap { isShadowed($0, at: node) ? $0 : nil }
    }

    private func isShadowed(_ global: OptionDeclaration, at node: Command) -> Bool {
        !node.options.isEmpty && node.options.contains { $0.shadows(global) }
    }

    /// `--no-name` for a flag `name`: the flag, else `nil`.
    func negatedFlag(_ name: String, at node: Command) -> OptionDeclaration? {
        guard name.hasPrefix("no-"), let declaration = long(String(name.dropFirst(3)), at: node), declaration.isFlag else { return nil }
        return declaration
    }

    /// `--no-name` for a flag `name` the command itself declares, which wins over a global spelled `no-name`.
    private func ownNegatedFlag(_ name: String, at node: Command) -> OptionDeclaration? {
        guard name.hasPrefix("no-") else { return nil }
        let flag = name.dropFirst(3)
        return node.options.first { $0.isFlag && ($0.name == flag || $0.aliases.contains { $0 == flag }) }
    }

    /// The closest visible option name to a mistyped `--name`, for "did you mean".
    func suggestion(for name: String, at node: Command) -> String? {
        let candidates = (node.options + node.reachableGlobals(globals)).filter { !$0.isHidden }.map { "--" + $0.name }
        return Suggestions.closest(to: name, in: candidates)
    }
}
