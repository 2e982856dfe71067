/// A typed handle on an option: declared once, then used to read its value, so no name is written twice.
///
///     let uid: Option<Int> = .required("uid", help: "The user's id.")
///     Action(..., options: [uid]) { values in .list(uid: try values.get(uid)) }
///
/// `Value` is constrained on the extension, not the type: a requirement on the type is checked by a
/// runtime conformance lookup the first time each `Option<T>` is made, and that cost was paid at every start.
public struct Option<Value>: Sendable {
    /// What parsing, help and completion know about the option; the generated code passes it to
    /// ``CommandValue`` so that a bad value's message names the option.
    public private(set) var declaration: OptionDeclaration

    /// An option over a declaration written out in full (the generated code's choice options); its value is
    /// converted to `Value` when it is read.
    public init(declaration: OptionDeclaration) { self.declaration = declaration }

    /// This option, passed on by a command that runs other command lines (see ``OptionDeclaration/isPassedOn``).
    package func passedOn() -> Option {
        var copy = self
        copy.declaration.isPassedOn = true
        return copy
    }

    /// This option as one of the program's globals (see ``OptionDeclaration/isGlobal``): reading it from parsed
    /// values reads the global's value, never that of a command's own option of the same name.
    package func global() -> Option {
        var copy = self
        copy.declaration.isGlobal = true
        return copy
    }

    /// This option, also spelled `--alias` (curl's `--max-time` for `--timeout`): parsed as the option itself,
    /// and named once in its help (`Also --alias.`).
    package func alias(_ alias: String) -> Option {
        var copy = self
        copy.declaration.aliases.append(alias)
        copy.declaration.help += " Also --\(alias)."
        return copy
    }

    /// This option, read from the environment variable `name` when argv does not give it (see
    /// ``OptionDeclaration/environmentVariable``). The help says so once, here: `Also NAME.`, or
    /// `Also NAME=1.` for a flag, so help, completions and the catalog all show it.
    package func fromEnvironment(_ name: String) -> Option {
        var copy = self
        copy.declaration.environmentVariable = name
        copy.declaration.help += OptionDeclaration.variableNote(name, isFlag: copy.declaration.isFlag)
        return copy
    }
}

extension OptionDeclaration {
    /// What help adds for an option read from the variable `name`.
    static func variableNote(_ name: String, isFlag: Bool) -> String { isFlag ? " Also \(name)=1." : " Also \(name)." }

    /// This declaration reading the variable `name` instead of the one it declares (a program's own prefix for
    /// Courier's), its help saying so. One without a variable is returned as it is.
    package func readingVariable(_ name: String) -> OptionDeclaration {
        guard let declared = environmentVariable else { return self }
        var renamed = self
        renamed.environmentVariable = name
        let note = Self.variableNote(declared, isFlag: isFlag)
        if help.hasSuffix(note) { renamed.help = String(help.dropLast(note.count)) + Self.variableNote(name, isFlag: isFlag) }
        return renamed
    }
}

extension Option where Value: ArgumentValue {
    /// The declaration with its values converted to `Value` as they are parsed.
    init(typed declaration: OptionDeclaration) {
        var declaration = declaration
        declaration.conversion = ValueConversion(to: Value.self)
        self.init(declaration: declaration)
    }

    /// An option that must be given. `secret: true` marks a credential: its value is scrubbed from all output,
/// never echoed by an error, and warned about when given literally (argv is visible to other users).
    public static func required(_ name: String, short: Character? = nil, help: String, valueName: String? = nil,
                                range: ClosedRange<Double>? = nil, acceptsFile: Bool = false, acceptsStdin: Bool = false,
                                secret: Bool = false) -> Option
    {
        var declaration = OptionDeclaration(name: name, short: short, kind: Value.valueKind, help: help, valueName: valueName,
                                            isRequired: true, acceptsFile: acceptsFile, acceptsStdin: acceptsStdin, range: range)
        declaration.isSecret = secret
        return Option(typed: declaration)
    }

    /// An option that may be left out; with a default it always has a value.
    public static func optional(_ name: String, short: Character? = nil, default defaultValue: String? = nil, help: String,
                                valueName: String? = nil, range: ClosedRange<Double>? = nil, acceptsFile: Bool = false,
                                acceptsStdin: Bool = false, isHidden: Bool = false, secret: Bool = false) -> Option
    {
        var declaration = OptionDeclaration(name: name, short: short, kind: Value.valueKind, help: help, valueName: valueName,
                                            defaultValue: defaultValue, acceptsFile: acceptsFile,
                                            acceptsStdin: acceptsStdin, range: range, isHidden: isHidden)
        declaration.isSecret = secret
        return Option(typed: declaration)
    }

    /// An option whose value may be left out: `--name` alone gives `""`, `--name=value` gives `value`.
    package static func optionalValue(_ name: String, help: String, valueName: String? = nil) -> Option {
        var declaration = OptionDeclaration(name: name, kind: Value.valueKind, help: help, valueName: valueName)
        declaration.valueIsOptional = true
        return Option(typed: declaration)
    }

    /// An option that may be given several times; read with ``ParsedValues/all(_:)``.
    public static func repeated(_ name: String, short: Character? = nil, help: String, valueName: String? = nil,
                                acceptsFile: Bool = false) -> Option
    {
        Option(typed: OptionDeclaration(name: name, short: short, kind: Value.valueKind, help: help, valueName: valueName,
                                        isRepeatable: true, acceptsFile: acceptsFile))
    }
}

extension Option where Value == Bool {
    /// A flag: `--name` turns it on, `--no-name` off. Default off.
    public static func flag(_ name: String, short: Character? = nil, help: String, isTerminal: Bool = false, isHidden: Bool = false) -> Option {
        Option(typed: OptionDeclaration(name: name, short: short, kind: .flag, help: help, defaultValue: nil,
                                        isTerminal: isTerminal, isHidden: isHidden))
    }
}

/// A positional argument (`courier request METHOD PATH`, `courier completion bash`).
public struct Positional: Sendable, Hashable {
    package var name: String
    package var kind: ValueKind
    package var help: String
    package var isRequired: Bool
    /// Takes every remaining positional value.
    package var isRepeating: Bool
    /// Takes, in order and as typed, every word after it that its command does not declare itself: words, options it
    /// does not know (`--uid`, `--uid=5`, `-v`, globals it does not use) and `--` (``passthrough(_:help:)``).
    package var capturesUndeclared = false

    /// - Parameters:
    ///   - name: the name help shows, e.g. `ID`; read back with ``ParsedValues/positional(_:)``.
    ///   - kind: what the value must be. Default: text.
    ///   - help: one line for help.
    ///   - isRequired: whether the command line must give it. Default: `true`.
    ///   - isRepeating: whether it takes every remaining value. Default: `false`.
    public init(_ name: String, kind: ValueKind = .string, help: String, isRequired: Bool = true, isRepeating: Bool = false) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
        self.isRepeating = isRepeating
    }
}

extension Positional {
    /// A command line handed on, as swift-argument-parser's `.captureForPassthrough`: `diff --env dev --env prod orders
    /// list --uid 5` gives `orders list --uid 5` here, while the command's own options (`--env`, `--ignore`) are read
    /// wherever they stand. Optional and repeating; the command must have no subcommands.
    package static func passthrough(_ name: String, help: String) -> Positional {
        var positional = Positional(name, kind: .string, help: help, isRequired: false, isRepeating: true)
        positional.capturesUndeclared = true
        return positional
    }
}

/// Anything that declares an option; lets a list mix `Option<Int>` and `Option<String>`.
public protocol DeclaresOption: Sendable {
    /// The option as parsing, help and completion know it.
    var declaration: OptionDeclaration { get }
}

extension Option: DeclaresOption {}
