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
        // The bound says which limit acted: no sooner than the given 0.5 s, well before the 30 s default.
        #expect(run.elapsed >= 0.5 && run.elapsed < 30, "\(run.elapsed) s")
    }

    /// A server that takes the request and never answers, twice: the retry comes after the first attempt's
    /// timeout and a backoff of 0.5 s ± 25 %, as the server saw the two requests arrive.
    @Test func timeoutsOfIdempotentCallsAreRetried() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let run = CourierRun.run(["--base-url", server.baseURL + "/never/v1", "--timeout", "0.2", "--retry", "1", "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 8)
        #expect(run.json?.at("attempts") as? Int == 2)
        let arrivals = try server.arrivals("/never/v1/orders")
        #expect(arrivals.count == 2)
        if arrivals.count == 2 { #expect(arrivals[1] - arrivals[0] >= 0.375, "\(arrivals)") }
        #expect(run.elapsed >= 0.2 * 2 + 0.375, "\(run.elapsed) s")
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
        #expect(catalog.count == 15)
        let detail = try #require(catalog.first { $0["action"] as? String == "detail" })
        #expect(detail["method"] as? String == "GET")
        #expect(detail["path"] as? String == "/orders/{no}")
        #expect(detail["model"] as? String == "Order")
        #expect(catalog.first { $0["action"] as? String == "profile" }?["needsAuth"] as? Bool == true)
    }
}

/// The binary under random command lines, replayable from a seed: every failure names it, and
/// `COURIER_TEST_SEED=N swift test --filter RandomArgvBinaryTests` runs the same lines again.
///
/// Two lines in three carry `--dry-run` and go to a counting server that must see nothing: they exit 0
/// or 2. The rest go to the demo API and may send: they exit with a code of the table, print a document
/// for an HTTP or envelope outcome, and some of them must reach the server.
struct RandomArgvBinaryTests {
    static let words = ["orders", "list", "detail", "users", "profile", "--uid", "5", "five", "--no", "A1", "--", "-", "-v", "-h",
                        "routes", "completion", "zsh", "--timeout", "0", "é", "", "--env", "dev", "ordrs", "--ui", "@x"]
    /// Complete calls, mutated by one word, so that live lines reach the server.
    static let calls = [["orders", "list", "--uid", "5"], ["orders", "detail", "--no", "A1001"], ["orders", "detail", "--no", "NOPE"],
                        ["orders", "detail", "--no", "E500"], ["orders", "detail", "--no", "HTML"], ["users", "profile"]]

    /// `COURIER_TEST_SEED`, else a new one each run.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["COURIER_TEST_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 1...UInt64.max)

    static func argv(_ rng: inout SplitMix) -> [String] {
        guard Bool.random(using: &rng) else { return (0..<Int.random(in: 0...6, using: &rng)).map { _ in words.randomElement(using: &rng)! } }
        var line = calls.randomElement(using: &rng)!
        let at = Int.random(in: 0..<line.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: line[at] = words.randomElement(using: &rng)!
        case 1: line.insert(words.randomElement(using: &rng)!, at: at)
        default: break
        }
        return line
    }

    @Test func randomCommandLinesExitWithTheirCodesAndOnlyLiveOnesSend() throws {
        let seed = Self.seed
        let counting = try LoopbackServer(script: "scripted_server.py")
        let demo = try LoopbackServer(script: "demo_api.py")
        var rng = SplitMix(state: seed)
        var codes = [Int32: Int]()
        var answered = 0
        for line in 0..<150 {
            let argv = Self.argv(&rng)
            let context = "seed \(seed), line \(line): \(argv)"
            if Int.random(in: 0..<3, using: &rng) > 0 {
                // --dry-run first: a line that happens to be a complete call prints its request and sends nothing.
                let run = CourierRun.run(["--dry-run"] + argv, environment: ["COURIER_BASE_URL": counting.baseURL + "/v1"], timeout: 20)
                codes[run.exitCode, default: 0] += 1
                #expect(run.exitCode == 0 || run.exitCode == 2, "\(context): \(run.stderr)")
                if run.exitCode == 2 { #expect(run.stdout.isEmpty, "\(context)") }
                continue
            }
            // --base-url as a flag wins over any --env, so a live line can only reach the demo API.
            let run = CourierRun.run(["--base-url", demo.baseURL + "/v1"] + argv, timeout: 20)
            codes[run.exitCode, default: 0] += 1
            // Success, usage, or what the demo API answers: an HTTP class, a body that is no envelope, a business code.
            #expect([0, 2, 4, 5, 10, 11].contains(run.exitCode), "\(context): \(run.exitCode) \(run.stderr)")
            if run.exitCode == 2 { #expect(run.stdout.isEmpty, "\(context)") }
            if let status = run.json?["status"] as? Int {
                answered += 1
                #expect((200..<600).contains(status), "\(context)")
            }
            if [4, 5, 10, 11].contains(run.exitCode) {
                #expect(run.json?["error"] != nil, "\(context): \(run.stdout)")
                #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("courier: ") }, "\(context): \(run.stderr)")
            }
        }
        let stats = try counting.stats()
        #expect(stats.connections == 0, "seed \(seed)")
        #expect(stats.requests == 0, "seed \(seed)")
        #expect(codes[2, default: 0] > 0, "seed \(seed): \(codes)")
        #expect(answered > 0, "seed \(seed): no live line reached the demo API: \(codes)")
        // The counter itself works: one real call is one connection.
        let real = CourierRun.run(["routes"])  // routes takes no --base-url: it sends nothing
        #expect(real.exitCode == 0)
        _ = CourierRun.run(["--base-url", counting.baseURL + "/echo", "orders", "list", "--uid", "5"])
        #expect(try counting.stats().connections == 1)
    }
}
