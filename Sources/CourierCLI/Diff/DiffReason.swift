import CourierCore

/// Why `courier diff` cannot compare (category `usage`, exit 2). The CLI defines and words these, so Core only
/// carries them.
package enum DiffReason: Sendable, Equatable, ModuleReason {
    /// Other than two `--env`s (how many were given).
    case environments(Int)
    /// The call cannot be made: why.
    case call(String)
    /// A value its routes read from standard input themselves (`@-`, `--password-file -`): the call is made twice,
    /// and standard input can be read once.
    case standardInput(word: String)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// A `diff` that cannot compare, as an error.
    package static func diff(_ reason: DiffReason) -> CourierError { CourierError(reason) }
}
