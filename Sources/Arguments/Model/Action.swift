/// A leaf command bound to the value it produces from parsed values.
///
/// Generic so that Arguments stays ignorant of what is produced: Routes makes `Action<any Route>`.
public struct Action<Output>: Sendable {
    /// The leaf command: its name, options and help.
    public var command: Command
    /// What the parsed values of a command line make (a route case); a value it cannot use is a ``ParseError``.
    public var make: @Sendable (ParsedValues) throws(ParseError) -> Output

    /// An action that makes its output from the values parsed for `command`.
    public init(command: Command, make: @escaping @Sendable (ParsedValues) throws(ParseError) -> Output) {
        self.command = command
        self.make = make
    }
}

/// A named group of actions, e.g. `orders` with `list`, `detail`, `create`, `cancel`.
public struct ActionGroup<Output>: Sendable {
    /// The group's word on the command line (`orders`).
    public var name: String
    /// One line for help's list of groups.
    public var summary: String
    /// Its actions, in the order help lists them.
    public var actions: [Action<Output>]
    /// Cases of the group's router that no command line can call (a closure value, say), listed by `routes`.
    /// One the team declared an action for by hand (appended to ``actions``) is no longer listed.
    public var uncallable: [UncallableAction] {
        get { declaredUncallable.filter { item in !actions.contains { $0.command.name == item.name } } }
        set { declaredUncallable = newValue }
    }
    private var declaredUncallable: [UncallableAction]

    /// A group of `actions` under `name`; `uncallable` lists the router's cases that got no action.
    public init(_ name: String, summary: String, actions: [Action<Output>], uncallable: [UncallableAction] = []) {
        self.name = name
        self.summary = summary
        self.actions = actions
        self.declaredUncallable = uncallable
    }

    /// The group as a command: its actions as subcommands, each standing for its action.
    public var command: Command {
        Command(name: name, summary: summary, subcommands: actions.map { $0.command.targeting($0) })
    }

    /// The action called `name`, if the group has one.
    public func action(named name: String) -> Action<Output>? { actions.first { $0.command.name == name } }
}

extension ParsedValues {
    /// Stand-in values for every option, for deriving what an action produces without a real call
    /// (e.g. a route's method and path template for help). Strings become `{name}`, a dictionary's
    /// `key=value` option `{name}={name}` (its `-json` companion is left out).
    /// Positionals get `{name}`, or `1` for a number.
    public static func placeholders(for options: [OptionDeclaration], positionals: [Positional] = []) -> ParsedValues {
        var values = ParsedValues()
        for positional in positionals {
            switch positional.kind {
            case .int, .double: values.appendPositional("1", for: positional.name)
            case .choice(let words): values.appendPositional(words.first ?? "", for: positional.name)
            default: values.appendPositional("{\(positional.name)}", for: positional.name)
            }
        }
        for option in options {
            values.setDefault(of: option)
            if let value = placeholder(for: option) { values.append(value, for: option, from: .placeholder) }
        }
        return values
    }
}
