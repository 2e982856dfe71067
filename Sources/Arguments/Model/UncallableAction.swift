/// A would-be action that has no command: its values cannot be given on a command line (a closure, `Any`).
/// The generated commands list each with the reason and the fix, and `routes` shows them.
public struct UncallableAction: Sendable, Hashable {
    package var name: String
    package var reason: String
    package var fix: String

    public init(_ name: String, reason: String, fix: String) {
        self.name = name
        self.reason = reason
        self.fix = fix
    }
}
