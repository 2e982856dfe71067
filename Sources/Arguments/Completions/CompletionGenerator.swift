/// Writes a completion script for a shell from the command tree.
package struct CompletionGenerator: Sendable {
    package var root: Command
    package var globals: [OptionDeclaration]
    /// Words to offer for an option's value, by option name (see ``CompletionModel``).
    package var values: [String: [String]]

    package init(root: Command, globals: [OptionDeclaration], values: [String: [String]] = [:]) {
        self.root = root
        self.globals = globals
        self.values = values
    }

    package func script(for shell: Shell) -> String {
        let model = CompletionModel(root: root, globals: globals, values: values)
        switch shell {
        case .bash: return BashCompletion(model: model).script
        case .zsh: return ZshCompletion(model: model).script
        case .fish: return FishCompletion(model: model).script
        }
    }
}
