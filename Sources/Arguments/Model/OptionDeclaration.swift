/// Everything Courier knows about one `--option`: the single source for parsing, help, catalog and completion.
public struct OptionDeclaration: Sendable, Hashable {
    /// The long name without dashes, e.g. `uid`.
    package var name: String
    package var short: Character?
    package var kind: ValueKind
    package var help: String
    /// The placeholder in usage lines, e.g. `<uid>`. Default: the name.
    package var valueName: String
    package var isRequired: Bool
    /// The default shown in help and used when the option is absent.
    package var defaultValue: String?
    package var isRepeatable: Bool
    /// `@path` reads the value from a file.
    package var acceptsFile: Bool
    /// `-` reads the value from standard input (only then is stdin read).
    package var acceptsStdin: Bool
    /// Allowed numeric range, checked after the type.
    package var range: ClosedRange<Double>?
    /// An option such as `--help` or `--version` that ends parsing and needs no subcommand.
    package var isTerminal: Bool
    /// Hidden from help (still parsed and completed).
    package var isHidden: Bool
    /// The value may be left out (`--stub` or `--stub=NAME`); then it is the empty string.
    /// A value can only be attached with `=`, so the next word is never taken.
    package var valueIsOptional: Bool = false
    /// The value is a credential (a password): the program scrubs it from everything it prints, as it
    /// does a token, and warns when it is given literally (argv is visible to other users). Error
    /// messages never echo it. Default off.
    package var isSecret: Bool = false
    /// Given to a command that runs other command lines (`courier smoke` runs its plan's cases), the
    /// option is passed on to each of them that does not set it itself. Default off.
    package var isPassedOn: Bool = false
    /// Other long names that mean this option (``Option/alias(_:)``), without dashes. Default none.
    package var aliases: [String] = []
    /// The environment variable that gives the value when argv does not (`COURIER_ENV` for `--env`):
    /// read by ``ParsedValues/filled(fromEnvironment:for:)``, converted and checked as an argv value is,
    /// with origin ``ValueOrigin/environment(_:)``. A flag's variable is a switch: `1`, `true`, `yes`, `on`
    /// or `0`, `false`, `no`, `off` (any case). Set with ``Option/fromEnvironment(_:)``. Default none.
    package var environmentVariable: String?
    /// One of the program's global options (set by ``Option/global()`` where the program declares them, and by
    /// ``Parser`` on the globals it is given): its values are kept apart from the command's own options
    /// (``ParsedValues/global``), so a command's own option of the same name shadows it without mixing values.
    /// Default off.
    package var isGlobal: Bool = false
    /// Converts the value to its Swift type when it is parsed (set by ``Option``'s factories); `nil`
    /// converts it when it is read.
    package var conversion: ValueConversion?

    /// An option as the generated code declares a choice (``Option``'s factories build the others).
    /// - Parameters:
    ///   - name: the long name without dashes, e.g. `sort`.
    ///   - short: a one-letter alias (`-s`). Default: none.
    ///   - kind: what the value must be.
    ///   - help: one line for help.
    ///   - valueName: the placeholder in usage lines. Default: the name.
    ///   - isRequired: whether the command line must give it. Default: `false`.
    ///   - defaultValue: the text it has when not given. Default: none.
    ///   - isRepeatable: whether it may be given several times. Default: `false`.
    ///   - acceptsFile: whether `@path` reads its value from a file. Default: `false`.
    ///   - acceptsStdin: whether `-` reads its value from standard input. Default: `false`.
    ///   - range: the bounds of a number's value. Default: none.
    ///   - isTerminal: whether it ends parsing and needs no subcommand, as `--version` does. Default: `false`.
    ///   - isHidden: whether help leaves it out (it is still parsed and completed). Default: `false`.
    public init(name: String, short: Character? = nil, kind: ValueKind, help: String, valueName: String? = nil,
                isRequired: Bool = false, defaultValue: String? = nil, isRepeatable: Bool = false,
                acceptsFile: Bool = false, acceptsStdin: Bool = false, range: ClosedRange<Double>? = nil,
                isTerminal: Bool = false, isHidden: Bool = false)
    {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.valueName = valueName ?? name
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.acceptsFile = acceptsFile
        self.acceptsStdin = acceptsStdin
        self.range = range
        self.isTerminal = isTerminal
        self.isHidden = isHidden
    }

    package var isFlag: Bool { kind == .flag }

    /// The long spellings that reach it: its name, its aliases, and `no-name` for a flag.
    package var longSpellings: [String] {
        let names = [name] + aliases
        return isFlag ? names + names.map { "no-" + $0 } : names
    }

    /// Whether this option (a command's own) hides `global` whole in its command: they share a long spelling
    /// (`--all`, or `--no-retry` of a flag `retry`), so every spelling of the global (its short letter and aliases
    /// too) is refused after the command's name. A shared short letter alone takes only the letter: the parser
    /// looks the command's own options up first.
    package func shadows(_ global: OptionDeclaration) -> Bool {
        let mine = longSpellings
        return global.longSpellings.contains { mine.contains($0) }
    }

    /// `--uid <uid>`, or `--verbose` for a flag.
    package var synopsis: String {
        if isFlag { return "--\(name)" }
        return valueIsOptional ? "--\(name)[=<\(valueName)>]" : "--\(name) <\(valueName)>"
    }
}
