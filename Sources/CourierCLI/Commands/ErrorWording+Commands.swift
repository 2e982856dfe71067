import CourierCore

/// The CLI's words for its commands' own errors: the one place ``CommandReason``, ``DiffReason``, ``MatchReason`` and ``ImportReason`` are worded.
extension ErrorWording {
    package static func message(for reason: CommandReason) -> String {
        switch reason {
        case .requestNeedsPath: "request needs a PATH or URL: METHOD PATH, PATH alone for GET, or -I PATH for HEAD"
        case .secretToTerminal: "standard output is a terminal, where the token would stay on screen: pipe it, or add --show"
        case .notForRouteClient(let option):
            "\(option) changes how a call is printed or paged; a route client hands back the reply itself (read its status, headers and data)"
        case .routeClientOptions(let sentence): "the route client's options: \(sentence)"
        case .mcpReadOnlyAndWrites: "mcp: --read-only and --allow-writes contradict each other (read-only is the default; give --allow-writes alone to offer tools that change state)"
        case .mcpToolsMatchNothing(let glob, let onlyWrites):
            onlyWrites
                ? "mcp: --tools '\(Redaction.printable(glob))' matches only tools that change state, which are offered with --allow-writes"
                : "mcp: --tools '\(Redaction.printable(glob))' matches no tool (a glob over tool names like orders_list, or a group like orders)"
        }
    }

    package static func message(for reason: DiffReason) -> String {
        switch reason {
        case .environments(let count): "diff compares two environments: give --env twice (\(count) given), e.g. diff --env dev --env prod orders list --uid 5"
        case .call(let why): "diff: \(why)"
        case .standardInput(let word):
            "diff sends its call to both environments but reads standard input once: \(quoted(word)) would read it a second time; put the value in a file (--token - is read once and used for both)"
        }
    }

    package static func message(for reason: MatchReason) -> String {
        switch reason {
        case .noRequest: "match needs a request: a curl line in one argument, - for one on stdin, METHOD URL [curl options], or --har FILE"
        case .unknownEnvironment(let name, let known): "match: no environment \(quoted(name)); known: \(known.joined(separator: ", "))"
        case .harWithRequest: "match reads one input: --har FILE, or a request in words, not both"
        case .standardInput(let why): "match: cannot read a curl line from standard input: \(why)"
        }
    }

    package static func message(for reason: ImportReason) -> String {
        switch reason {
        case .noHAR: "import needs a capture: --har FILE (a HAR 1.2 file, as a browser, Proxyman, Charles or mitmproxy exports it)"
        case .planExists(let path): "import: --plan \(quoted(path)) exists; give --overwrite to replace it, or another path"
        case .overwriteWithoutPlan: "import: --overwrite replaces the --plan FILE; without --plan the plan goes to stdout"
        }
    }
}
