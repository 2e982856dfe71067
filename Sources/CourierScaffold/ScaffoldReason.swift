import CourierCore

/// Why `courier init` cannot write its package (category `usage`, exit 2): a name or a folder that will not do, or no
/// Courier to depend on. The scaffold defines and words these, so Core only carries them.
package enum ScaffoldReason: Sendable, Equatable, ModuleReason {
    /// A `--name` that is not a valid executable name.
    case invalidExecutableName(String)
    /// A `--name` that would make the package declare a name already taken (see ``NameClash``).
    case reservedName(String, NameClash)
    /// `courier init DIR` whose folder name is the Courier dependency's package identity (SwiftPM's, lowercased).
    case packageIdentity(directory: String, identity: String)
    case unusableDirectoryName(String)
    case notADirectory(String)
    case directoryNotEmpty(String)
    /// `--courier-url` that is not a URL.
    case notAURL(option: String, String)
    /// `--courier-path` (or the default) where no Courier package is.
    case noCourierPackage(path: String)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
    package var hint: String? { ErrorWording.hint(for: self) }
}

extension CourierError {
    /// The scaffold's refusal, as an error.
    package static func scaffold(_ reason: ScaffoldReason) -> CourierError { CourierError(reason) }
}
