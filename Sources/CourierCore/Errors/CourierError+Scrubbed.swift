extension CourierError {
    /// This error with `secrets` taken out of its words, for a caller handed the error itself (a route client's: a team's
    /// test prints it in its log), where the CLI scrubs what it prints instead.
    ///
    /// Only the secrets its evidence carries are taken out, where that evidence stands (``scrubbing(_:of:)``):
    /// Courier's own words stay.
    /// An error whose sentence and hint hold none of them is itself. One that does becomes an error of its own category
    /// with the scrubbed words: the rest of its evidence (an envelope code, a server's message) may hold the secret too,
    /// so it is not kept.
    package func scrubbed(of secrets: [String]) -> CourierError {
        let message = self.message
        let shown = scrubbing(message, of: secrets)
        let hint = self.hint.map { scrubbing($0, of: secrets) }
        guard shown != message || hint != self.hint else { return self }
        return CourierError(.custom(category, shown), hint: hint)
    }
}
