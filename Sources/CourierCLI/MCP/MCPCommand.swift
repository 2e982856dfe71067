import CourierMCP
import CourierClient
import Arguments
import CourierCore
import CourierShared

/// `courier mcp [--read-only]`: the routes as Model Context Protocol tools over stdio, one tool per action
/// (``MCPTool``), each call sent as the same command line would send it (``MCPToolCalls``).
///
/// stdout carries only protocol messages, one JSON-RPC message a line; diagnostics go to stderr. Messages are
/// served in order, one at a time. A message over ``MessageLines/defaultLimit`` is answered with an invalid-request
/// error and skipped, and serving goes on; the end of stdin ends the server with exit 0 (an unfinished last
/// message is dropped, with a note on stderr).
enum MCPCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.mcp
    static let readOnly: Option<Bool> = .flag("read-only", help: "Offer only the actions that do not change state (GET, HEAD, OPTIONS unless a route says otherwise); refuse calls to the rest.")

    /// The global options a server takes: where calls go, who they are, how they are sent and judged. Not the
    /// ones that print, save or page (the tool result is the call's document).
    static let globals: Set<GlobalOptionName> = CommandTree.helpOnly.union(
        [.env, .baseURL, .serviceURL, .token, .tokenFile, .sessionStore, .loginFile, .user, .passwordFile, .netrc, .netrcFile, .cookieJar, .header, .timeout, .connectTimeout, .retry, .noRetry, .follow, .cacert, .insecure, .proxy, .noProxy, .maxBody, .compressed, .noEnvelope, .noContract, .stub, .verbose])

    static var declaration: Command {
        Command(name: commandName, summary: "Serve the routes as Model Context Protocol tools over stdio.",
                discussion: "One tool per action (orders_list for orders list), its input schema from the action's options, its result the "
                    + "JSON document the same call prints, secrets redacted. Global options apply to every call (--env, --base-url, credentials, "
                    + "timeouts). Newline-delimited JSON-RPC 2.0 on stdin and stdout; diagnostics on stderr; ends when stdin closes.",
                options: [readOnly.declaration],
                examples: ["courier --env dev mcp --read-only", "courier --env dev --token-file ~/.dev-token mcp"])
            .using(globals)
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let problems = CommandTree.serviceProblems(context.groups, api: context.api)
        guard problems.isEmpty else { throw .description(problems) }
        // Standard input carries the protocol: no option may read it too.
        if let reader = context.values.stdinOptions.sorted().first {
            throw .error(.usage(.standardInputTaken(word: "--\(reader) -", owner: .mcp)))
        }
        if context.values.optional(GlobalOptions.passwordFile) == "-" {
            throw .error(.usage(.standardInputTaken(word: "--password-file -", owner: .mcp)))
        }
        let settings = try context.settings()
        let isReadOnly = context.values.flag(readOnly)
        var tools: [MCPTool] = []
        var console = context.console(scrubbing: settings.secrets)
        for group in context.groups {
            for action in group.actions {
                let description = ActionDescription(group: group.name, action: action, api: settings.target.api,
                                                    environment: settings.target.environment, secretHeaders: settings.credentials.secretHeaders)
                let tool = MCPTool(group: group.name, action: action, description: description)
                if isReadOnly, tool.changesState { continue }
                if tools.contains(where: { $0.name == tool.name }) {
                    console.report(command: commandName, "\(group.name) \(action.command.name) is not offered: its tool name \(tool.name) is taken")
                    continue
                }
                tools.append(tool)
            }
        }
        let calls = MCPToolCalls(api: context.api, root: context.root, settings: settings, readOnly: isReadOnly, console: console)
        var server = MCPServer(name: context.api.programName, version: CourierVersion.current, tools: tools, calls: calls,
                               instructions: "Each tool calls one route of \(context.api.name) in the \(settings.target.environment.name) environment"
                                   + (isReadOnly ? " (read-only: only routes that read are offered)" : "")
                                   + " and returns the JSON document '\(context.api.programName)' prints for that call.")
        var lines = MessageLines(fd: 0)
        while true {
            let reply: JSON?
            switch lines.next() {
            case .message(let line):
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                reply = server.reply(to: line)
            case .tooLong(let bytes):
                reply = MCPMessage.error(.invalidRequest("a message is at most \(MessageLines.defaultLimit) bytes; this one was \(bytes)"), id: .null)
            case .end(let partial):
                if partial > 0 { console.report(command: commandName, "stdin ended inside a message; \(partial) bytes dropped") }
                return
            case .interrupted:
                throw .error(.interrupted())
            case .failed(let reason):
                throw .error(.internal(.inputUnreadable(reason)))
            }
            guard let reply else { continue }
            console.secrets = calls.secrets
            do {
                try console.output(Array(JSONPrinter(layout: .compact).string(reply).utf8))
            } catch {
                // The client went away (or stdout failed): nothing more can be answered.
                if case .failed(let reason) = error { throw .error(.internal(.outputUnwritable(reason))) }
                return
            }
        }
    }
}
