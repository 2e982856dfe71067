import Foundation
import Testing
import TestSupport

/// `courier mcp` against demo_api.py: driven by the official MCP Python SDK (PyPI `mcp`, `make test-tools`) as a
/// client would, and by raw bytes on its stdin for every kind of bad input. Every stdout line must be a JSON-RPC
/// message; a token given on the command line must never appear in any output.
struct MCPTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "demo_api.py") }

    var base: String { server.baseURL + "/v1" }
    static let canary = "tok-mcp-canary-93"

    // MARK: The SDK as the client

    /// Runs Tests/Tools/mcp_client.py: the SDK spawns `courier ARGS`, lists the tools and makes `calls`.
    func sdk(_ arguments: [String], calls: [[String: Any]]) throws -> (report: [String: Any], stderr: String) {
        let script = Paths.root.appendingPathComponent("Tests/Tools/mcp_client.py").path
        let args = String(decoding: try JSONSerialization.data(withJSONObject: arguments), as: UTF8.self)
        let callsText = String(decoding: try JSONSerialization.data(withJSONObject: calls), as: UTF8.self)
        let run = try TestTools.runPython("import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
                                          [script, Paths.courier, args, callsText])
        #expect(run.status == 0, "\(run.stderr.suffix(3000))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout.prefix(500)) \(run.stderr.suffix(2000))")
        #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary))
        return (report, run.stderr)
    }

    func toolNames(_ report: [String: Any]) -> Set<String> {
        Set((report["tools"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    }

    @Test(.enabled(if: TestTools.pythonOrCI)) func sdkClientListsTheToolsAndCallsOrdersListWithUid5() throws {
        let (report, _) = try sdk(["--base-url", base, "--token", Self.canary, "--verbose", "mcp", "--allow-writes"],
                                  calls: [["name": "orders_list", "arguments": ["uid": 5]], ["name": "users_profile", "arguments": [:]]])
        let initialize = try #require(report["initialize"] as? [String: Any])
        #expect(initialize["protocolVersion"] as? String == "2025-06-18")
        #expect(((initialize["capabilities"] as? [String: Any])?["tools"]) != nil)
        let names = toolNames(report)
        #expect(names.isSuperset(of: ["orders_list", "orders_detail", "orders_create", "orders_cancel"]), "\(names.sorted())")
        let list = try #require((report["tools"] as? [[String: Any]])?.first { $0["name"] as? String == "orders_list" })
        #expect((list["description"] as? String)?.hasPrefix("List a user's orders.") == true)
        let schema = try #require(list["inputSchema"] as? [String: Any])
        let uid = try #require((schema["properties"] as? [String: Any])?["uid"] as? [String: Any])
        #expect(uid["type"] as? String == "integer" && uid["minimum"] as? Int == 1)
        #expect(schema["required"] as? [String] == ["uid"])
        #expect((list["annotations"] as? [String: Any])?["readOnlyHint"] as? Bool == true)

        let calls = try #require(report["calls"] as? [[String: Any]])
        let result = try #require(calls.first?["result"] as? [String: Any], "\(calls)")
        #expect(result["isError"] as? Bool == false)
        let structured = try #require(result["structuredContent"] as? [String: Any])
        #expect(structured.at("status") as? Int == 200)
        #expect(structured.at("envelope.data.0.no") as? String == "A1001")
        #expect((structured.at("envelope.data") as? [Any])?.count == 3)
        // The server's --verbose gives every result the whole document a CLI call prints, compact, the same JSON as structuredContent.
        let text = try #require(((result["content"] as? [[String: Any]])?.first)?["text"] as? String)
        #expect(text.hasPrefix(#"{"route":"orders list","request":{"#), "--verbose applies: \(text.prefix(200))")
        #expect(text.contains(#""total":12345678901234567890"#), "number literals as received")
        // The token goes to a route that needs it, and shows only redacted (the demo does not know it: a tool error).
        let profile = try #require(calls.last?["result"] as? [String: Any], "\(calls)")
        #expect(profile["isError"] as? Bool == true)
        let sent = try #require((profile["structuredContent"] as? [String: Any])?.at("request.headers.Authorization") as? String)
        #expect(sent.hasPrefix("Bearer ") && !sent.contains(Self.canary))
        #expect((profile["structuredContent"] as? [String: Any])?.at("error.category") as? String == "http.unauthorized")
    }

    @Test(.enabled(if: TestTools.pythonOrCI)) func readOnlyHidesOrdersCreateAndCancelAndRefusesThem() throws {
        let (report, _) = try sdk(["--base-url", base, "--token", Self.canary, "mcp", "--read-only"],
                                  calls: [["name": "orders_create", "arguments": ["uid": 5, "sku": "SKU-1", "qty": 1]],
                                          ["name": "orders_cancel", "arguments": ["no": "A1001"]],
                                          ["name": "orders_list", "arguments": ["uid": 7]]])
        let names = toolNames(report)
        #expect(!names.contains("orders_create") && !names.contains("orders_cancel"))
        #expect(names.contains("orders_list") && names.contains("orders_detail"))
        let calls = try #require(report["calls"] as? [[String: Any]])
        #expect(calls.count == 3)
        for refused in calls.prefix(2) {
            #expect((refused["error"] as? [String: Any])?["code"] as? Int == -32602, "\(refused)")
        }
        #expect((calls.last?["result"] as? [String: Any])?["isError"] as? Bool == false)
        // Nothing was created: the demo still has one order for uid 7.
        let orders = CourierRun.run(["--base-url", base, "orders", "list", "--uid", "7"])
        #expect((orders.json?.at("envelope.data") as? [Any])?.count == 1)
    }

    @Test(.enabled(if: TestTools.pythonOrCI)) func sdkSeesRefusalsAsErrorsAndFailedCallsAsToolErrors() throws {
        let (report, _) = try sdk(["--base-url", base, "--token", Self.canary, "mcp"],
                                  calls: [["name": "orders_nope", "arguments": [:]],
                                          ["name": "orders_list", "arguments": ["uid": "five"]],
                                          ["name": "orders_list", "arguments": ["uid": 0]],
                                          ["name": "orders_list", "arguments": ["user": 5]],
                                          ["name": "orders_detail", "arguments": ["no": "NOPE"]]])
        let calls = try #require(report["calls"] as? [[String: Any]])
        #expect(calls.count == 5)
        for refused in calls.prefix(4) {
            #expect((refused["error"] as? [String: Any])?["code"] as? Int == -32602, "\(refused)")
        }
        let failed = try #require(calls.last?["result"] as? [String: Any], "\(calls)")
        #expect(failed["isError"] as? Bool == true)
        #expect((failed["structuredContent"] as? [String: Any])?.at("error.category") as? String == "http.not_found")
    }

    // MARK: Raw bytes on stdin

    /// Runs `courier mcp` with `input` on stdin; every stdout line must be one JSON-RPC 2.0 message.
    func raw(_ input: String, arguments: [String] = []) -> (replies: [[String: Any]], run: CourierRun) {
        let run = CourierRun.run(["--base-url", base, "--token", Self.canary] + arguments + ["mcp"], input: input, timeout: 60)
        var replies: [[String: Any]] = []
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let message = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            #expect(message?["jsonrpc"] as? String == "2.0", "not a JSON-RPC message on stdout: \(line.prefix(200))")
            if let message { replies.append(message) }
        }
        #expect(run.stdout.isEmpty || run.stdout.hasSuffix("\n"))
        #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary))
        return (replies, run)
    }

    static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    private static func code(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"#, -32700),
        ("not json at all", -32700),
        (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600),
        (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":7}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":"5"}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_list","arguments":[5]}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":2.5}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"no_such_tool"}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":7}"#, -32602),
    ])
    func badInputIsAnsweredWithItsJSONRPCErrorAndServingGoesOn(line: String, expected: Int) {
        let (replies, run) = raw([Self.initialize, line, #"{"jsonrpc":"2.0","id":"after","method":"ping"}"#].joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(replies.count == 3, "\(run.stdout)")
        guard replies.count == 3 else { return }
        #expect(Self.code(replies[1]) == expected, "\(replies[1])")
        #expect(replies[2]["id"] as? String == "after" && replies[2]["result"] != nil)
    }

    /// What the schema in `tools/list` states is refused in its terms: the argument's name, not a CLI option's.
    @Test func refusalsNameTheArgumentAsTheSchemaDoes() {
        let calls = [#"{}"#, #"{"uid":0}"#, #"{"uid":null}"#].enumerated().map { index, arguments in
            #"{"jsonrpc":"2.0","id":\#(index + 1),"method":"tools/call","params":{"name":"orders_list","arguments":\#(arguments)}}"#
        }
        let (replies, run) = raw(([Self.initialize] + calls).joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        let messages = replies.dropFirst().map { ($0["error"] as? [String: Any])?["message"] as? String }
        #expect(messages == ["Invalid params: orders_list needs uid", "Invalid params: uid is from 1 to 2147483647, not 0",
                             "Invalid params: orders_list needs uid"], "\(run.stdout)")
    }

    @Test func notificationsAndResponsesAreNeverAnswered() {
        let (replies, run) = raw([Self.initialize, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                                  #"{"jsonrpc":"2.0","method":"notifications/unknown","params":{"x":1}}"#,
                                  #"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"orders_list","arguments":{"uid":5}}}"#,
                                  #"{"jsonrpc":"2.0","id":99,"result":{}}"#, "", #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#].joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0)
        #expect(replies.map { $0["id"] as? Int } == [0, 2], "\(run.stdout)")
    }

    @Test func aMessageOverTheCapIsRefusedAndServingGoesOn() {
        let huge = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":""# + String(repeating: "x", count: 5 << 20) + #""}}"#
        let (replies, run) = raw([Self.initialize, huge, #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#].joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(replies.count == 3, "\(run.stdout.prefix(2000))")
        guard replies.count == 3 else { return }
        #expect(Self.code(replies[1]) == -32600 && replies[1]["id"] is NSNull)
        #expect(replies[2]["id"] as? Int == 2)
    }

    /// The session options apply to the server's calls as to any call: accepted, not refused as options mcp ignores.
    @Test func sessionOptionsAreTheServersCallsOwn() throws {
        let home = NSTemporaryDirectory() + "courier-mcp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let login = home + "/login"
        #expect(FileManager.default.createFile(atPath: login, contents: Data("alice:wonderland\n".utf8), attributes: [.posixPermissions: 0o600]))
        let run = CourierRun.run(["--base-url", base, "--session-store", "file", "--login-file", login, "mcp"],
                                 environment: ["XDG_STATE_HOME": home], input: Self.initialize + "\n", timeout: 60)
        #expect(!run.stderr.contains("does nothing for"), "\(run.stderr)")
        #expect(run.stdout.contains("\"protocolVersion\""), "\(run.stdout) \(run.stderr)")
    }

    /// Standard input carries the protocol: an option that would read it there is refused before anything is served.
    @Test(arguments: [["--token", "-"], ["--user", "alice", "--password-file", "-"]])
    func anOptionReadingStandardInputIsRefused(options: [String]) {
        let run = CourierRun.run(["--base-url", base] + options + ["mcp"], input: Self.initialize + "\n", timeout: 60)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("would read standard input, which carries mcp's JSON-RPC messages"), "\(run.stderr)")
    }

    @Test func stdinClosedMidMessageEndsCleanly() {
        let (replies, run) = raw(Self.initialize + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"tools/ca"#)
        #expect(run.exitCode == 0)
        #expect(replies.count == 1)
        #expect(run.stderr.contains("stdin ended inside a message"), "\(run.stderr)")
    }

    /// Calls sent before any is answered all get their reply, each a whole line (they run at once, so in any order).
    @Test func pipelinedCallsAreAnsweredWithoutInterleaving() throws {
        var lines = [Self.initialize]
        for id in 1...6 {
            lines.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":\#(id % 2 == 0 ? 5 : 7)}}}"#)
        }
        let (replies, run) = raw(lines.joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0)
        #expect(replies.first?["id"] as? Int == 0)
        #expect(replies.compactMap { $0["id"] as? Int }.sorted() == [0, 1, 2, 3, 4, 5, 6], "\(run.stdout.prefix(2000))")
        for reply in replies.dropFirst() {
            let result = try #require(reply["result"] as? [String: Any])
            #expect(result["isError"] as? Bool == false)
        }
    }

    @Test func aClientOnAnOlderRevisionGetsItAndNoStructuredContent() throws {
        let old = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
        let unknown = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2099-01-01","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
        let (replies, _) = raw([old, #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":5}}}"#].joined(separator: "\n") + "\n")
        #expect((replies.first?["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-03-26")
        let result = try #require(replies.last?["result"] as? [String: Any])
        #expect(result["structuredContent"] == nil && result["content"] != nil)
        let (newer, _) = raw(unknown + "\n")
        #expect((newer.first?["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-06-18")
    }

    /// A secret option's value (a password) given in one call is scrubbed from that reply and every later one,
    /// even where the next call sends it as a plain value.
    @Test func aSecretArgumentNeverComesBackInAnyReply() {
        let password = "pw-mcp-canary-55"
        let (replies, run) = raw([Self.initialize,
                                  #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"users_login","arguments":{"username":"alice","password":"\#(password)"}}}"#,
                                  #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"users_login","arguments":{"username":"\#(password)","password":"x"}}}"#]
                                    .joined(separator: "\n") + "\n", arguments: ["--verbose"])
        #expect(replies.compactMap { $0["id"] as? Int }.sorted() == [0, 1, 2])
        #expect(!run.stdout.contains(password) && !run.stderr.contains(password))
    }

    /// `@path` and `-` in an argument are text as written: a client cannot make the server read a file or stdin.
    @Test func argumentsAreNeverReadFromFilesOrStdin() throws {
        let (replies, _) = raw([Self.initialize,
                                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_detail","arguments":{"no":"@/etc/hostname"}}}"#,
                                #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#].joined(separator: "\n") + "\n", arguments: ["--verbose"])
        #expect(replies.compactMap { $0["id"] as? Int }.sorted() == [0, 1, 2])
        let result = try #require(replies.first { $0["id"] as? Int == 1 }?["result"] as? [String: Any], "\(replies)")
        let text = try #require(((result["content"] as? [[String: Any]])?.first)?["text"] as? String)
        let hostname = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\u{0}"
        #expect(!text.contains(hostname) || hostname.isEmpty)
        #expect(text.contains("%40%2Fetc%2Fhostname") || text.contains("@/etc/hostname"), "\(text.prefix(600))")
    }
}
