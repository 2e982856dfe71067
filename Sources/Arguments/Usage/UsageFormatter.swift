/// Usage lines and the short forms other messages reuse.
package struct UsageFormatter: Sendable {
    package var root: Command

    package init(root: Command) { self.root = root }

    /// `courier orders list`, the command as typed.
    package func commandName(_ path: [String]) -> String { ([root.name] + path).joined(separator: " ") }

    /// `courier orders list --uid <uid> [--limit <limit>] [<global options>]`.
    package func usageLine(_ path: [String]) -> String {
        guard let node = root.descendant(path) else { return commandName(path) }
        var parts = [commandName(path)]
        if !node.subcommands.isEmpty {
            parts.append(node.runsWithoutSubcommand ? "[<subcommand>]" : "<subcommand>")
        } else {
            for option in node.options where !option.isHidden {
                var text = option.synopsis
                if option.isRepeatable { text += " ..." }
                parts.append(option.isRequired ? text : "[\(text)]")
            }
            for positional in node.positionals {
                var text = "<\(positional.name)>"
                if positional.isRepeating { text += " ..." }
                parts.append(positional.isRequired ? text : "[\(text)]")
            }
        }
        if node.usedGlobals?.isEmpty != true { parts.append("[<global options>]") }
        return parts.joined(separator: " ")
    }

    /// `See 'courier orders list --help'.`
    package func helpHint(_ path: [String]) -> String { "See '\(commandName(path)) --help'." }
}
