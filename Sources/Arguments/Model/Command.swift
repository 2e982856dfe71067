/// A node of the command tree: a group with subcommands, or an action with options.
///
/// It is data: what a command does is its ``target``, set by whoever built the tree (the Routes and the CLI)
/// and handed back by the parser with the values, never looked up again by name.
public struct Command: Sendable {
    public var name: String
    public var summary: String
    public var discussion: String?
    public var options: [OptionDeclaration]
    public var positionals: [Positional]
    public var subcommands: [Command]
    /// Extra help sections, e.g. `("REQUEST", "GET /orders/{no}")`: made only when help is shown,
    /// since deriving them (building a sample route, naming its model) costs start-up time every call would pay.
    public var details: [Detail] { makeDetails() }
    private var makeDetails: @Sendable () -> [Detail]
    /// Full example command lines shown in help.
    public var examples: [String]
    /// A group that also runs by itself, without a subcommand (`courier config` and `courier config trust`).
    public var runsWithoutSubcommand = false
    /// The global options this command makes use of, by name; `nil` (the default) for all of them.
    /// Any other global given to it is refused, so `courier routes -o data` cannot silently do nothing.
    public var usedGlobals: Set<String>?
    /// What running this command means to the program (see ``CommandTarget``); `nil` for a group that
    /// only holds subcommands.
    public var target: (any CommandTarget)?

    public struct Detail: Sendable, Hashable {
        public var title: String
        public var text: String
        public init(_ title: String, _ text: String) {
            self.title = title
            self.text = text
        }
    }

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

    /// This command, accepting only the named global options (see ``usedGlobals``).
    public func using(globals names: Set<String>) -> Command {
        var copy = self
        copy.usedGlobals = names
        return copy
    }

    /// This group, also runnable without a subcommand.
    public func runnableWithoutSubcommand() -> Command {
        var copy = self
        copy.runsWithoutSubcommand = true
        return copy
    }

    public func subcommand(named name: String) -> Command? { subcommands.first { $0.name == name } }

    /// The node at `path` below this one (an empty path is this node).
    public func descendant(_ path: [String]) -> Command? {
        var node = self
        for name in path {
            guard let next = node.subcommand(named: name) else { return nil }
            node = next
        }
        return node
    }
}
