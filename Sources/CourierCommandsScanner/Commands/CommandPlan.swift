/// What the generator writes, decided: routers as groups, cases as actions, associated values as options.

/// How a command line carries one associated value.
public enum ValueBase: Sendable, Hashable {
    case string
    /// `Int` or a sized integer, by its Swift name.
    case integer(String)
    /// `Double`, `Float`, `CGFloat`, by Swift name.
    case floating(String)
    /// A flag; `--no-name` turns it off.
    case bool
    case url
    /// Bytes: a value, `@file` or `-` for stdin.
    case data
    /// ISO 8601, e.g. `2026-11-01T10:00:00Z`.
    case date
    /// A `RawRepresentable` enum seen in the sources: its type, raw type (`String` or `Int`), and whether it is `CaseIterable`
    /// (then help and completion list its values).
    case rawValue(type: String, raw: String, caseIterable: Bool)
    /// `[String: Any]` (`anyValues`) or `[String: String]`: repeatable `key=value`, and `--NAME-json`.
    case parameters(anyValues: Bool)
    /// Any other type, read as a JSON value (inline, `@file` or `-`) and decoded.
    case json(String)
}

public struct ValueShape: Sendable, Hashable {
    public var base: ValueBase
    public var isOptional = false
    /// An array of a base: the option may be given several times.
    public var isRepeated = false
}

/// One associated value as an option (or positional argument).
public struct ArgumentPlan: Sendable, Hashable {
    public var value: AssociatedValue
    /// The command-line name: `page` for `--page`, or the positional's placeholder.
    public var name: String
    public var isPositional: Bool
    public var shape: ValueShape
    /// The default as an option default (`"20"` for `= 20`), when the Swift default is a literal.
    public var literalDefault: String?
    public var help: String
    /// What a directive added: a range, secret, `@file`/`-`, a path.
    public var traits = OptionTraits()
}

/// One case as an action.
public struct ActionPlan: Sendable, Hashable {
    public var caseName: String
    public var name: String
    public var summary: String
    public var arguments: [ArgumentPlan]
    /// Command lines for help, from `example="…"` directives.
    public var examples: [String] = []
    /// The `#if` conditions around the case itself (the router's own are on ``RouterPlan``).
    public var conditions: [String]
    public var location: SourceLocation
}

/// A case that cannot be called from a command line, and why (a warning, listed by `courier routes`).
public struct UncallableCase: Sendable, Hashable {
    public var caseName: String
    public var action: String
    public var reason: String
    public var fix: String
}

/// One router as a command group.
public struct RouterPlan: Sendable, Hashable {
    /// The type as code names it: `API.User`.
    public var typeName: String
    public var group: String
    public var summary: String
    /// The protocol that made it a router, and the adapter type that turns a case into a Route (`nil`: it is one).
    public var protocolName: String
    public var adapter: String?
    public var conditions: [String]
    public var actions: [ActionPlan]
    public var uncallable: [UncallableCase]
    public var location: SourceLocation
}

/// Everything one target's commands are made of.
public struct CommandPlan: Sendable {
    public var routers: [RouterPlan] = []
    public var diagnostics: [Diagnostic] = []
    /// Elements the scanner and planner looked at in their lookups (comments, protocols, extensions, properties, names):
    /// tests hold it linear in the input's size, a measure that does not depend on the machine's speed.
    var work = 0

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
