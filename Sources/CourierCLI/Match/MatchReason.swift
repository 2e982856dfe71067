import CourierCore

/// Why `match` cannot read its input (category `usage`, exit 2; nothing is matched). Worded in
/// ``ErrorWording/message(for:)`` with the CLI's other commands' reasons.
package enum MatchReason: Sendable, Equatable, ModuleReason {
    /// No request given: no words, no `--har`.
    case noRequest
    /// `--env` named an environment the program does not declare (the name, and those it does).
    case unknownEnvironment(String, known: [String])
    /// The input is a form this build does not read yet (a curl line, a HAR file): which.
    case unreadForm(String)
    /// `METHOD URL` words that are not a method and an absolute http(s) URL: the word.
    case notARequest(String)
    /// A `-H` that is not `Name: value`.
    case header(String)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// A `match` input that cannot be read, as an error.
    package static func match(_ reason: MatchReason) -> CourierError { CourierError(reason) }
}
