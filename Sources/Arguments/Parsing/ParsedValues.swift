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

    /// The values of one scope of options: the command's own, or the globals.
    package struct Scope: Sendable {
        /// The names of the values given, in the order given on the command line (argv, or `-` and `@path` written
        /// there), and the values beside them (``givenElements``). A line gives a few: searched in place, where a
        /// dictionary of arrays would be made, filled and freed for every parse (every smoke line).
        package fileprivate(set) var givenNames: [String] = []
        /// The values given, each at its name's place in ``givenNames``.
        package fileprivate(set) var givenElements: [Element] = []
        /// Values of options argv did not give, read from their environment variables
        /// (``ParsedValues/filled(fromEnvironment:for:)``): below argv, above defaults. Not "given".
        package internal(set) var fromEnvironment: [String: Element] = [:]
        /// Given options declared secret (``OptionDeclaration/isSecret``): their values are credentials.
        package fileprivate(set) var secretNames: Set<String> = []

        /// The values given by name, each name's in order (made when asked: only a scope's rarer readers ask).
        package var elements: [String: [Element]] {
            var byName: [String: [Element]] = [:]
            for index in givenNames.indices { byName[givenNames[index], default: []].append(givenElements[index]) }
            return byName
        }

        /// Whether a value was given for `name`.
        package func has(_ name: String) -> Bool { givenNames.contains(name) }

        /// The values given for `name`, in order; nil for none.
        package func given(_ name: String) -> [Element]? {
            var found: [Element] = []
            for index in givenNames.indices where givenNames[index] == name { found.append(givenElements[index]) }
            return found.isEmpty ? nil : found
        }

        /// Calls `body` with each value given for `name`, in order, read in place.
        func forEach<E: Error>(_ name: String, _ body: (borrowing Element) throws(E) -> Void) throws(E) {
            for index in givenNames.indices where givenNames[index] == name { try body(givenElements[index]) }
        }

        /// The last value given for `name` on the command line (its variable's does not count).
        package func lastGiven(_ name: String) -> Element? {
            for index in givenNames.indices.reversed() where givenNames[index] == name { return givenElements[index] }
            return nil
        }

        /// The last value given for `name`, else its variable's.
        func last(_ name: String) -> Element? { lastGiven(name) ?? fromEnvironment[name] }

        /// Keeps a value given for `name`, after those given before it.
        fileprivate mutating func append(_ element: consuming Element, for name: String) {
            // Room for a line's few at the first (grown one by one, the second and the third reallocated them).
            if givenNames.isEmpty {
                givenNames.reserveCapacity(4)
                givenElements.reserveCapacity(4)
            }
            givenNames.append(name)
            givenElements.append(element)
        }
    }

    /// Values of the options the command reached declares itself (a route's `--all`, `courier smoke`'s `--jobs`).
    package private(set) var command = Scope()
    /// Values of the global options. Kept apart from ``command``: an action's own option shadows a global of the
    /// same name after the action's name, and a global given before it (or by its variable) is still the global's.
    package private(set) var global = Scope()
    /// The command's own options, as the walk reaches each command (a later command's declaration wins for a name
    /// two share): a name read without a handle (``isGiven(_:)-(String)``) is the command's own option when one of
    /// these declares it, else the global. Kept as the tree's own array (shared, not copied), and searched in place
    /// when read: a set of names and a dictionary of defaults would be made for every parse (every smoke line).
    private(set) var ownOptions: [OptionDeclaration] = []
    /// Positionals' values in the order given, each under its positional's name. A line gives a few: searched in
    /// place (a dictionary of arrays would be made for every parse, every smoke line).
    private var givenPositionals: [(name: String, value: String)] = []
    /// Default values of the globals, by name (one dictionary made by the parser, shared by every parse).
    var globalDefaults: [String: Element] = [:]

    /// Values by name as the command sees them: its own options, then the globals it does not shadow.
    package var elements: [String: [Element]] { global.elements.merging(command.elements) { $1 } }
    /// Variables' values by name as the command sees them: its own options, then the globals it does not shadow.
    package var fromEnvironment: [String: Element] { global.fromEnvironment.merging(command.fromEnvironment) { $1 } }

    /// The scope `declaration`'s values are kept in: a global's (``OptionDeclaration/isGlobal``) in ``global``;
    /// another option in ``command`` when the command declares one of that name, else in ``global`` (a handle made
    /// without the mark, as a test's globals are).
    func scope(of declaration: OptionDeclaration) -> Scope {
        declaration.isGlobal || !isOwn(declaration.name) ? global : command
    }

    /// The scope a name read without a handle means: the command's own option of that name, else the global.
    func scope(named name: String) -> Scope { isOwn(name) ? command : global }

    /// Whether the command (or a group the walk passed) declares an option called `name`.
    /// (Compared in place: a command has a few options, and a copy of each declaration retains a dozen fields.)
    func isOwn(_ name: String) -> Bool {
        for index in ownOptions.indices where ownOptions[index].name == name { return true }
        return false
    }

    /// The default of the command's own option `name`, from the last declaration of that name, converted now.
    func ownDefault(_ name: String) -> Element? {
        for index in ownOptions.indices.reversed() where ownOptions[index].name == name {
            guard let text = ownOptions[index].defaultValue else { return nil }
            return Self.element(text, for: ownOptions[index], from: .defaultValue)
        }
        return nil
    }

    package init() {}

    /// Stores a value that has passed its option's checks, converting it once, in its option's scope: a global's
    /// among the globals, any other option's as the command's own.
    mutating func append(_ text: String, for option: OptionDeclaration, from origin: ValueOrigin) {
        let element = Self.element(text, for: option, from: origin)
        if option.isGlobal {
            // Moved in (`consume`): a copy of the element retained its text, value and origin.
            global.append(consume element, for: option.name)
            if option.isSecret { global.secretNames.insert(option.name) }
        } else {
            // An option the walk did not reach through a command is still the command's own (without a default).
            if !isOwn(option.name) {
                var own = option
                own.defaultValue = nil
                ownOptions.append(own)
            }
            command.append(consume element, for: option.name)
            if option.isSecret { command.secretNames.insert(option.name) }
        }
    }

    /// Stores a value read from `option`'s environment variable in its scope (see ``append(_:for:from:)``).
    mutating func setFromEnvironment(_ text: String, for option: OptionDeclaration, from origin: ValueOrigin) {
        let element = Self.element(text, for: option, from: origin)
        if option.isGlobal || !isOwn(option.name) {
            global.fromEnvironment[option.name] = element
            if option.isSecret { global.secretNames.insert(option.name) }
        } else {
            command.fromEnvironment[option.name] = element
            if option.isSecret { command.secretNames.insert(option.name) }
        }
    }

    mutating func appendPositional(_ value: String, for name: String) {
        // Room for a line's few at the first (grown from one, the second reallocated it).
        if givenPositionals.isEmpty { givenPositionals.reserveCapacity(4) }
        givenPositionals.append((name, value))
    }

    /// Makes `options` (a command the walk reached) the command's own, each default (if any) the value it has when
    /// not given. The first command with options is kept as its array, without copying it.
    mutating func addOwnOptions(_ options: [OptionDeclaration]) {
        if ownOptions.isEmpty { ownOptions = options } else { ownOptions += options }
    }

    /// Makes `option` one of the command's own and its default (if any) the value it has when not given.
    mutating func setDefault(of option: OptionDeclaration) {
        ownOptions.append(option)
    }
    static func element(_ text: String, for option: OptionDeclaration, from origin: ValueOrigin) -> Element {
        Element(text: text, typed: option.conversion?.convert(text), origin: origin)
    }

    /// The names of given secret options, in both scopes (their values are credentials).
    package var secretOptions: Set<String> { command.secretNames.union(global.secretNames) }

    /// The texts given for `name` (the command's own option of that name, else the global), in order.
    package func texts(_ name: String) -> [String] { scope(named: name).given(name)?.map(\.text) ?? [] }
    /// The texts given for `option`, in order.
    package func texts(_ option: OptionDeclaration) -> [String] { scope(of: option).given(option.name)?.map(\.text) ?? [] }
    package func texts<V>(_ option: Option<V>) -> [String] { texts(option.declaration) }

    /// Where the value of `name` came from: the last one given, else its variable's, else its default;
    /// `nil` for none.
    package func origin(of name: String) -> ValueOrigin? { element(name)?.origin }
    /// Where the value of `option` came from (see ``origin(of:)-(String)``).
    package func origin(of option: OptionDeclaration) -> ValueOrigin? { (scope(of: option).last(option.name) ?? defaultElement(option))?.origin }
    package func origin<V>(of option: Option<V>) -> ValueOrigin? { origin(of: option.declaration) }

    /// Options whose value was read from standard input (`-`).
    package var stdinOptions: Set<String> { names { if case .standardInput = $0 { true } else { false } } }
    /// Options whose value was read from a file (`@path`).
    package var fileOptions: Set<String> { names { if case .file = $0 { true } else { false } } }

    private func names(where matches: (ValueOrigin) -> Bool) -> Set<String> {
        var names = Set<String>()
        for scope in [command, global] {
            for index in scope.givenNames.indices where matches(scope.givenElements[index].origin) { names.insert(scope.givenNames[index]) }
        }
        return names
    }

    /// Whether a value of the option was written in argv itself (not read from stdin or a file), where
    /// other users can see it.
    package func isLiteral(_ name: String) -> Bool { scope(named: name).given(name)?.contains { $0.origin.isLiteral } ?? false }
    /// Whether a value of `option` was written in argv itself.
    package func isLiteral(_ option: OptionDeclaration) -> Bool { scope(of: option).given(option.name)?.contains { $0.origin.isLiteral } ?? false }
    package func isLiteral<V>(_ option: Option<V>) -> Bool { isLiteral(option.declaration) }

    /// Whether the option was given on the command line (its variable and its default do not count): the
    /// command's own option of that name, else the global.
    public func isGiven(_ name: String) -> Bool { scope(named: name).has(name) }
    /// Whether `option` was given on the command line, in its own scope (a global shadowed by the command's own
    /// option of its name counts only where it is the global's: before the command's name).
    package func isGiven(_ option: OptionDeclaration) -> Bool { scope(of: option).has(option.name) }
    package func isGiven<V>(_ option: Option<V>) -> Bool { isGiven(option.declaration) }

    /// The last raw value given for `name`, else its variable's, else its default.
    package func raw(_ name: String) -> String? { element(name)?.text }

    /// The last value given for `name`, else its variable's, else its default.
    func element(_ name: String) -> Element? {
        isOwn(name) ? command.last(name) ?? ownDefault(name) : global.last(name) ?? globalDefaults[name]
    }

    /// The value of a required option or one with a default.
    /// - Throws: a missing-required ``ParseError`` when it was neither given nor defaulted, and an
    ///   invalid-value one (saying where the value came from) when it is not a `V`.
    @_specialize(where V == String)
    public func get<V: ArgumentValue>(_ option: Option<V>) throws(ParseError) -> V {
        let declaration = option.declaration
        guard let element = scope(of: declaration).last(declaration.name) ?? defaultElement(declaration) else {
            throw ParseError(.missingRequired([declaration]))
        }
        guard let value = Self.value(element, as: V.self) else {
            throw ParseError(.invalidValue(declaration, element.text, expected: declaration.kind.typeName), origin: element.origin)
        }
        return value
    }

    /// Options asked about together (``noValue(for:)``): their names, and whether any has a default, read once from
    /// the declarations (read from each declaration at every ask, each was copied whole).
    package struct Names: Sendable {
        let names: [String]
        let anyHasDefault: Bool

        package init(_ options: [OptionDeclaration]) {
            names = options.map(\.name)
            anyHasDefault = options.contains { $0.defaultValue != nil }
        }

        func contains(_ name: String) -> Bool { names.contains(name) }
    }

    /// Whether none of `options` has a value to read: none given or read from a variable (in either scope, so a
    /// name the other scope holds counts too), and none has a default. It looks at the few values a line gave, not up
    /// each name: a caller with several optional parts (a body's) asks this once before reading each of them.
    package func noValue(for options: Names) -> Bool {
        guard !options.anyHasDefault else { return false }
        for name in command.givenNames where options.contains(name) { return false }
        for name in global.givenNames where options.contains(name) { return false }
        for name in command.fromEnvironment.keys where options.contains(name) { return false }
        for name in global.fromEnvironment.keys where options.contains(name) { return false }
        return true
    }

    /// The value if given (or defaulted), else `nil`.
    ///
    /// These readers are called across modules, so without a specialization each call of one made the generic
    /// metadata of `V?` and `[V]` and cast through `any`. Most options are strings.
    @_specialize(where V == String)
    public func optional<V: ArgumentValue>(_ option: Option<V>) -> V? {
        let declaration = option.declaration
        return (scope(of: declaration).last(declaration.name) ?? defaultElement(declaration)).flatMap { Self.value($0, as: V.self) }
    }

    /// Every value given for a repeatable option, in order; else its variable's one.
    @_specialize(where V == String)
    public func all<V: ArgumentValue>(_ option: Option<V>) -> [V] {
        let scope = scope(of: option.declaration), name = option.declaration.name
        // A loop, not `compactMap`: this function is not specialized, and the generic `compactMap`'s first call
        // scans the program's conformances at every start, for no values at all.
        var values: [V] = []
        for element in scope.given(name) ?? scope.fromEnvironment[name].map({ [$0] }) ?? [] {
            if let value = Self.value(element, as: V.self) { values.append(value) }
        }
        return values
    }

    /// The string if given (or defaulted), else `nil`: ``optional(_:)-(Option<V>)`` for the commonest kind, without
    /// the generic's metadata and cast (a string option's value is its text). Package: the public API keeps the one generic.
    package func optional(_ option: Option<String>) -> String? {
        let declaration = option.declaration
        return (scope(of: declaration).last(declaration.name) ?? defaultElement(declaration))?.text
    }

    /// Every string given for a repeatable option, in order; else its variable's one: ``all(_:)-(Option<V>)`` for
    /// the commonest kind, without the generic's metadata and casts. Package, as ``optional(_:)-(Option<String>)``.
    package func all(_ option: Option<String>) -> [String] {
        var texts: [String] = []
        forEachText(option) { texts.append($0) }
        return texts
    }

    /// Calls `body` with each string ``all(_:)-(Option<String>)`` would list, in order, read in place (a caller that
    /// makes something of each value makes no list of them first, nor copies a scope).
    package func forEachText<E: Error>(_ option: Option<String>, _ body: (String) throws(E) -> Void) throws(E) {
        let declaration = option.declaration
        let own = !declaration.isGlobal && isOwn(declaration.name)
        let scope = own ? command : global
        if scope.has(declaration.name) {
            try scope.forEach(declaration.name) { (element) throws(E) in try body(element.text) }
        } else if let element = scope.fromEnvironment[declaration.name] {
            try body(element.text)
        }
    }

    /// A flag's state: the last of `--name` / `--no-name`, else its variable's, else off.
    public func flag(_ option: Option<Bool>) -> Bool {
        scope(of: option.declaration).last(option.declaration.name)?.text == "true"
    }

    /// The value converted when parsed, or converted now (a declaration without a conversion, or one of another type).
    static func value<V: ArgumentValue>(_ element: Element, as type: V.Type) -> V? {
        element.typed as? V ?? V(argument: element.text)
    }

    /// The handle's own default (an `Option` read from values parsed for another command still has one),
    /// converted once when the parse stored it.
    func defaultElement(_ declaration: OptionDeclaration) -> Element? {
        guard let text = declaration.defaultValue else { return nil }
        let own = !declaration.isGlobal && isOwn(declaration.name)
        if let stored = own ? ownDefault(declaration.name) : globalDefaults[declaration.name], stored.text == text { return stored }
        return Self.element(text, for: declaration, from: .defaultValue)
    }

    /// The first value of a positional.
    public func positional(_ name: String) -> String? { givenPositionals.first { $0.name == name }?.value }

    /// Every value of a repeating positional.
    public func positionalValues(_ name: String) -> [String] { givenPositionals.filter { $0.name == name }.map(\.value) }

    /// The names of the positionals given, each once, in the order first given.
    package var positionalNames: [String] {
        var names: [String] = []
        for given in givenPositionals where !names.contains(given.name) { names.append(given.name) }
        return names
    }
}
