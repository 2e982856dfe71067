/// The values a command line gave, by option name, read back through typed ``Option`` handles.
///
/// Each value is checked and converted to its option's type once, when the parser reads it, and kept
/// with its text and where it came from (argv, `@file`, `-`, a variable, the default), so a problem found
/// later can still say so.
public struct ParsedValues: Sendable {
    /// One value of an option or positional.
    package struct Element: Sendable {
        /// The text as given, after `@path` or `-` was read; a flag holds "true" or "false".
        package var text: String
        /// The text converted to the option's type, or `nil` when its declaration has no
        /// ``OptionDeclaration/conversion`` (then it is converted when read).
        package var typed: (any Sendable)?
        package var origin: ValueOrigin
    }

    /// Values in the order given on the command line (argv, or `-` and `@path` written there).
    package private(set) var elements: [String: [Element]] = [:]
    /// Values of options argv did not give, read from their environment variables
    /// (``filled(fromEnvironment:for:)``): below argv, above defaults. Not "given": ``isGiven(_:)``,
    /// ``texts(_:)`` and ``elements`` are argv's alone, so a command that passes its options on passes
    /// only what was typed.
    package internal(set) var fromEnvironment: [String: Element] = [:]
    package private(set) var positionals: [String: [String]] = [:]
    /// Given options declared secret (``OptionDeclaration/isSecret``): their values are credentials.
    package internal(set) var secretOptions: Set<String> = []
    /// Default values of the options that could be given, by name: the command's own, then the globals'
    /// (one dictionary shared by every parse, never copied to add a command's few).
    var defaults: [String: Element] = [:]
    var globalDefaults: [String: Element] = [:]

    package init() {
        // A command line gives a few of each: growing from empty rehashed twice or three times.
        elements.reserveCapacity(8)
        positionals.reserveCapacity(4)
    }

    /// Stores a value that has passed its option's checks, converting it once.
    mutating func append(_ text: String, for option: OptionDeclaration, from origin: ValueOrigin) {
        elements[option.name, default: []].append(Self.element(text, for: option, from: origin))
        if option.isSecret { secretOptions.insert(option.name) }
    }

    mutating func appendPositional(_ value: String, for name: String) {
        positionals[name, default: []].append(value)
    }

    /// Makes `option`'s default (if any) the value it has when not given.
    mutating func setDefault(of option: OptionDeclaration) {
        defaults[option.name] = option.defaultValue.map { Self.element($0, for: option, from: .defaultValue) }
    }
    static func element(_ text: String, for option: OptionDeclaration, from origin: ValueOrigin) -> Element {
        Element(text: text, typed: option.conversion?.convert(text), origin: origin)
    }

    /// The texts given for `name`, in order.
    package func texts(_ name: String) -> [String] { elements[name]?.map(\.text) ?? [] }

    /// Where the value of `name` came from: the last one given, else its variable's, else its default;
    /// `nil` for none.
    package func origin(of name: String) -> ValueOrigin? { element(name)?.origin }

    /// Options whose value was read from standard input (`-`).
    package var stdinOptions: Set<String> { names { if case .standardInput = $0 { true } else { false } } }
    /// Options whose value was read from a file (`@path`).
    package var fileOptions: Set<String> { names { if case .file = $0 { true } else { false } } }

    private func names(where matches: (ValueOrigin) -> Bool) -> Set<String> {
        Set(elements.compactMap { name, given in given.contains { matches($0.origin) } ? name : nil })
    }

    /// Whether a value of the option was written in argv itself (not read from stdin or a file), where
    /// other users can see it.
    package func isLiteral(_ name: String) -> Bool { elements[name]?.contains { $0.origin.isLiteral } ?? false }

    /// Whether the option was given on the command line (its variable and its default do not count).
    public func isGiven(_ name: String) -> Bool { elements[name] != nil }

    /// The last raw value given for `name`, else its variable's, else its default.
    package func raw(_ name: String) -> String? { element(name)?.text }

    /// The last value given for `name`, else its variable's, else its default.
    func element(_ name: String) -> Element? { elements[name]?.last ?? fromEnvironment[name] ?? defaults[name] ?? globalDefaults[name] }

    /// The value of a required option or one with a default.
    /// - Throws: a missing-required ``ParseError`` when it was neither given nor defaulted, and an
    ///   invalid-value one (saying where the value came from) when it is not a `V`.
    public func get<V: ArgumentValue>(_ option: Option<V>) throws(ParseError) -> V {
        let declaration = option.declaration
        guard let element = elements[declaration.name]?.last ?? fromEnvironment[declaration.name] ?? defaultElement(declaration) else {
            throw ParseError(.missingRequired([declaration]))
        }
        guard let value = Self.value(element, as: V.self) else {
            throw ParseError(.invalidValue(declaration, element.text, expected: declaration.kind.typeName), origin: element.origin)
        }
        return value
    }

    /// The value if given (or defaulted), else `nil`.
    public func optional<V: ArgumentValue>(_ option: Option<V>) -> V? {
        let name = option.declaration.name
        return (elements[name]?.last ?? fromEnvironment[name] ?? defaultElement(option.declaration)).flatMap { Self.value($0, as: V.self) }
    }

    /// Every value given for a repeatable option, in order; else its variable's one.
    public func all<V: ArgumentValue>(_ option: Option<V>) -> [V] {
        let name = option.declaration.name
        return (elements[name] ?? fromEnvironment[name].map { [$0] } ?? []).compactMap { Self.value($0, as: V.self) }
    }

    /// A flag's state: the last of `--name` / `--no-name`, else its variable's, else off.
    public func flag(_ option: Option<Bool>) -> Bool {
        let name = option.declaration.name
        return (elements[name]?.last ?? fromEnvironment[name])?.text == "true"
    }

    /// The value converted when parsed, or converted now (a declaration without a conversion, or one of another type).
    static func value<V: ArgumentValue>(_ element: Element, as type: V.Type) -> V? {
        element.typed as? V ?? V(argument: element.text)
    }

    /// The handle's own default (an `Option` read from values parsed for another command still has one),
    /// converted once when the parse stored it.
    func defaultElement(_ declaration: OptionDeclaration) -> Element? {
        guard let text = declaration.defaultValue else { return nil }
        if let stored = defaults[declaration.name] ?? globalDefaults[declaration.name], stored.text == text { return stored }
        return Self.element(text, for: declaration, from: .defaultValue)
    }

    /// The first value of a positional.
    public func positional(_ name: String) -> String? { positionals[name]?.first }

    /// Every value of a repeating positional.
    public func positionalValues(_ name: String) -> [String] { positionals[name] ?? [] }
}
