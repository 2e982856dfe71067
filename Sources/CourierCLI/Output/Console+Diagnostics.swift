import CourierCore

/// The one way a diagnostic line is written: the program's name (``Console/program``, `courier` or the team's),
/// `: ` and the words, through ``Console/diagnostic(_:)`` (secrets scrubbed, control characters escaped), so no
/// call site spells the prefix itself.
extension Console {
    /// `<program>: <category>: <message> (code) (hint)`, worded by ``ErrorWording``; scrubbed of the secrets its
    /// evidence carries (``CourierError/carriedSecrets(of:)``), never of Courier's own words.
    /// The category is one of Courier's words (`http.not_found`), never scrubbed.
    func report(_ error: CourierError) {
        let line = ErrorWording.line(for: error)
        let category = error.category.rawValue + ": "
        let shown = line.hasPrefix(category) ? category + error.scrubbing(String(line.dropFirst(category.count)), of: secrets)
            : error.scrubbing(line, of: secrets)
        diagnostic(lines: [program + ": " + shown], secrets: [])
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
        diagnostic(lines: [program + ": warning: " + ErrorWording.message(for: warning) { scrubber.scrub($0) }], secrets: [])
    }

    /// This console with `error`'s category as ``ownWords``, and its message and hint where no secret stands in the
    /// evidence they show (``CourierError/scrubbing(_:of:)`` leaves them as they are): then a secret found in them is
    /// one of Courier's words, which the document keeps; else the document's scrub blanks it, as before.
    func keeping(_ error: CourierError?) -> Console {
        guard let error else { return self }
        var console = self
        console.ownWords = [error.category.rawValue] + ([error.message] + (error.hint.map { [$0] } ?? [])).filter {
            error.scrubbing($0, of: secrets) == $0
        }
        return console
    }
}
