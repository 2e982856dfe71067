/// Why a byte sequence is not JSON, with the place it went wrong.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Zero-based byte offset of the offending byte.
    package var offset: Int
    /// One-based line and column of the offending byte.
    package var line: Int
    package var column: Int
    package var reason: String

    package var description: String { "line \(line), column \(column): \(reason)" }
}
