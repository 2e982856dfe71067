/// A node of the command tree: a group with subcommands, or an action with options.
///
/// It is data: what a command does is its ``target``, set by whoever built the tree (the Routes and the CLI)
/// and handed back by the parser with the values, never looked up again by name.
public struct Command: Sendable {
    /// The word that selects it on the command line (`orders`, `list`).
    public var name: String
    /// One line for help's list and the `OVERVIEW:` line.
    public var summary: String
    /// More text for its own help page, after the summary.
    public var discussion: String?
    /// Its own options, accepted only after its name (the globals are accepted anywhere).
    public var options: [OptionDeclaration]
    /// Its positional arguments, in order.
    public var positionals: [Positional]
    /// The commands below it; empty for an action.
    public var subcommands: [Command]
    /// Extra help sections, e.g. `("REQUEST", "GET /orders/{no}")`: made only when help is shown,
    /// since deriving them (building a sample route, naming its model) costs start-up time every call would pay.
    public var details: [Detail] { makeDetails() }
    private var makeDetails: @Sendable () -> [Detail]
    /// Full example command lines shown in help.
    public var examples: [String]
    /// A group that also runs by itself, without a subcommand (`courier config` and `courier config trust`).
    package var runsWithoutSubcommand = false
    /// The global options this command makes use of, by name; `nil` (the default) for all of them.
    /// Any other global given to it is refused, so `courier routes -o data` cannot silently do nothing.
    package var usedGlobals: Set<String>?
    /// What running this command means to the program (see ``CommandTarget``); `nil` for a group that
    /// only holds subcommands.
    package var target: (any CommandTarget)?

    /// A section of help below the options, e.g. `REQUEST` with `GET /orders/{no}`.
    public struct Detail: Sendable, Hashable {
        /// The heading, upper case by convention.
        public var title: String
        /// The section's lines.
        public var text: String
        /// A section titled `title` holding `text`.
        public init(_ title: String, _ text: String) {
            self.title = title
            self.text = text
        }
    }

    /// A command as help, completion and the parser see it; `details` is evaluated only when help is shown.
    public init(name: String, summary: String, discussion: String? = nil, options: [OptionDeclaration] = [],
                positionals: [Positional] = [], subcommands: [Command] = [], details: @autoclosure @escaping @Sendable () -> [Detail] = [], examples: [String] = [])
    {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.makeDetails = details
        self.examples = examples
    }

    /// This tree with the node at `path` (this one for an empty path) showing `details` in its help instead.
    package func replacingDetails(at path: ArraySlice<String>, with details: [Detail]) -> Command {
        var copy = self
        guard let name = path.first else {
            copy.makeDetails = { details }
            return copy
        }
        copy.subcommands = subcommands.map { $0.name == name ? $0.replacingDetails(at: path.dropFirst(), with: details) : $0 }
        return copy
    }

    /// This command, accepting only the named global options (see ``usedGlobals``).
    package func using(globals names: Set<String>) -> Command {
        var copy = self
        copy.usedGlobals = names
        return copy
    }

    /// This group, also runnable without a subcommand.
    package func runnableWithoutSubcommand() -> Command {
        var copy = self
        copy.runsWithoutSubcommand = true
        return copy
    }

    /// The globals its own options leave reachable after its name: those none of them shadows
    /// (``OptionDeclaration/shadows(_:)``). Help and completion list these; a shadowed one is the global only
    /// before the command's name.
    package func reachableGlobals(_ globals: [OptionDeclaration]) -> [OptionDeclaration] {
        options.isEmpty ? globals : globals.filter { global in !options.contains { $0.shadows(global) } }
    }

    /// The globals its own options shadow (see ``reachableGlobals(_:)``).
    package func shadowedGlobals(_ globals: [OptionDeclaration]) -> [OptionDeclaration] {
        options.isEmpty ? [] : globals.filter { global in options.contains { $0.shadows(global) } }
    }

    /// The subcommand called `name`, if there is one.
    /// (Compared in place: `first(where:)` copied every `Command` it passed, at every smoke line.)
    package func subcommand(named name: String) -> Command? {
        for index in subcommands.indices where subcommands[index].name == name { return subcommands[index] }
        return nil
    }

    /// The node at `path` below this one (an empty path is this node).
    package func descendant(_ path: [String]) -> Command? {
        var node = self
        for name in path {
            guard let next = node.subcommand(named: name) else { return nil }
            node = next
        }
        return node
    }
}
