import CourierCore

/// Why `match` cannot read its input (category `usage`, exit 2; nothing is matched). Worded in
/// ``ErrorWording/message(for:)`` with the CLI's other commands' reasons.
package enum MatchReason: Sendable, Equatable, ModuleReason {
    /// No request given: no words, no `--har`.
    case noRequest
    /// `--env` named an environment the program does not declare (the name, and those it does).
    case unknownEnvironment(String, known: [String])
    /// `--har` and a request in words: one input at a time.
    case harWithRequest
    /// `-` and standard input could not be read: the reader's words.
    case standardInput(String)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// A `match` input that cannot be read, as an error.
    package static func match(_ reason: MatchReason) -> CourierError { CourierError(reason) }
}
