/// A would-be action that has no command: its values cannot be given on a command line (a closure, `Any`).
/// The generated commands list each with the reason and the fix, and `routes` shows them.
public struct UncallableAction: Sendable, Hashable {
    package var name: String
    package var reason: String
    package var fix: String

    /// - Parameters:
    ///   - name: the action's name (its case's).
    ///   - reason: why its values cannot come from a command line.
    ///   - fix: what to change so that they can.
    public init(_ name: String, reason: String, fix: String) {
        self.name = name
        self.reason = reason
        self.fix = fix
    }
}
