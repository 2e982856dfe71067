import CourierMCP
import CourierClient
import Arguments
import CourierCore
import Synchronization

/// A tool call as this program's call: the tool's words are parsed against the command tree (values taken as
/// written, ``ValueSource/literal``), the action builds its route, and ``Call`` sends it with the settings
/// `courier mcp` resolved once from its own command line (environment, base URL, credentials, timeouts), so a
/// tool call takes exactly the path `courier orders list --uid 5` takes, and its result is that call's document.
final class MCPToolCalls: MCPToolCalling {
    let api: APIDescription
    let parser: Parser
    /// The settings `courier mcp` resolved from its own command line, which every tool call is made with, in the box calls share (a call holds a reference, not a copy).
    private let shared: SharedSettings
    /// Whether tools that change state are offered (`--allow-writes`); without it a call whose route, as built from
    /// its arguments, changes state is refused too.
    let allowsWrites: Bool
    /// The most bytes a result's text takes (`--max-result-bytes`): past it, the result is cut (``ToolResult``).
    let maxResultBytes: Int
    /// Where a call's warnings (a cookie for another domain) and a session or cookie jar that could not be stored
    /// are told, as a CLI call tells them: stderr, never the protocol's stdout.
    let console: Console
    /// Secrets learned so far (the settings', a session a call renewed, secret options a call gave): every
    /// message on stdout and line on stderr is scrubbed of them. Calls run on threads of their own, so they learn under a lock.
    var secrets: [String] { learned.withLock { $0.secrets } }
    /// ``secrets``, and the same as a set: a secret learned again (the same login, call after call) is not listed again.
    private let learned: Mutex<(secrets: [String], known: Set<String>)>

    init(api: APIDescription, root: Command, settings: Settings, allowsWrites: Bool, maxResultBytes: Int, console: Console) {
        self.api = api
        parser = Parser(root: root, globals: GlobalOptions.all, source: .literal)
        shared = SharedSettings(settings)
        self.allowsWrites = allowsWrites
        self.maxResultBytes = maxResultBytes
        self.console = console
        learned = Mutex((settings.secrets, Set(settings.secrets)))
    }

    func call(_ tool: MCPTool, arguments: [JSON.Member], structured: Bool) throws(JSONRPCError) -> JSON {
        if !allowsWrites, tool.changesState { throw .writesWithheld(tool.name) }
        let (words, asked) = try tool.request(for: arguments)
        var options = asked
        let (route, values) = try build(tool, words)
        learn(values.secretOptions.flatMap { values.texts($0) })
        // The route as built from these values decides too (its method may depend on them).
        if !allowsWrites, !route.isReadOnly {
            throw .invalidParams("\(tool.name) sends \(route.method.rawValue), which changes state; this server offers that only with --allow-writes")
        }
        let paging = route.paging
        if options.all, paging == nil { throw .invalidParams("\(tool.name) does not page: it takes no all") }
        let name = "\(tool.group) \(tool.action.command.name)"
        var call: Call
        do throws(CourierError) {
            call = try Call.prepare(route, named: name, values: values, api: api, settings: shared)
        } catch {
            return failure(error)
        }
        call.startPage = options.page
        var result: Call.Result
        var more: String?
        if options.all, let paging {
            let collected = PagedCall(call: call, paging: paging).collect()
            result = collected.result
            if let stop = collected.stop { more = "stopped at \(stop.option) \(stop.limit): more items follow" }
        } else {
            result = call.perform()
        }
        learn(result.sessionSecrets)
        var diagnostics = console
        diagnostics.secrets = secrets
        for warning in result.warnings { diagnostics.warning(warning) }
        if let problem = result.storeError { diagnostics.report(problem) }
        // Refused before sending (a bad path value, header): no document, the error's line.
        guard result.wasSent else { return failure(result.error ?? .internal(.noTransfers)) }
        // `verbose: true` asks for the whole document; so does the server's own --verbose, for every call.
        if options.verbose { result.options.verbose = true } else if result.options.verbose { options.verbose = true }
        let next = options.all ? nil : paging.flatMap { PageRun.following(result, paging: $0) }.flatMap(tool.nextArgument)
        let value: JSON
        switch ToolResult.value(of: result.document.json(), dataKey: result.options.dataKey, isError: result.error != nil, options: options, next: next) {
        case .success(var shaped):
            if let more, case .object(let members) = shaped { shaped = .object(members + [.init("more", .string(more))]) }
            value = shaped
        case .failure(let reason):
            return ["content": [["type": "text", "text": .string(Redaction.scrub(ErrorWording.message(for: reason.asArgument), secrets: secrets))]], "isError": true]
        }
        let cut = ToolResult.cut(value, toFit: maxResultBytes, pageArgument: tool.pageArgumentName)
        let text = Redaction.scrub(JSONPrinter(layout: .compact).string(cut?.value ?? value), secrets: secrets)
        var content: [JSON] = [["type": "text", "text": .string(text)]]
        if let note = cut?.note { content.append(["type": "text", "text": .string(note)]) }
        var members: [JSON.Member] = [.init("content", .array(content))]
        // The result again as JSON, from the scrubbed text, so no secret can travel in one but not the other.
        if structured, let scrubbed = try? JSONParser.parse(text), case .object = scrubbed.expanded {
            members.append(.init("structuredContent", scrubbed))
        }
        members.append(.init("isError", .bool(result.error != nil)))
        return .object(members)
    }

    func learn(_ new: [String]) {
        guard !new.isEmpty else { return }
        learned.withLock { state in
            for secret in new where state.known.insert(secret).inserted { state.secrets.append(secret) }
        }
    }

    /// The route the words make, as the parser and the action make it for a command line; their refusals are
    /// invalid params, in the parser's (or the route's own) words.
    private func build(_ tool: MCPTool, _ words: [String]) throws(JSONRPCError) -> (any Route, ParsedValues) {
        let parsed: Parser.Result
        do throws(ParseError) {
            parsed = try parser.parse(words)
        } catch {
            throw refusal(error)
        }
        guard case .run(let invocation) = parsed, let action = invocation.target as? Action<any Route> else {
            throw .internalError("\(tool.name) is not a route action")
        }
        do throws(ParseError) {
            return (try action.make(invocation.values), invocation.values)
        } catch {
            throw refusal(error)
        }
    }

    private func refusal(_ error: ParseError) -> JSONRPCError {
        let inner = error.underlying as? CourierError
        return .invalidParams(inner?.message ?? ErrorMessage(root: parser.root, naming: .toolArguments).sentence(error.kind, path: error.command))
    }

    /// A call that failed before a document existed: a tool result with `isError` and the error's one line.
    private func failure(_ error: CourierError) -> JSON {
        ["content": [["type": "text", "text": .string(Redaction.scrub(ErrorWording.line(for: error), secrets: secrets))]], "isError": true]
    }
}
