import CourierPlatform

/// Which tools `courier mcp` offers (`--allow-writes`, `--tools`, `--exclude-tools`), decided once before
/// `tools/list`: a tool left out is neither listed nor callable.
///
/// Safe by default: a tool whose route changes state is offered only with ``allowsWrites``, so an agent given the
/// server cannot create, cancel or delete anything unless the person who started it said so. Globs (shell
/// patterns, `fnmatch`) match a tool's name (`orders_list`) or its group (`orders`); with any `--tools`, only what
/// one of them matches is offered, and `--exclude-tools` removes what it matches after that.
package struct ToolSelection: Equatable {
    package var allowsWrites = false
    package var included: [String] = []
    package var excluded: [String] = []

    package init(allowsWrites: Bool = false, included: [String] = [], excluded: [String] = []) {
        (self.allowsWrites, self.included, self.excluded) = (allowsWrites, included, excluded)
    }

    /// Whether a glob matches the tool by name or by group.
    package static func matches(_ glob: String, _ tool: MCPTool) -> Bool {
        Platform.matches(glob: glob, tool.name) || Platform.matches(glob: glob, tool.group)
    }

    /// Whether `tool` is offered.
    package func offers(_ tool: MCPTool) -> Bool {
        if tool.changesState, !allowsWrites { return false }
        if !included.isEmpty, !included.contains(where: { Self.matches($0, tool) }) { return false }
        return !excluded.contains(where: { Self.matches($0, tool) })
    }

    /// A `--tools` glob that selects nothing among `tools` (all of them, before selection), with why: a mistyped
    /// pattern should not leave an agent with no tools and no word why.
    /// - Returns: the glob and whether it matched only tools that change state (then `--allow-writes` is the fix).
    package func unmatched(in tools: [MCPTool]) -> (glob: String, onlyWrites: Bool)? {
        for glob in included {
            let matched = tools.filter { Self.matches(glob, $0) }
            if matched.isEmpty { return (glob, false) }
            if !allowsWrites, matched.allSatisfy(\.changesState) { return (glob, true) }
        }
        return nil
    }
}
