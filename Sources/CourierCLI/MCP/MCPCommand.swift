import CourierMCP
import CourierClient
import CourierDescribe
import Arguments
import CourierCore
import CourierShared

/// `courier mcp [--allow-writes] [--tools GLOB]… [--exclude-tools GLOB]… [--max-result-bytes SIZE]`: the routes as Model Context Protocol tools over stdio, one tool per action
/// (``MCPTool``), each call sent as the same command line would send it (``MCPToolCalls``).
///
/// stdout carries only protocol messages, one JSON-RPC message a line; diagnostics go to stderr. Messages are
/// served in order, one at a time. A message over ``MessageLines/defaultLimit`` is answered with an invalid-request
/// error and skipped, and serving goes on; the end of stdin ends the server with exit 0 (an unfinished last
/// message is dropped, with a note on stderr).
enum MCPCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.mcp
    static let allowWrites: Option<Bool> = .flag("allow-writes", help: "Also offer the actions that change state (POST, PUT, PATCH, DELETE unless a route says otherwise); without it only reads are offered and calls to the rest are refused.")
    /// Read-only is the default since `--allow-writes` exists; kept so the configurations that gave it still start.
    static let readOnly: Option<Bool> = .flag("read-only", help: "Offer only the actions that do not change state: the default, kept for older configurations.")
    static let tools: Option<String> = .repeated("tools", help: "Offer only the tools this glob matches, by name (orders_list, 'orders_*') or group (orders); repeatable.", valueName: "glob")
    static let excludeTools: Option<String> = .repeated("exclude-tools", help: "Leave out the tools this glob matches, by name or group; repeatable.", valueName: "glob")
    static let maxResultBytes: Option<ByteSize> = .optional("max-result-bytes", default: ByteSize(bytes: ToolResult.defaultMaxBytes).text,
                                                            help: "The most bytes a tool result's text takes; a larger result is cut, with a note on how to narrow the call.", valueName: "size")

    /// The global options a server takes: where calls go, who they are, how they are sent and judged. Not the
    /// ones that print, save or page (the tool result is the call's document).
    static let globals: Set<GlobalOptionName> = CommandTree.helpOnly.union(
        [.env, .baseURL, .serviceURL, .token, .tokenFile, .sessionStore, .loginFile, .user, .passwordFile, .netrc, .netrcFile, .cookieJar, .header, .timeout, .connectTimeout, .retry, .noRetry, .follow, .cacert, .insecure, .proxy, .noProxy, .maxBody, .compressed, .noEnvelope, .noContract, .stub, .verbose])

    static var declaration: Command {
        Command(name: commandName, summary: "Serve the routes as Model Context Protocol tools over stdio.",
                discussion: "One tool per action (orders_list for orders list), its input schema from the action's options, its result the "
                    + "call's data ({\"data\": ...}; verbose: true for the whole document the same call prints, select: PATH for one value), "
                    + "secrets redacted. Only actions that read are offered unless --allow-writes. Global options apply to every call (--env, "
                    + "--base-url, credentials, timeouts). Newline-delimited JSON-RPC 2.0 on stdin and stdout; diagnostics on stderr; ends when "
                    + "stdin closes.",
                options: [allowWrites.declaration, readOnly.declaration, tools.declaration, excludeTools.declaration, maxResultBytes.declaration],
                examples: ["courier --env dev mcp", "courier --env dev --token-file ~/.dev-token mcp --allow-writes --tools 'orders_*'"])
            .using(globals)
    }

    /// Every action as a tool (before ``ToolSelection``), its output schema the model `openapi` documents for it; an
    /// action whose tool name another already took is told on stderr and left out.
    private static func allTools(_ context: CommandContext, settings: Settings, console: inout Console) -> [MCPTool] {
        var tools: [MCPTool] = []
        // The data is the route's model only when the envelope is read and the contract checked.
        let promisesModel = !settings.output.ignoresEnvelope && settings.output.checksContract
        for group in context.groups {
            for action in group.actions {
                let description = ActionDescription(group: group.name, action: action, api: settings.target.api,
                                                    environment: settings.target.environment, secretHeaders: settings.credentials.secretHeaders)
                var tool = MCPTool(group: group.name, action: action, description: description)
                if promisesModel, let shape = description.route?.contract.shape { tool.dataSchema = SchemaRegistry.standalone(shape) }
                tool.maxPages = settings.pages.maxPages
                if tools.contains(where: { $0.name == tool.name }) {
                    console.report(command: commandName, "\(group.name) \(action.command.name) is not offered: its tool name \(tool.name) is taken")
                    continue
                }
                tools.append(tool)
            }
        }
        return tools
    }

    /// What `initialize` tells the client: where calls go, that only reads are offered unless writes were allowed,
    /// and what a result holds.
    private static func instructions(_ context: CommandContext, settings: Settings, allowsWrites: Bool) -> String {
        "Each tool calls one route of \(context.api.name) in the \(settings.target.environment.name) environment. "
            + (allowsWrites ? "Tools that change state are offered (the server was started with --allow-writes). "
                : "Only tools that read are offered: tools that change state need the server started with --allow-writes. ")
            + "A result is the call's data ({\"data\": ...}); pass verbose: true for the status, headers and request, select: PATH for one value. "
            + "A paged list's result carries next (the argument for the next page); all: true fetches every page."
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let problems = CommandTree.serviceProblems(context.groups, api: context.api)
        guard problems.isEmpty else { throw .description(problems) }
        // Standard input carries the protocol: no option may read it too.
        if let reader = context.values.stdinOptions.sorted().first {
            throw .error(.usage(.standardInputTaken(word: "--\(reader) -", owner: .mcp)))
        }
        if let refused = GlobalOptions.standardInputPassword(in: context.values, owner: .mcp) { throw .error(refused) }
        let settings = try context.settings()
        let selection = ToolSelection(allowsWrites: context.values.flag(allowWrites), included: context.values.texts(tools),
                                      excluded: context.values.texts(excludeTools))
        if selection.allowsWrites, context.values.flag(readOnly) { throw .error(.command(.mcpReadOnlyAndWrites)) }
        var console = context.console(scrubbing: settings.secrets)
        let all = allTools(context, settings: settings, console: &console)
        if let (glob, onlyWrites) = selection.unmatched(in: all) { throw .error(.command(.mcpToolsMatchNothing(glob: glob, onlyWrites: onlyWrites))) }
        let offered = all.filter(selection.offers)
        let withheld = Set(all.filter { $0.changesState && !selection.allowsWrites }.map(\.name))
        let maxBytes = max(1, context.values.optional(maxResultBytes)?.bytes ?? ToolResult.defaultMaxBytes)
        let calls = MCPToolCalls(api: context.api, root: context.root, settings: settings, allowsWrites: selection.allowsWrites, maxResultBytes: maxBytes,
                                 console: console)
        var server = MCPServer(name: context.api.programName, version: CourierVersion.current, tools: offered, withheld: withheld, calls: calls,
                               instructions: instructions(context, settings: settings, allowsWrites: selection.allowsWrites))
        let replies = MCPReplies(console: console, calls: calls)
        var lines = MessageLines(fd: 0)
        defer { replies.waitForAll() }
        while true {
            let handling: MCPServer.Handling
            switch lines.next() {
            case .message(let line):
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                handling = server.handle(line)
            case .tooLong(let bytes):
                handling = .reply(MCPMessage.error(.invalidRequest("a message is at most \(MessageLines.defaultLimit) bytes; this one was \(bytes)"), id: .null))
            case .end(let partial):
                if partial > 0 { console.report(command: commandName, "stdin ended inside a message; \(partial) bytes dropped") }
                return
            case .interrupted:
                throw .error(.interrupted())
            case .failed(let reason):
                throw .error(.internal(.inputUnreadable(reason)))
            }
            switch handling {
            case .reply(let reply?): try replies.write(reply)
            case .reply(nil): continue
            case .cancel(let id): replies.cancel(id)
            case .call(let id, let work): try replies.start(id, work)
            }
            if replies.isClosed { return }
        }
    }
}
