import Arguments

/// A page of the user manual (docs/*.md), compiled in by the CourierManual build plugin so an installed binary
/// has it: `PROGRAM help TOPIC` prints it (issue 46). `ManualPage.all` is generated; it is static data, read only
/// when help is asked for, never at start.
package struct ManualPage: Sendable {
    /// The page's file name in lower case, a hyphen where a word began (`CompatRouters.md` → `compat-routers`).
    package var topic: String
    /// The page's first heading.
    package var title: String
    /// The Markdown as written, less the doc test's `<!-- not run -->` lines.
    package var text: String

    /// The page `word` names: its topic, or its file's name (`smoke.md`), which reaches it even where a command
    /// takes the topic's name (`help smoke` is the `smoke` command's help: commands come first).
    package static func named(_ word: String) -> ManualPage? {
        let lowered = word.lowercased()
        return all.first { $0.topic == word || $0.topic.replacingHyphens + ".md" == lowered || $0.topic + ".md" == lowered }
    }

    /// The word that reaches this page under `root`: its topic, or `topic.md` where a command has that name.
    package func word(under root: Command) -> String {
        root.subcommand(named: topic) == nil ? topic : topic + ".md"
    }

    /// The page as `program` prints it: where the text names the program at work (`courier smoke`,
    /// `courier: config: …`), a team's CLI says its own name; `courier init`, which only Courier's own tool has, stays.
    package func text(naming program: String) -> String {
        guard program != "courier" else { return text }
        var out = "", rest = Substring(text)
        while let range = rest.firstRange(of: "courier") {
            out += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let namesProgram = (out.last?.isProgramBoundary ?? true) && (after.hasPrefix(" ") || after.hasPrefix(":"))
                && !after.hasPrefix(" init")
            out += namesProgram ? program : "courier"
            rest = after
        }
        return out + rest
    }

    /// WORD, when the whole line is `help WORD`: the one form that may name a topic.
    package static func helpWord(in tokens: [Token]) -> String? {
        guard tokens.count == 2, tokens[0].kind == .value("help"), case .value(let word) = tokens[1].kind else { return nil }
        return word
    }

    /// A mistyped `help WORD`'s error with its suggestion chosen among the root's commands and the topics' words
    /// (`help smok` → `smoke`, `help compat-router` → `compat-routers`); any other error as it was.
    package static func suggesting(_ error: ParseError, tokens: [Token], root: Command) -> ParseError {
        guard let word = helpWord(in: tokens), error.command.isEmpty, case .unknownSubcommand = error.kind else { return error }
        let candidates = root.subcommands.map(\.name) + all.map { $0.word(under: root) }
        return ParseError(.unknownSubcommand(word, suggestion: Suggestions.closest(to: word, in: candidates)), command: [])
    }

    /// The topics' list that ends the root's help (`help`, `--help`).
    package static func listing(program: String, root: Command) -> String {
        let width = all.map { $0.word(under: root).count }.max() ?? 0
        let rows = all.map { page in
            let word = page.word(under: root)
            let title = ManualPage(topic: page.topic, title: "", text: page.title).text(naming: program)
            return "  " + word + String(repeating: " ", count: width - word.count + 2) + title
        }
        return "MANUAL (\(program) help TOPIC):\n" + rows.joined(separator: "\n")
    }
}

private extension String {
    /// `compat-routers` → `compatrouters`, as a file name `CompatRouters.md` reads in lower case.
    var replacingHyphens: String { filter { $0 != "-" } }
}

private extension Character {
    /// Before `courier` where it is the program's name: a line's start, a space (`$ courier`), a backtick, `(`, `'`, `"`.
    var isProgramBoundary: Bool { self == " " || self == "\n" || self == "`" || self == "(" || self == "'" || self == "\"" }
}
