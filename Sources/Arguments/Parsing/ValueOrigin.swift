/// Where a value came from, kept beside it so that an error about the value can point there
/// (`--timeout expects a number, got 'abc' (argument 3)`).
public enum ValueOrigin: Sendable, Hashable {
    /// Written in argv; the index counts from 0 at the first argument after the program name.
    case argument(Int)
    /// `-` at this argv index: the value is what standard input gave.
    case standardInput(argument: Int)
    /// `@path` at this argv index: the value is the file's text.
    case file(String, argument: Int)
    /// The option's declared default.
    case defaultValue
    /// A stand-in made by the program (``ParsedValues/placeholders(for:replacing:with:)``), never typed by anyone.
    case placeholder

    /// The argv index the value was written at, if it was.
    public var argumentIndex: Int? {
        switch self {
        case .argument(let index), .standardInput(let index), .file(_, let index): index
        case .defaultValue, .placeholder: nil
        }
    }

    /// Whether the value was typed into argv itself (visible to other users in the process list).
    public var isLiteral: Bool {
        if case .argument = self { return true }
        return false
    }
}
