import CourierMCP
import CourierClient
import Arguments
import CourierCore

/// A tool call as this program's call: the tool's words are parsed against the command tree (values taken as
/// written, ``ValueSource/literal``), the action builds its route, and ``Call`` sends it with the settings
/// `courier mcp` resolved once from its own command line (environment, base URL, credentials, timeouts), so a
/// tool call takes exactly the path `courier orders list --uid 5` takes, and its result is that call's document.
final class MCPToolCalls: MCPToolCalling {
    let api: APIDescription
    let parser: Parser
    /// The settings `courier mcp` resolved from its own command line, which every tool call is made with, in the box calls share (a call holds a reference, not a copy).
    private let shared: SharedSettings
    let readOnly: Bool
    /// Where a call's warnings (a cookie for another domain) and a session or cookie jar that could not be stored
    /// are told, as a CLI call tells them: stderr, never the protocol's stdout.
    let console: Console
    /// Secrets learned so far (the settings', a session a call renewed, secret options a call gave): every
    /// message on stdout and line on stderr is scrubbed of them.
    private(set) var secrets: [String]
    /// ``secrets`` as a set: a secret learned again (the same login, call after call) is not listed again.
    private var known: Set<String>

    init(api: APIDescription, root: Command, settings: Settings, readOnly: Bool, console: Console) {
        self.api = api
        parser = Parser(root: root, globals: GlobalOptions.all, source: .literal)
        shared = SharedSettings(settings)
        self.readOnly = readOnly
        self.console = console
        secrets = settings.secrets
        known = Set(settings.secrets)
    }

    func call(_ tool: MCPTool, arguments: [JSON.Member], structured: Bool) throws(JSONRPCError) -> JSON {
        if readOnly, tool.changesState { throw .invalidParams("\(tool.name) changes state, and this server is --read-only") }
        let words = try tool.words(for: arguments)
        let (route, values) = try build(tool, words)
        learn(values.secretOptions.flatMap { values.texts($0) })
        // The route as built from these values decides too (its method may depend on them).
        if readOnly, !route.isReadOnly {
            throw .invalidParams("\(tool.name) sends \(route.method.rawValue), which changes state, and this server is --read-only")
        }
        let name = "\(tool.group) \(tool.action.command.name)"
        let call: Call
        do throws(CourierError) {
            call = try Call.prepare(route, named: name, values: values, api: api, settings: shared)
        } catch {
            return failure(error)
        }
        let result = call.perform()
        learn(result.sessionSecrets)
        var diagnostics = console
        diagnostics.secrets = secrets
        for warning in result.warnings { diagnostics.warning(warning) }
        if let problem = result.storeError { diagnostics.report(problem) }
        // Refused before sending (a bad path value, header): no document, the error's line.
        guard result.wasSent else { return failure(result.error ?? .internal(.noTransfers)) }
        let document = result.document.json()
        let text = Redaction.scrub(JSONPrinter().string(document), secrets: secrets)
        var members: [JSON.Member] = [.init("content", [["type": "text", "text": .string(text)]])]
        // The document again as JSON, from the scrubbed text, so no secret can travel in one but not the other.
        if structured, let scrubbed = try? JSONParser.parse(text), case .object = scrubbed.expanded {
            members.append(.init("structuredContent", scrubbed))
        }
        members.append(.init("isError", .bool(result.error != nil)))
        return .object(members)
    }

    private func learn(_ new: [String]) {
        for secret in new where known.insert(secret).inserted { secrets.append(secret) }
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
