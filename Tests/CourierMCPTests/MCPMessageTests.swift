import Testing
import CourierCore
@testable import CourierMCP

/// `courier mcp`'s reading of one stdio line and its answer, by tables, without a process or a server.
struct MCPMessageTests {
    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, "request 1 ping"),
        (#"{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{"cursor":"x"}}"#, "request \"a\" tools/list"),
        (#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, "notification notifications/initialized"),
        (#"{"jsonrpc":"2.0","id":3,"result":{}}"#, "response"),
        (#"{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"x"}}"#, "response"),
        (#"{"jsonrpc":"2.0","id":1,"method":"#, "invalid null -32700"),
        ("", "invalid null -32700"),
        ("\u{FF}\u{FE}", "invalid null -32700"),
        (#"[]"#, "invalid null -32600"),
        (#""ping""#, "invalid null -32600"),
        (#"{"id":1,"method":"ping"}"#, "invalid 1 -32600"),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, "invalid null -32600"),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, "invalid null -32600"),
        (#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, "invalid null -32600"),
        (#"{"jsonrpc":"2.0","id":2}"#, "invalid 2 -32600"),
        (#"{"jsonrpc":"2.0","id":2,"method":["ping"]}"#, "invalid 2 -32600"),
        (#"{"jsonrpc":"2.0","id":2,"method":"ping","params":[1]}"#, "invalid 2 -32602"),
    ])
    func aLineIsReadAsItsKindOfMessage(line: String, expected: String) {
        let printed: String
        switch MCPMessage.read(Array(line.utf8)) {
        case .request(let id, let method, _): printed = "request \(JSONPrinter(layout: .compact).string(id)) \(method)"
        case .notification(let method, _): printed = "notification \(method)"
        case .response: printed = "response"
        case .invalid(let id, let error): printed = "invalid \(JSONPrinter(layout: .compact).string(id)) \(error.code)"
        }
        #expect(printed == expected)
    }

    @Test(arguments: [
        ("orders", "list", "orders_list"),
        ("user-admin", "reset", "user-admin_reset"),
        ("files", "upload.v2", "files_upload_v2"),
        ("grüße", "send", "gr__e_send"),
        (String(repeating: "g", count: 70), "x", String(repeating: "g", count: 64)),
    ])
    func toolNamesKeepToTheCharactersEveryClientAccepts(group: String, action: String, expected: String) {
        #expect(MCPTool.toolName(group, action) == expected)
    }
}
