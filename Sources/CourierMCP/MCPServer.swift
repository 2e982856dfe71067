import CourierClient
import CourierCore

/// Calls a tool: the seam between the protocol (``MCPServer``, no I/O) and the request pipeline (``MCPToolCalls``).
package protocol MCPToolCalling {
    /// The tool's result (`content`, `isError`, and the document as `structuredContent`), or a protocol error
    /// for arguments that do not make a call.
    func call(_ tool: MCPTool, arguments: [JSON.Member], structured: Bool) throws(JSONRPCError) -> JSON
    /// Scrubs these from every reply from now on (a call's secret arguments, learned as the call is read).
    func learn(_ secrets: [String])
}

/// `courier mcp`'s side of the protocol: what each message gets in return, decided without I/O.
///
/// Messages are read one at a time, in the order they arrive, and answered at once, except a tool call: ``handle(_:)``
/// hands it back as work the caller runs on a thread of its own, so a slow call does not hold up `ping` or another
/// call, and `notifications/cancelled` can stop it. Notifications are never answered.
package struct MCPServer {
    /// The revisions this server speaks, newest first. 2025-11-25 is not among them: it turns bad arguments into
    /// tool results, where this server answers them with JSON-RPC errors (as 2025-06-18 says).
    package static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]
    /// `structuredContent` exists from this revision on.
    package static let structuredSince = "2025-06-18"

    package let name: String
    package let version: String
    package let tools: [MCPTool]
    /// Tools left out because they change state and the server was started without `--allow-writes`: a call to one
    /// is refused with the option that offers it, not as an unknown tool.
    package let withheld: Set<String>
    package let calls: any MCPToolCalling
    /// What `initialize` tells the client about the tools.
    package let instructions: String
    /// The revision agreed in `initialize`; `nil` before it.
    package private(set) var negotiated: String?

    package init(name: String, version: String, tools: [MCPTool], withheld: Set<String> = [], calls: any MCPToolCalling, instructions: String) {
        self.name = name
        self.version = version
        self.tools = tools
        self.withheld = withheld
        self.calls = calls
        self.instructions = instructions
    }

    /// What one line asks of the server.
    package enum Handling {
        /// Answered now (`nil`: not at all).
        case reply(JSON?)
        /// A tool call: `work` makes its reply (a result or a JSON-RPC error under `id`), however long the call takes.
        case call(id: JSON, work: () -> JSON)
        /// `notifications/cancelled`: the client no longer wants the answer to the request with this id.
        case cancel(requestID: JSON)
    }

    /// What one line asks: a reply now, a tool call to run, or a cancellation.
    package mutating func handle(_ line: [UInt8]) -> Handling {
        switch MCPMessage.read(line) {
        case .notification("notifications/cancelled", let params):
            guard let id = JSON.object(params)["requestId"]?.expanded else { return .reply(nil) }
            return .cancel(requestID: id)
        case .request(let id, "tools/call", let params):
            do throws(JSONRPCError) {
                let (tool, arguments) = try resolve(JSON.object(params))
                calls.learn(tool.secrets(in: arguments))
            } catch {
                return .reply(MCPMessage.error(error, id: id))
            }
            let structured = (negotiated ?? Self.protocolVersions[0]) >= Self.structuredSince
            let server = self
            return .call(id: id) {
                do throws(JSONRPCError) {
                    return MCPMessage.result(try server.call(JSON.object(params), structured: structured), id: id)
                } catch {
                    return MCPMessage.error(error, id: id)
                }
            }
        default:
            return .reply(reply(to: line))
        }
    }

    /// The reply to one line, if it gets one; a tool call is made before it returns.
    package mutating func reply(to line: [UInt8]) -> JSON? {
        switch MCPMessage.read(line) {
        case .notification, .response: return nil
        case .invalid(let id, let error): return MCPMessage.error(error, id: id)
        case .request(let id, let method, let params):
            do throws(JSONRPCError) {
                return MCPMessage.result(try answer(method, params: JSON.object(params)), id: id)
            } catch {
                return MCPMessage.error(error, id: id)
            }
        }
    }

    private mutating func answer(_ method: String, params: JSON) throws(JSONRPCError) -> JSON {
        switch method {
        case "initialize": return try initialize(params)
        case "ping": return [:]
        case "tools/list": return ["tools": .array(tools.map(\.listing))]
        case "tools/call": return try call(params, structured: (negotiated ?? Self.protocolVersions[0]) >= Self.structuredSince)
        default: throw .methodNotFound(method)
        }
    }

    /// Version negotiation (MCP lifecycle): the client's revision when this server speaks it, else the newest it does.
    private mutating func initialize(_ params: JSON) throws(JSONRPCError) -> JSON {
        guard negotiated == nil else { throw .invalidRequest("already initialized") }
        guard case .string(let asked)? = params["protocolVersion"]?.expanded else {
            throw .invalidParams("initialize needs a protocolVersion string")
        }
        let version = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
        negotiated = version
        return ["protocolVersion": .string(version), "capabilities": ["tools": ["listChanged": false]],
                "serverInfo": ["name": .string(name), "version": .string(self.version)], "instructions": .string(instructions)]
    }

    private func call(_ params: JSON, structured: Bool) throws(JSONRPCError) -> JSON {
        let (tool, arguments) = try resolve(params)
        return try calls.call(tool, arguments: arguments, structured: structured)
    }

    /// The tool a call names and its arguments, checked against the tool's schema: what is refused before a call
    /// starts, so a refusal is answered in the order the calls came.
    private func resolve(_ params: JSON) throws(JSONRPCError) -> (MCPTool, [JSON.Member]) {
        guard case .string(let name)? = params["name"]?.expanded else { throw .invalidParams("tools/call needs a tool name string") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            if withheld.contains(name) { throw .writesWithheld(name) }
            throw .invalidParams("Unknown tool: \(Redaction.printable(name))")
        }
        let arguments: [JSON.Member]
        switch params["arguments"]?.expanded {
        case nil, .null?: arguments = []
        case .object(let members)?: arguments = members
        case let other?: throw .invalidParams("arguments are an object, not \(other.kindPhrase)")
        }
        _ = try tool.request(for: arguments)
        return (tool, arguments)
    }
}
