/// Help text for any node of the command tree, wrapped to a width.
package struct HelpFormatter: Sendable {
    package var root: Command
    package var globals: [OptionDeclaration]
    package var width: Int

    /// Width of the option column before descriptions start.
    static let column = 28

    package init(root: Command, globals: [OptionDeclaration], width: Int = 80) {
        self.root = root
        self.globals = globals
        self.width = width
    }

    /// - Parameter listingGlobals: list every global option (`--help-all`); without it they are listed at the
    ///   root only, and a subcommand's help says how to see them (restish v2 does the same).
    package func help(for path: [String], listingGlobals: Bool = false) -> String {
        let usage = UsageFormatter(root: root)
        guard let node = root.descendant(path) else { return usage.usageLine([]) }
        var sections: [String] = []
        // A command without a summary (a router's case without a doc comment) has no OVERVIEW line, as
        // swift-argument-parser leaves out an empty abstract; its discussion, if any, stands alone.
        let overview = [node.summary.isEmpty ? "" : "OVERVIEW: " + node.summary, node.discussion ?? ""].filter { !$0.isEmpty }
        if !overview.isEmpty { sections.append(TextWrapping.wrap(overview.joined(separator: "\n\n"), width: width)) }
        sections.append(TextWrapping.wrap("USAGE: " + usage.usageLine(path), width: width, indent: 7))
        for detail in node.details {
            let body = detail.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + TextWrapping.wrap(String($0), width: width, indent: 4, firstLineUsed: 2) }
                .joined(separator: "\n")
            sections.append(detail.title + ":\n" + body)
        }
        if !node.positionals.isEmpty {
            sections.append("ARGUMENTS:\n" + node.positionals.map { row("<\($0.name)>", describe($0)) }.joined(separator: "\n"))
        }
        if !node.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + node.subcommands.map { row($0.name, $0.summary) }.joined(separator: "\n"))
        }
        let visible = node.options.filter { !$0.isHidden }
        if !visible.isEmpty {
            sections.append("OPTIONS:\n" + visible.map { row(synopsis($0), describe($0)) }.joined(separator: "\n"))
        }
        let usedGlobals = globals.filter { option in !option.isHidden && node.usedGlobals.map { $0.contains(option.name) } ?? true }
        let visibleGlobals = node.reachableGlobals(usedGlobals)
        if !visibleGlobals.isEmpty, listingGlobals || path.isEmpty {
            sections.append("GLOBAL OPTIONS:\n" + visibleGlobals.map { row(synopsis($0), describe($0)) }.joined(separator: "\n"))
        } else if !visibleGlobals.isEmpty {
            // "…" only when some are left out: the count is then more than the line names.
            let names = visibleGlobals.prefix(4).map { "--" + $0.name }.joined(separator: ", ") + (visibleGlobals.count > 4 ? ", …" : "")
            sections.append(TextWrapping.wrap("GLOBAL OPTIONS: \(visibleGlobals.count) more (\(names)); see '\(usage.commandName(path)) --help-all'.", width: width))
        }
        // A global this command's own option shadows is still the global before the command's name: say so once.
        let shadowed = node.shadowedGlobals(usedGlobals)
        if !shadowed.isEmpty, !path.isEmpty {
            let names = shadowed.map { "--" + $0.name }.joined(separator: ", ")
            let example = "\(root.name) \(shadowed[0].synopsis) \(path.joined(separator: " "))"
            sections.append(TextWrapping.wrap("SHADOWED GLOBAL OPTIONS: \(names) after '\(path.last!)' \(shadowed.count == 1 ? "is" : "are") this command's own; "
                + "the global is given before the command's name ('\(example) …').", width: width))
        }
        if !node.examples.isEmpty {
            sections.append("EXAMPLES:\n" + node.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        if !node.subcommands.isEmpty {
            sections.append("See '\(usage.commandName(path + ["<subcommand>"])) --help' for more about a subcommand.")
        }
        return sections.joined(separator: "\n\n")
    }

    private func synopsis(_ option: OptionDeclaration) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += option.synopsis
        return text
    }

    private func describe(_ option: OptionDeclaration) -> String {
        var notes: [String] = []
        if !option.isFlag, option.kind != .string { notes.append(option.kind.typeName) }
        if option.isRequired { notes.append("required") }
        if let value = option.defaultValue { notes.append("default: \(value)") }
        if option.isRepeatable { notes.append("repeatable") }
        if let range = option.range { notes.append("\(range.lowerBound.shortText)…\(range.upperBound.shortText)") }
        if option.acceptsFile { notes.append("@file reads a file") }
        if option.acceptsStdin { notes.append("- reads stdin") }
        return notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
    }

    private func describe(_ positional: Positional) -> String {
        var notes = [positional.kind.typeName]
        if !positional.isRequired { notes.append("optional") }
        return "\(positional.help) (\(notes.joined(separator: "; ")))"
    }

    /// `  --uid <uid>              The user's id.` with the description wrapped under its column.
    private func row(_ left: String, _ right: String) -> String {
        let lead = "  " + left
        if lead.count + 2 > Self.column {
            return lead + "\n" + String(repeating: " ", count: Self.column)
                + TextWrapping.wrap(right, width: width, indent: Self.column, firstLineUsed: Self.column)
        }
        return lead + String(repeating: " ", count: Self.column - lead.count)
            + TextWrapping.wrap(right, width: width, indent: Self.column, firstLineUsed: Self.column)
    }
}
