/// Writes a completion script for a shell from the command tree.
package struct CompletionGenerator: Sendable {
    package var root: Command
    package var globals: [OptionDeclaration]
    /// Words to offer for an option's value, by option name (see ``CompletionModel``).
    package var values: [String: [String]]
    /// Globals a command takes but not offered at these commands (by path of names, `["orders", "list"]`): ones its
    /// action refuses when given, such as `--all` where the route declares no pages.
    package var withheld: [[String]: Set<String>]

    package init(root: Command, globals: [OptionDeclaration], values: [String: [String]] = [:], withheld: [[String]: Set<String>] = [:]) {
        self.root = root
        self.globals = globals
        self.values = values
        self.withheld = withheld
    }

    package func script(for shell: Shell) -> String {
        let model = CompletionModel(root: root, globals: globals, values: values, withheld: withheld)
        switch shell {
        case .bash: return BashCompletion(model: model).script
        case .zsh: return ZshCompletion(model: model).script
        case .fish: return FishCompletion(model: model).script
        }
    }
}
