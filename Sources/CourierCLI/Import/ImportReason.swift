import CourierCore

/// Why `import` writes nothing (category `usage`, exit 2). Worded in ``ErrorWording/message(for:)`` with the CLI's
/// other commands' reasons; a HAR that cannot be read is the capture parser's own ``CaptureReason``.
package enum ImportReason: Sendable, Equatable, ModuleReason {
    /// No `--har FILE`.
    case noHAR
    /// `--plan FILE` names a file that is there, and `--overwrite` was not given: the path.
    case planExists(String)
    /// `--overwrite` without `--plan FILE` (stdout is never a file to overwrite).
    case overwriteWithoutPlan

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// An `import` that cannot start, as an error.
    package static func importing(_ reason: ImportReason) -> CourierError { CourierError(reason) }
}
