import Foundation
import Testing
import TestSupport

/// `courier mcp` as an agent works with it (issue 43): safe by default, tools chosen by glob, results sized for a
/// model, lists paged through their own argument, output schemas its results conform to. Driven by the official MCP
/// Python SDK, whose client checks `structuredContent` against `outputSchema` itself; Tests/Tools/mcp_client.py checks
/// it again with jsonschema and follows `next` page by page.
extension MCPTests {
    private func results(_ report: [String: Any]) -> [[String: Any]] {
        (report["calls"] as? [[String: Any]] ?? []).map { $0["result"] as? [String: Any] ?? ["refused": $0["error"] ?? "no result"] }
    }

    private func text(_ result: [String: Any], _ index: Int = 0) -> String {
        let content = result["content"] as? [[String: Any]] ?? []
        return content.indices.contains(index) ? content[index]["text"] as? String ?? "" : ""
    }

    // MARK: Safe by default

    @Test(.enabled(if: TestTools.pythonOrCI)) func writeToolsAreAbsentUnlessTheServerAllowsWrites() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp"], calls: [["name": "orders_create", "arguments": ["uid": 5, "sku": "SKU-1", "qty": 1]]])
        let names = toolNames(report)
        #expect(names.contains("orders_list") && !names.contains("orders_create") && !names.contains("orders_cancel"), "\(names.sorted())")
        let instructions = (report["initialize"] as? [String: Any])?["instructions"] as? String ?? ""
        #expect(instructions.contains("--allow-writes"), "\(instructions)")
        let refused = try #require((report["calls"] as? [[String: Any]])?.first?["error"] as? [String: Any], "\(report["calls"] ?? "")")
        #expect(refused["code"] as? Int == -32602)
        #expect((refused["message"] as? String)?.contains("--allow-writes") == true, "\(refused)")

        let (allowed, _) = try sdk(["--base-url", base, "mcp", "--allow-writes"], calls: [])
        #expect(toolNames(allowed).isSuperset(of: ["orders_create", "orders_cancel", "orders_list"]))
        #expect(((allowed["initialize"] as? [String: Any])?["instructions"] as? String)?.contains("change state are offered") == true)
    }

    @Test func readOnlyWithAllowWritesIsRefusedAsAContradiction() {
        let run = CourierRun.run(["--base-url", base, "mcp", "--read-only", "--allow-writes"], input: Self.initialize + "\n", timeout: 60)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--read-only and --allow-writes contradict"), "\(run.stderr)")
    }

    // MARK: Choosing tools

    @Test(.enabled(if: TestTools.pythonOrCI)) func toolsAndExcludeToolsChooseWhatIsListedAndCallable() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp", "--allow-writes", "--tools", "orders_*", "--tools", "pages", "--exclude-tools", "orders_cancel",
                                   "--exclude-tools", "*_linked"],
                                  calls: [["name": "users_profile", "arguments": [:]]])
        #expect(toolNames(report) == ["orders_list", "orders_detail", "orders_create", "pages_numbered", "pages_cursor"], "\(toolNames(report).sorted())")
        let refused = (report["calls"] as? [[String: Any]])?.first?["error"] as? [String: Any]
        #expect(refused?["code"] as? Int == -32602 && (refused?["message"] as? String)?.contains("Unknown tool: users_profile") == true, "\(refused ?? [:])")
    }

    @Test(arguments: [(["--tools", "order_*"], "matches no tool"), (["--tools", "orders_c*"], "matches only tools that change state")])
    func aToolsGlobThatSelectsNothingIsRefused(options: [String], expected: String) {
        let run = CourierRun.run(["--base-url", base, "mcp"] + options, input: Self.initialize + "\n", timeout: 60)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
    }

    // MARK: Results sized for a model

    @Test(.enabled(if: TestTools.pythonOrCI)) func aResultIsTheDataUnlessVerboseOrSelectAsksForMore() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp"], calls: [
            ["name": "orders_list", "arguments": ["uid": 5]],
            ["name": "orders_list", "arguments": ["uid": 5, "verbose": true]],
            ["name": "orders_list", "arguments": ["uid": 5, "select": "data[1].no"]],
            ["name": "orders_list", "arguments": ["uid": 5, "select": "data[9]"]],
            ["name": "orders_detail", "arguments": ["no": "NOPE"]],
        ])
        let all = results(report)
        try #require(all.count == 5)
        let plain = try #require(all[0]["structuredContent"] as? [String: Any], "\(all[0])")
        #expect(Array(plain.keys) == ["data"])
        #expect((plain["data"] as? [Any])?.count == 3)
        let parsed = try JSONSerialization.jsonObject(with: Data(text(all[0]).utf8)) as? NSDictionary
        #expect(parsed == plain as NSDictionary, "the text is the same JSON")
        #expect(!text(all[0]).contains("Content-Type") && text(all[0]).contains(#""total":12345678901234567890"#), "\(text(all[0]))")

        let verbose = try #require(all[1]["structuredContent"] as? [String: Any])
        #expect(verbose["status"] as? Int == 200 && verbose["headers"] != nil && verbose.at("request.method") as? String == "GET", "\(verbose.keys)")
        #expect((all[2]["structuredContent"] as? [String: Any])?["selected"] as? String == "A1002", "\(all[2])")
        #expect(all[3]["isError"] as? Bool == true && text(all[3]).hasPrefix("select 'data[9]' selects nothing"), "\(all[3])")
        let failed = try #require(all[4]["structuredContent"] as? [String: Any])
        #expect(all[4]["isError"] as? Bool == true && failed.at("error.category") as? String == "http.not_found" && failed["headers"] == nil, "\(failed)")
    }

    @Test(.enabled(if: TestTools.pythonOrCI)) func aResultOverTheByteCapIsCutWithANoteOnHowToNarrowIt() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp", "--max-result-bytes", "330"],
                                  calls: [["name": "orders_list", "arguments": ["uid": 5]], ["name": "orders_list", "arguments": ["uid": 7]]])
        let all = results(report)
        try #require(all.count == 2)
        let cut = try #require(all[0]["structuredContent"] as? [String: Any], "\(all[0])")
        let kept = (cut["data"] as? [Any])?.count ?? -1
        #expect(kept >= 1 && kept < 3, "\(cut)")
        #expect(text(all[0]).utf8.count <= 330, "\(text(all[0]).utf8.count) bytes")
        #expect(text(all[0], 1).contains("of 3 items") && text(all[0], 1).contains("select"), "\(text(all[0], 1))")
        #expect((cut["cut"] as? String) == text(all[0], 1))
        #expect((all[1]["structuredContent"] as? [String: Any])?["cut"] == nil, "a result under the cap is whole")
        #expect(report["schemaErrors"] as? [String] == [])
    }

    // MARK: Pages

    @Test(.enabled(if: TestTools.pythonOrCI)) func aCursorRouteIsPagedToTheEndThroughItsNextArgument() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp"], calls: [["name": "pages_cursor", "arguments": [:], "follow": true],
                                                                     ["name": "pages_numbered", "arguments": ["per-page": 4], "follow": true],
                                                                     ["name": "pages_cursor", "arguments": ["all": true]]])
        let tool = try #require((report["tools"] as? [[String: Any]])?.first { $0["name"] as? String == "pages_cursor" })
        #expect((tool["inputSchema"] as? [String: Any]).flatMap { $0["properties"] as? [String: Any] }?["cursor"] != nil, "\(tool)")
        let calls = try #require(report["calls"] as? [[String: Any]])
        try #require(calls.count == 3)
        for (index, expectedPages) in [(0, 3), (1, 2)] {
            let pages = try #require(calls[index]["pages"] as? [[String: Any]], "\(calls[index])")
            #expect(pages.count == expectedPages)
            let ids = pages.flatMap { page -> [Int] in
                let data = (page["result"] as? [String: Any])?.at("structuredContent.data.items") as? [[String: Any]] ?? []
                return data.compactMap { $0["id"] as? Int }
            }
            #expect(ids == Array(1...7), "\(pages)")
            #expect((pages.last?["result"] as? [String: Any])?.at("structuredContent.next") == nil)
        }
        let everything = try #require(calls[2]["result"] as? [String: Any])
        #expect((everything.at("structuredContent.data.items") as? [Any])?.count == 7, "\(everything)")
        #expect(report["schemaErrors"] as? [String] == [])
    }

    // MARK: Output schemas

    @Test(.enabled(if: TestTools.pythonOrCI)) func structuredContentConformsToEachToolsOutputSchema() throws {
        let (report, _) = try sdk(["--base-url", base, "mcp"], calls: [["name": "orders_list", "arguments": ["uid": 5]],
                                                                     ["name": "orders_detail", "arguments": ["no": "A1002"]],
                                                                     ["name": "pages_cursor", "arguments": ["limit": 2]],
                                                                     ["name": "pages_linked", "arguments": [:]]])
        let tools = try #require(report["tools"] as? [[String: Any]])
        for name in ["orders_list", "orders_detail", "pages_cursor", "pages_numbered", "pages_linked", "users_profile"] {
            let tool = tools.first { $0["name"] as? String == name }
            #expect((tool?["outputSchema"] as? [String: Any])?["type"] as? String == "object", "\(name): \(tool ?? [:])")
        }
        let list = tools.first { $0["name"] as? String == "orders_list" }
        #expect(list?.at("outputSchema.properties.data.type") as? String == "array", "\(list ?? [:])")
        for result in results(report) {
            #expect(result["isError"] as? Bool == false && result["structuredContent"] != nil, "\(result)")
        }
        #expect(report["schemaErrors"] as? [String] == [])
    }

    /// Without the contract check (or the envelope) the data is not checked against the model, so no tool promises it.
    @Test(arguments: [["--no-contract"], ["--no-envelope"], []])
    func anOutputSchemaIsListedOnlyWhereTheModelIsChecked(options: [String]) throws {
        let (replies, run) = raw([Self.initialize, #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#].joined(separator: "\n") + "\n", arguments: options)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let tools = try #require(replies.last?.at("result.tools") as? [[String: Any]], "\(run.stdout.prefix(500))")
        let withSchema = tools.filter { $0["outputSchema"] != nil }.count
        #expect(options.isEmpty ? withSchema == tools.count : withSchema == 0, "\(options): \(withSchema) of \(tools.count)")
    }

    // MARK: Calls at once, and cancelled

    /// A call to a server that never answers (a listener that accepts nothing) runs while `ping` is answered, and
    /// `notifications/cancelled` stops it: no reply for it, and the server ends when stdin does, long before the
    /// call's hour-long timeout would.
    @Test func aSlowCallDoesNotHoldUpPingAndCancellingItStopsIt() throws {
        let silent = try SilentListener()
        defer { withExtendedLifetime(silent) {} }
        let input = [Self.initialize,
                     #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"orders_list","arguments":{"uid":5}}}"#,
                     #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
                     #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"the user changed their mind"}}"#]
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(silent.port)/v1", "--timeout", "3600", "--no-retry", "mcp"],
                                 input: input.joined(separator: "\n") + "\n", timeout: 60)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let ids = run.stdout.split(separator: "\n").compactMap { line in
            ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any])?["id"] as? Int
        }
        #expect(ids == [0, 2], "the cancelled call gets no reply: \(run.stdout.prefix(1000))")
    }

    /// The SDK's own cancellation (a call abandoned by its caller sends `notifications/cancelled`): `ping` is answered
    /// while the call waits on a server that never answers, and the server goes on serving after the call is cancelled.
    @Test(.enabled(if: TestTools.pythonOrCI)) func theSDKPingsDuringASlowCallAndCancelsIt() throws {
        let silent = try SilentListener()
        defer { withExtendedLifetime(silent) {} }
        let (report, _) = try sdk(["--base-url", "http://127.0.0.1:\(silent.port)/v1", "--timeout", "3600", "--no-retry", "mcp"],
                                  calls: [["name": "orders_list", "arguments": ["uid": 5], "cancelAfterPing": true]])
        let outcome = try #require((report["calls"] as? [[String: Any]])?.first?["cancel"] as? [String: Any], "\(report["calls"] ?? "")")
        #expect(outcome["pingWhileRunning"] as? Bool == true && outcome["cancelled"] as? Bool == true && outcome["servingAfter"] as? Bool == true,
                "\(outcome)")
    }
}
