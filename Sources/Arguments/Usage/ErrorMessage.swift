import CourierShared

/// The words of every ``ParseError``, written in one place (swift-argument-parser's ErrorMessageGenerator).
///
/// Three lines: `Error: …`, `Usage: …`, `See '… --help'.`
package struct ErrorMessage: Sendable {
    package var usage: UsageFormatter
    /// How an option is named: as typed on a command line (`--params-json`), or as the argument an MCP tool call
    /// gives (`params-json`), so a message names what its reader wrote.
    package var naming: Naming

    package enum Naming: Sendable {
        /// `--name`.
        case commandLine
        /// `name`, a tool call's argument.
        case toolArguments
    }

    package init(root: Command, naming: Naming = .commandLine) {
        usage = UsageFormatter(root: root)
        self.naming = naming
    }

    /// `--name`, or `name` for a tool call's arguments.
    private func named(_ option: OptionDeclaration) -> String {
        switch naming {
        case .commandLine: "--\(option.name)"
        case .toolArguments: option.name
        }
    }

    /// The full three-line message for stderr, without a trailing newline.
    package func render(_ error: ParseError, command: [String]? = nil) -> String {
        let path = command ?? error.command
        let note = error.note.map { " " + $0 } ?? ""
        return ["Error: " + sentence(error.kind, path: path, origin: error.origin) + note, "Usage: " + usage.usageLine(path), usage.helpHint(path)]
            .joined(separator: "\n")
    }

    /// The first line's text, without `Error: `.
    /// - Parameter origin: where the value the error is about came from; named after it (`got 'x' (argument 3)`).
    package func sentence(_ error: ParseError.Kind, path: [String], origin: ValueOrigin? = nil) -> String {
        // A value from an environment variable is the variable's fault: the sentence starts with its name.
        let variable = origin?.environmentVariable
        let shownOrigin = variable == nil ? origin : nil
        let from = shownOrigin.flatMap(Self.words).map { " (\($0))" } ?? ""
        let secretFrom = shownOrigin.flatMap(Self.words).map { " (\($0); not shown: it is secret)" } ?? " (not shown: it is secret)"
        func subject(_ option: OptionDeclaration) -> String { variable.map { "\($0) (for --\(option.name))" } ?? named(option) }
        switch error {
        case .unknownOption(let name, let suggestion):
            return "Unknown option '\(shown(name))'." + didYouMean(suggestion)
        case .shadowedGlobal(let spelling, let global):
            let command = path.last.map { "'\($0)'" } ?? "this command"
            return "'\(shown(spelling))' is the global --\(global.name), which \(command) shadows with an option of its own; give it before \(command)."
        case .unknownSubcommand(let name, let suggestion):
            return "Unknown subcommand '\(shown(name))' for '\(usage.commandName(path))'." + didYouMean(suggestion)
        case .missingSubcommand:
            let names = root.descendant(path)?.subcommands.map(\.name).joined(separator: ", ") ?? ""
            return "'\(usage.commandName(path))' needs a subcommand: \(names)."
        case .missingValue(let option):
            return "Missing value for '\(option.synopsis)'. A value that starts with '-' is attached: --\(option.name)=-value."
        case .missingRequired(let options):
            let names = options.map { "'\($0.synopsis)'" }.joined(separator: ", ")
            return options.count == 1 ? "Missing expected argument \(names)." : "Missing expected arguments \(names)."
        case .missingPositional(let positional):
            return "Missing expected argument '<\(positional.name)>'."
        case .invalidValue(let option, let value, let expected):
            return "\(subject(option)) expects \(article(expected)), got " + (option.isSecret ? "another value\(secretFrom)." : "'\(shown(value))'\(from).")
        case .invalidPositional(let positional, let value, let expected):
            return "<\(positional.name)> expects \(article(expected)), got '\(shown(value))'\(from)."
        case .outOfRange(let option, let value, let range):
            return "\(subject(option)) expects a value from \(range.lowerBound.shortText) to \(range.upperBound.shortText), got "
                + (option.isSecret ? "another value\(secretFrom)." : "'\(shown(value))'\(from).")
        case .repeated(let option):
            return "\(named(option)) was given more than once; it takes one value."
        case .repeatedKey(let option, let key):
            return "\(named(option)) gives the key '\(shown(key))' more than once; give each key once (entries with distinct keys are merged)."
        case .unexpectedArgument(let value, let suggestion):
            return "Unexpected argument '\(shown(value))'." + didYouMean(suggestion.map { shown($0) })
        case .flagWithValue(let option, let value):
            return "\(named(option)) is a flag and takes no value, got '\(shown(value))'."
        case .unreadableValue(let option, let source, let reason):
            return "Cannot read \(named(option)) from '\(shown(source))': \(reason)."
        case .unusedOption(let option):
            return "\(named(option)) does nothing for '\(usage.commandName(path))'; leave it out."
        case .invalid(let message):
            return shown(message, limit: 400)
        }
    }

    private var root: Command { usage.root }

    /// Where a value came from, as an error names it: `argument 3` (counting from 1 after the program's
    /// name, as a shell user counts), `standard input, argument 3`, `file 'body.json', argument 3`.
    /// `environment variable COURIER_ENV`, `courier.json:4, environments.staging.baseURL`.
    /// `nil` for a stand-in value, which nobody wrote.
    package static func words(_ origin: ValueOrigin) -> String? {
        switch origin {
        case .argument(let index): "argument \(index + 1)"
        case .standardInput(let index): "standard input, argument \(index + 1)"
        case .file(let path, let index): "file '\(escaped(path, limit: 80))', argument \(index + 1)"
        case .environment(let name): "environment variable \(escaped(name, limit: 80))"
        case .configFile(let path, let line, let key): "\(escaped(path, limit: 80)):\(line), \(escaped(key, limit: 80))"
        case .defaultValue: "the default"
        case .placeholder: nil
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }

    /// "an integer", "a number", but "one of a, b" as is.
    private func article(_ expected: String) -> String {
        expected.hasPrefix("one of") || expected.hasPrefix("a ") || expected.hasPrefix("an ") ? expected : "a " + expected
    }

    /// User input echoed back: control characters made visible (``PrintableText``), very long values cut.
    private func shown(_ value: String, limit: Int = 80) -> String { Self.escaped(value, limit: limit) }

    private static func escaped(_ value: String, limit: Int) -> String {
        let scalars = value.unicodeScalars
        guard scalars.count > limit else { return PrintableText.escaped(value) }
        var cut = ""
        cut.unicodeScalars.append(contentsOf: scalars.prefix(limit))
        return PrintableText.escaped(cut) + "…"
    }
}
