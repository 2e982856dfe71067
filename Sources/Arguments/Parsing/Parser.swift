/// Walks argv through the command tree and returns typed values, or the first problem.
///
/// Global options are accepted anywhere; a subcommand's options only after its name. After its name a command's own
/// option shadows a global of the same spelling (`--all` of a router case `notifications(all:)`); the global is still
/// reached before the name (`courier --all github notifications --all`), or by its environment variable.
/// Nothing here performs the command: the result is the node reached (with its ``Command/target``),
/// its path and its values.
///
/// A parse is four steps, each its own type: ``Token`` classifies the words, ``HelpRequest`` spots a
/// request for help, ``ArgvWalk`` stores values (through ``ValueReader``) as it descends, and
/// ``CompletenessCheck`` judges the command it reached.
public struct Parser: Sendable {
    /// The command tree argv is walked through (the program's root).
    public var root: Command
    /// Options accepted at every level (`--env`, `--verbose`, `--help`…).
    public let globals: [OptionDeclaration]
    /// How `@file` and `-` values are read (the CLI's reader; tests answer in memory).
    public var source: ValueSource

    /// Made once from the globals: a smoke run parses a thousand lines with one parser.
    private let globalDefaults: [String: ParsedValues.Element]
    let lookup: OptionLookup
    private let completeness: CompletenessCheck

    /// A parser for `root`'s tree with `globals` accepted at every level.
    /// Each of `globals` is marked global (``OptionDeclaration/isGlobal``, by ``OptionLookup``), so its values are
    /// kept apart from a command's own option of the same name.
    public init(root: Command, globals: [OptionDeclaration], source: ValueSource) {
        self.root = root
        lookup = OptionLookup(globals: globals)
        let globals = lookup.globals
        self.globals = globals
        self.source = source
        var defaults: [String: ParsedValues.Element] = [:]
        for declaration in globals {
            defaults[declaration.name] = declaration.defaultValue.map { ParsedValues.element($0, for: declaration, from: .defaultValue) }
        }
        globalDefaults = defaults
        completeness = CompletenessCheck(globals: globals)
    }

    /// The outcome of a successful parse.
    public enum Result: Sendable {
        /// Run the command reached, with its values.
        case run(Invocation)
        /// Show help for the command at `path` (from `--help`, `-h` or `help …`); `all` (from `--help-all`)
        /// lists the global options too, which plain help shows only at the root.
        case help(path: [String], all: Bool)
    }

    /// A command line that parsed: the node it reached and what it was given.
    public struct Invocation: Sendable {
        /// The command reached; its ``Command/target`` is what the program runs.
        public let command: Command
        /// The subcommand names that led there (for usage lines and names shown to the user).
        public let path: [String]
        /// Every option's and positional's value, typed, with its origin.
        public let values: ParsedValues

        /// The program's own meaning of the command reached, if it gave it one.
        package var target: (any CommandTarget)? { command.target }
    }

    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - environment: the variables options may be read from (``OptionDeclaration/environmentVariable``),
    ///     as the program read them; the parser never reads the process's own. Empty: argv alone.
    /// - Throws: the first problem, with the path of the command reached when it was found.
    public func parse(_ arguments: [String], environment: [String: String] = [:]) throws(ParseError) -> Result {
        try parse(tokens: Token.tokenize(arguments), environment: environment)
    }

    /// ``parse(_:environment:)`` of argv already tokenized, for a program that read its first word before parsing
    /// (``subcommandWord(in:)``): argv is read once.
    package func parse(tokens: [Token], environment: [String: String] = [:]) throws(ParseError) -> Result {
        if let request = try HelpRequest.find(in: tokens, root: root, lookup: lookup) { return .help(path: request.path, all: request.all) }
        var walk = ArgvWalk(tokens: tokens, root: root, lookup: lookup, source: source, globalDefaults: globalDefaults)
        try walk.walk()
        var values = walk.values
        if !environment.isEmpty {
            do {
                values = try values.filled(fromEnvironment: environment, for: walk.node.options + globals)
            } catch {
                var located = error
                located.command = walk.path
                throw located
            }
        }
        if !completeness.isEnded(at: walk.node, values) {
            try completeness.check(walk.node, path: walk.path, values, positionalIndex: walk.positionalIndex)
        }
        return .run(Invocation(command: walk.node, path: walk.path, values: values))
    }
}
