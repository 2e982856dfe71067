/// The values a command line gave, by option name, read back through typed ``Option`` handles.
public struct ParsedValues: Sendable {
    /// Raw values in the order given; flags hold "true" or "false".
    public private(set) var options: [String: [String]] = [:]
    public private(set) var positionals: [String: [String]] = [:]
    /// Options whose value was read from standard input (`-`).
    public internal(set) var stdinOptions: Set<String> = []
    /// Options whose value was read from a file (`@path`).
    public internal(set) var fileOptions: Set<String> = []
    /// Given options declared secret (``OptionDeclaration/isSecret``): their values are credentials.
    public private(set) var secretOptions: Set<String> = []
    /// Default values of the options that could be given, by name (for ``raw(_:)``): the command's own,
    /// then the globals' (one dictionary shared by every parse, never copied to add a command's few).
    var defaults: [String: String] = [:]
    var globalDefaults: [String: String] = [:]

    public init() {
        // A command line gives a few of each: growing from empty rehashed twice or three times.
        options.reserveCapacity(8)
        positionals.reserveCapacity(4)
    }

    mutating func append(_ value: String, for option: OptionDeclaration) {
        options[option.name, default: []].append(value)
        if option.isSecret { secretOptions.insert(option.name) }
    }

    mutating func appendPositional(_ value: String, for name: String) {
        positionals[name, default: []].append(value)
    }

    /// Whether a given option's value was written in argv itself (not read from stdin or a file).
    public func isLiteral(_ name: String) -> Bool { isGiven(name) && !stdinOptions.contains(name) && !fileOptions.contains(name) }

    /// Whether the option was given on the command line (defaults do not count).
    public func isGiven(_ name: String) -> Bool { options[name] != nil }

    /// The last raw value given for `name`, or its default.
    public func raw(_ name: String) -> String? { options[name]?.last ?? defaults[name] ?? globalDefaults[name] }

    /// The value of a required option or one with a default.
    /// - Throws: a missing-required ``ParseError`` when it was neither given nor defaulted.
    @inlinable
    public func get<V: ArgumentValue>(_ option: Option<V>) throws(ParseError) -> V {
        guard let raw = options[option.declaration.name]?.last ?? option.declaration.defaultValue else {
            throw ParseError(.missingRequired([option.declaration]))
        }
        guard let value = V(argument: raw) else {
            throw ParseError(.invalidValue(option.declaration, raw, expected: option.declaration.kind.typeName))
        }
        return value
    }

    /// The value if given (or defaulted), else `nil`.
    @inlinable
    public func optional<V: ArgumentValue>(_ option: Option<V>) -> V? {
        (options[option.declaration.name]?.last ?? option.declaration.defaultValue).flatMap(V.init(argument:))
    }

    /// Every value given for a repeatable option, in order.
    @inlinable
    public func all<V: ArgumentValue>(_ option: Option<V>) -> [V] {
        (options[option.declaration.name] ?? []).compactMap(V.init(argument:))
    }

    /// A flag's state: the last of `--name` / `--no-name`, else off.
    @inlinable
    public func flag(_ option: Option<Bool>) -> Bool {
        options[option.declaration.name]?.last == "true"
    }

    /// The first value of a positional.
    public func positional(_ name: String) -> String? { positionals[name]?.first }

    /// Every value of a repeating positional.
    public func positionalValues(_ name: String) -> [String] { positionals[name] ?? [] }
}
