/// Why a command line was refused, and for which command: data, worded in one place as a usage error
/// (exit 2, nothing sent). An `endpoint`'s `make` throws one through ``CommandValue/invalid(_:_:_:)``.
public struct ParseError: Error, Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case unknownOption(String, suggestion: String?)
        /// A spelling of a global that the command's own option shadows after its name (`-e` beside an own `--env`).
        case shadowedGlobal(String, global: OptionDeclaration)
        case unknownSubcommand(String, suggestion: String?)
        case missingSubcommand
        case missingValue(OptionDeclaration)
        case missingRequired([OptionDeclaration])
        case missingPositional(Positional)
        case invalidValue(OptionDeclaration, String, expected: String)
        case invalidPositional(Positional, String, expected: String)
        case outOfRange(OptionDeclaration, String, range: ClosedRange<Double>)
        case repeated(OptionDeclaration)
        /// A `key=value` option given the same key twice (`--params n=5 --params n=6`): refused, not one value kept.
        case repeatedKey(OptionDeclaration, key: String)
        /// A word where the command takes no (more) positionals; `suggestion` is the required option it may have been
        /// meant for, with the word as its value (`--no A1001`).
        case unexpectedArgument(String, suggestion: String? = nil)
        case flagWithValue(OptionDeclaration, String)
        case unreadableValue(OptionDeclaration, source: String, reason: String)
        /// A global option the command does not use (``Command/usedGlobals``).
        case unusedOption(OptionDeclaration)
        /// A declaration rejected a value for a reason of its own (the Routes' validation).
        case invalid(String)
    }

    package var kind: Kind
    /// The path of the command being parsed when it failed (its usage line is shown).
    package var command: [String]
    /// Where the value the error is about came from, when it is about one (``ErrorMessage`` names it).
    package var origin: ValueOrigin?
    /// The error a declaration threw for an ``Kind/invalid(_:)`` value, kept whole (swift-argument-parser's
    /// `userValidationError` keeps it too), so a program can report it in its own category rather than as usage.
    package var underlying: (any Error)?
    /// A sentence the program adds after the first line's own (the spelling another tool has for what the user
    /// meant: curl's `-i`, gh's `--paginate`), set where the program knows it; `nil` for most.
    package var note: String?

    package init(_ kind: Kind, command: [String] = [], origin: ValueOrigin? = nil, underlying: (any Error)? = nil) {
        self.kind = kind
        self.command = command
        self.origin = origin
        self.underlying = underlying
    }

    /// Equal in what the parser decided; an underlying error is compared by its description (errors are not Equatable).
    public static func == (lhs: ParseError, rhs: ParseError) -> Bool {
        lhs.kind == rhs.kind && lhs.command == rhs.command && lhs.origin == rhs.origin
            && lhs.underlying.map { String(describing: $0) } == rhs.underlying.map { String(describing: $0) }
    }
}
