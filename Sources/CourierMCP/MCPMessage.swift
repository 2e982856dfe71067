import CourierClient
import CourierCore

/// One line of MCP's stdio transport (newline-delimited JSON-RPC 2.0), read and classified without I/O.
///
/// MCP's ids are strings or integers, never null; params are an object. Batches (JSON arrays) are not part of
/// MCP since 2025-06-18, and are refused as one invalid request.
package enum MCPMessage: Equatable {
    /// A request: answered with a result or an error, under its own id.
    case request(id: JSON, method: String, params: [JSON.Member])
    /// A notification (no id): never answered; its params object (empty when it has none or they are not an object).
    case notification(method: String, params: [JSON.Member])
    /// A response to a request (this server sends none): ignored.
    case response
    /// Not a message this server takes: answered with the error, under the id when one could be read, else null.
    case invalid(id: JSON, JSONRPCError)

    package static func read(_ line: [UInt8]) -> MCPMessage {
        let value: JSON
        do throws(JSONParseError) {
            value = try JSONParser.parse(line).expanded
        } catch {
            return .invalid(id: .null, .parse("\(error)"))
        }
        guard case .object(let members) = value else {
            if value.isArray { return .invalid(id: .null, .invalidRequest("batches are not supported; send one message a line")) }
            return .invalid(id: .null, .invalidRequest("a message is a JSON object, not \(value.kindPhrase)"))
        }
        let object = JSON.object(members)
        let id = object["id"]?.expanded
        if let id, !isValidID(id) {
            return .invalid(id: .null, .invalidRequest("an id is a string or an integer, not \(id.kindPhrase)"))
        }
        guard object["jsonrpc"]?.expanded == .string("2.0") else {
            return .invalid(id: id ?? .null, .invalidRequest("\"jsonrpc\" must be \"2.0\""))
        }
        guard let method = object["method"]?.expanded else {
            if id != nil, object["result"] != nil || object["error"] != nil { return .response }
            return .invalid(id: id ?? .null, .invalidRequest("no \"method\""))
        }
        guard case .string(let name) = method else {
            return .invalid(id: id ?? .null, .invalidRequest("\"method\" is a string, not \(method.kindPhrase)"))
        }
        guard let id else {
            guard case .object(let params)? = object["params"]?.expanded else { return .notification(method: name, params: []) }
            return .notification(method: name, params: params)
        }
        switch object["params"]?.expanded {
        case nil, .null?: return .request(id: id, method: name, params: [])
        case .object(let params)?: return .request(id: id, method: name, params: params)
        case let other?: return .invalid(id: id, .invalidParams("params are an object, not \(other.kindPhrase)"))
        }
    }

    /// A string, or a number with no fraction or exponent.
    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .string: true
        case .number(let literal): Int(literal) != nil
        default: false
        }
    }
}

extension MCPMessage {
    /// `{"jsonrpc": "2.0", "id": …, "result": …}`
    package static func result(_ result: JSON, id: JSON) -> JSON { ["jsonrpc": "2.0", "id": id, "result": result] }
    /// `{"jsonrpc": "2.0", "id": …, "error": {"code": …, "message": …}}`
    package static func error(_ error: JSONRPCError, id: JSON) -> JSON { ["jsonrpc": "2.0", "id": id, "error": error.json] }
}
