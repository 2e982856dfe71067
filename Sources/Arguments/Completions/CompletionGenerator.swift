/// Writes a completion script for a shell from the command tree.
public struct CompletionGenerator: Sendable {
    public var root: Command
    public var globals: [OptionDeclaration]
    /// Words to offer for an option's value, by option name (see ``CompletionModel``).
    public var values: [String: [String]]

    public init(root: Command, globals: [OptionDeclaration], values: [String: [String]] = [:]) {
        self.root = root
        self.globals = globals
        self.values = values
    }

    public func script(for shell: Shell) -> String {
        let model = CompletionModel(root: root, globals: globals, values: values)
        switch shell {
        case .bash: return BashCompletion(model: model).script
        case .zsh: return ZshCompletion(model: model).script
        case .fish: return FishCompletion(model: model).script
        }
    }
}
