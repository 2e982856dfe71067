/// Where a value came from, kept beside it so that an error about the value can point there
/// (`--timeout expects a number, got 'abc' (argument 3)`).
package enum ValueOrigin: Sendable, Hashable {
    /// Written in argv; the index counts from 0 at the first argument after the program name.
    case argument(Int)
    /// `-` at this argv index: the value is what standard input gave.
    case standardInput(argument: Int)
    /// `@path` at this argv index: the value is the file's text.
    case file(String, argument: Int)
    /// The environment variable the option's declaration names (``OptionDeclaration/environmentVariable``),
    /// read because argv did not give the option.
    case environment(String)
    /// An entry of a config file: its path, the line the entry stands on, and its key path
    /// (`environments.staging.baseURL`).
    case configFile(path: String, line: Int, key: String)
    /// The option's declared default.
    case defaultValue
    /// A stand-in made by the program (``ParsedValues/placeholders(for:replacing:with:)``), never typed by anyone.
    case placeholder

    /// The argv index the value was written at, if it was.
    package var argumentIndex: Int? {
        switch self {
        case .argument(let index), .standardInput(let index), .file(_, let index): index
        case .environment, .configFile, .defaultValue, .placeholder: nil
        }
    }

    /// Whether the value was typed into argv itself (visible to other users in the process list).
    package var isLiteral: Bool {
        if case .argument = self { return true }
        return false
    }

    /// The environment variable the value was read from, if it was.
    package var environmentVariable: String? {
        if case .environment(let name) = self { return name }
        return nil
    }
}
