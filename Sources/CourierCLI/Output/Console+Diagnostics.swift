import CourierCore

/// The one way a diagnostic line is written: `courier: ` and the words, through ``Console/diagnostic(_:)``
/// (secrets scrubbed, control characters escaped), so no call site spells the prefix itself.
extension Console {
    /// `courier: <category>: <message> (code) (hint)`, worded by ``ErrorWording``.
    func report(_ error: CourierError) {
        diagnostic("courier: " + ErrorWording.line(for: error))
    }

    /// `courier: <category>: <message>` for a problem that is not a ``CourierError`` (a route catalog's,
    /// a selection that finds nothing).
    func report(_ category: ErrorCategory, _ message: String) {
        diagnostic("courier: \(category.rawValue): \(message)")
    }

    /// `courier: <command>: <message>`: a command's own input is wrong (smoke's plans).
    func report(command: String, _ message: String) {
        diagnostic("courier: \(command): \(message)")
    }

    /// `courier: warning: <words>`: the call goes ahead, but the user should know; worded by ``ErrorWording``.
    func warning(_ warning: Warning) {
        diagnostic("courier: warning: " + ErrorWording.message(for: warning))
    }
}
