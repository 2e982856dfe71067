/// Why a byte sequence is not JSON, with the place it went wrong.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Zero-based byte offset of the offending byte.
    public var offset: Int
    /// One-based line and column of the offending byte.
    public var line: Int
    public var column: Int
    public var reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
}
