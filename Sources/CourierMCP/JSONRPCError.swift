import CourierClient
import CourierCore

/// A JSON-RPC 2.0 error object (its section 5.1), with the codes `courier mcp` answers and their words in one place.
///
/// Protocol errors only: a tool call that reached the API and failed is a tool result with `isError` (MCP's
/// "tool execution error"), never one of these.
package struct JSONRPCError: Error, Equatable {
    package var code: Int
    package var message: String

    /// The line is not JSON.
    package static func parse(_ detail: String) -> Self { Self(code: -32700, message: "Parse error: \(detail)") }
    /// JSON, but not a request or notification this server takes (a batch, no `jsonrpc: "2.0"`, an id of the wrong type…).
    package static func invalidRequest(_ detail: String) -> Self { Self(code: -32600, message: "Invalid Request: \(detail)") }
    package static func methodNotFound(_ method: String) -> Self {
        Self(code: -32601, message: "Method not found: \(Redaction.printable(method)) (this server offers initialize, ping, tools/list and tools/call)")
    }
    /// Missing or wrongly typed params: an unknown tool, an unknown argument, a value of the wrong type or out of range.
    package static func invalidParams(_ detail: String) -> Self { Self(code: -32602, message: "Invalid params: \(detail)") }
    /// A tool (or a call) that changes state, on a server started without `--allow-writes`.
    package static func writesWithheld(_ tool: String) -> Self {
        invalidParams("\(Redaction.printable(tool)) changes state; this server offers such tools only when started with --allow-writes")
    }
    /// The server could not do what a valid request asked (the result could not be written).
    package static func internalError(_ detail: String) -> Self { Self(code: -32603, message: "Internal error: \(detail)") }

    /// The error object of a response.
    package var json: JSON { ["code": .int(code), "message": .string(message)] }
}
