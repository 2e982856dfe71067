import Foundation
import Testing
import TestSupport

/// What needs no server: usage errors, help, version, refused connections.
struct UsageTests {
    @Test(arguments: [
        (["orders", "list"], "Error: Missing expected argument '--uid <uid>'."),
        (["ordrs", "list", "--uid", "5"], "Error: Unknown subcommand 'ordrs' for 'courier'. Did you mean 'orders'?"),
        (["orders", "list", "--ui", "5"], "Error: Unknown option '--ui'. Did you mean '--uid'?"),
        (["orders", "list", "--uid", "five"], "Error: --uid expects an integer, got 'five' (argument 4)."),
        (["orders", "list", "--uid", "5", "--timeout", "0"], "Error: --timeout expects a value from 0.001 to 86400, got '0' (argument 6)."),
        (["orders", "list", "--uid", "5", "--timeout", "inf"], "Error: --timeout expects a number, got 'inf' (argument 6)."),
        (["orders", "list", "--uid", "5", "--timeout", "nan"], "Error: --timeout expects a number, got 'nan' (argument 6)."),
        (["orders", "list", "--uid", "5", "--timeout", "-1"], "Error: --timeout expects a value from 0.001 to 86400, got '-1' (argument 6)."),
        (["orders"], "Error: 'courier orders' needs a subcommand: list, detail, create, cancel."),
    ])
    func usageErrorsExit2WithNothingOnStdout(arguments: [String], firstLine: String) throws {
        // A closed port: if anything were sent, the error would be transport.connect (exit 7), not 2.
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(arguments, environment: ["COURIER_BASE_URL": "http://127.0.0.1:\(port)/v1"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: courier") == true)
        #expect(lines.last?.hasPrefix("See 'courier") == true)
    }

    @Test(arguments: [["--help"], ["help"], ["help", "orders"], ["orders", "--help"], ["orders", "list", "--help"], ["orders", "list", "-h"]])
    func helpAtEveryLevelExits0OnStdout(arguments: [String]) {
        let run = CourierRun.run(arguments)
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: courier"))
        #expect(run.stderr.isEmpty)
    }

    @Test func topLevelHelpListsGroupsEnvironmentsAndExitCodes() {
        let help = CourierRun.run(["--help"]).stdout
        for word in ["orders", "users", "files", "routes", "ENVIRONMENTS:", "local (default): http://127.0.0.1:8080/v1", "EXIT CODES:"] {
            #expect(help.contains(word), "\(word)")
        }
    }

    @Test func actionHelpShowsTheRequestLine() {
        let help = CourierRun.run(["orders", "detail", "--help"]).stdout
        #expect(help.contains("REQUEST:\n  GET /orders/{no}"))
        #expect(help.contains("model: Order"))
    }

    @Test func versionPrintsTheVersion() {
        let run = CourierRun.run(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.stdout == "courier 0.1.0\n")
    }

    @Test func refusedConnectionIsExit7() throws {
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(port)/v1", "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 7)
        #expect(run.json?.at("error.category") as? String == "transport.connect")
        #expect(run.stderr.hasPrefix("courier: transport.connect: curl: (7)"))
    }

    @Test func silentServerIsATimeoutWithinItsBound() throws {
        let listener = try SilentListener()
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(listener.port)/v1", "--timeout", "0.5", "--no-retry", "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 8)
        #expect(run.json?.at("error.category") as? String == "transport.timeout")
        #expect(run.elapsed < 0.5 * 1.1 + 0.5)
    }

    @Test func timeoutsOfIdempotentCallsAreRetried() throws {
        let listener = try SilentListener()
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(listener.port)/v1", "--timeout", "0.2", "--retry", "1", "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 8)
        #expect(run.json?.at("attempts") as? Int == 2)
        // two attempts of 0.2 s and one backoff of 0.5 s ± 25 %
        #expect(run.elapsed >= 0.2 * 2 + 0.375 && run.elapsed < 2.5)
    }

    @Test(arguments: ["http://exa mple/v1", "ftp://host/v1", "http://127.0.0.1:8080/v1?x=1", "not a url"])
    func badBaseURLIsAConfigError(url: String) {
        let run = CourierRun.run(["--base-url", url, "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("courier: config: base URL"))
    }

    @Test func routesListsEveryActionAndJSONParses() throws {
        let table = CourierRun.run(["routes"])
        #expect(table.exitCode == 0)
        #expect(table.stdout.contains("orders detail"))
        let json = CourierRun.run(["routes", "--json"])
        let catalog = try #require((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [[String: Any]])
        #expect(catalog.count == 8)
        let detail = try #require(catalog.first { $0["action"] as? String == "detail" })
        #expect(detail["method"] as? String == "GET")
        #expect(detail["path"] as? String == "/orders/{no}")
        #expect(detail["model"] as? String == "Order")
        #expect(catalog.first { $0["action"] as? String == "profile" }?["needsAuth"] as? Bool == true)
    }
}

/// The binary under random command lines: exit 0 or 2 only, and nothing ever reaches the server.
struct RandomArgvBinaryTests {
    @Test func randomCommandLinesExit0Or2AndSendNothing() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        var rng = SystemRandomNumberGenerator()
        let words = ["orders", "list", "detail", "users", "profile", "--uid", "5", "five", "--no", "A1", "--", "-", "-v", "-h",
                     "routes", "completion", "zsh", "--timeout", "0", "é", "", "--env", "dev", "ordrs", "--ui", "@x"]
        var codes = [Int32: Int]()
        for _ in 0..<150 {
            let argv = (0..<Int.random(in: 0...6, using: &rng)).map { _ in words.randomElement(using: &rng)! }
            // --dry-run first: a line that happens to be a complete call prints its request and sends nothing.
            let run = CourierRun.run(["--dry-run"] + argv, environment: ["COURIER_BASE_URL": server.baseURL + "/v1"], timeout: 20)
            codes[run.exitCode, default: 0] += 1
            #expect(run.exitCode == 0 || run.exitCode == 2, "\(argv): \(run.stderr)")
            if run.exitCode == 2 { #expect(run.stdout.isEmpty, "\(argv)") }
        }
        let stats = try server.stats()
        #expect(stats.connections == 0)
        #expect(stats.requests == 0)
        #expect(codes[2, default: 0] > 0)
        // The counter itself works: one real call is one connection.
        let real = CourierRun.run(["routes"])  // routes takes no --base-url: it sends nothing
        #expect(real.exitCode == 0)
        _ = CourierRun.run(["--base-url", server.baseURL + "/echo", "orders", "list", "--uid", "5"])
        #expect(try server.stats().connections == 1)
    }
}
