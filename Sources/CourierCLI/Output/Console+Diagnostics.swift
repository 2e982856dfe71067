import CourierCore

/// The one way a diagnostic line is written: the program's name (``Console/program``, `courier` or the team's),
/// `: ` and the words, through ``Console/diagnostic(_:)`` (secrets scrubbed, control characters escaped), so no
/// call site spells the prefix itself.
extension Console {
    /// `<program>: <category>: <message> (code) (hint)`, worded by ``ErrorWording``.
    func report(_ error: CourierError) {
        diagnostic(program + ": " + ErrorWording.line(for: error))
    }

    /// `<program>: <category>: <message>` for a problem that is not a ``CourierError`` (a route catalog's,
    /// a selection that finds nothing).
    func report(_ category: ErrorCategory, _ message: String) {
        diagnostic("\(program): \(category.rawValue): \(message)")
    }

    /// `<program>: <command>: <message>`: a command's own input is wrong (smoke's plans).
    func report(command: String, _ message: String) {
        diagnostic("\(program): \(command): \(message)")
    }

    /// `<program>: warning: <words>`: the call goes ahead, but the user should know; worded by ``ErrorWording``.
    /// Secrets are scrubbed from the values the warning quotes, not from its own words: a password that is an
    /// ordinary word (`-u bob:other`) blanked inside "visible to other users" would show what it is.
    func warning(_ warning: Warning) {
        let scrubber = SecretScrubber(secrets)
        diagnostic(lines: [program + ": warning: " + ErrorWording.message(for: warning) { scrubber.scrub($0) }], scrubbing: false)
    }
}
