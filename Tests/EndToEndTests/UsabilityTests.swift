import Foundation
import Testing
import TestSupport

/// Newcomer friction: options a command ignores, mistyped help, the README's own examples, bare errors.
struct UsabilityTests {
    @Test(arguments: [
        (["config", "-o", "data"], "Error: --output does nothing for 'courier config'; leave it out."),
        (["routes", "-o", "data"], "Error: --output does nothing for 'courier routes'; leave it out."),
        (["routes", "--select", "x"], "Error: --select does nothing for 'courier routes'; leave it out."),
        (["completion", "bash", "--verbose"], "Error: --verbose does nothing for 'courier completion'; leave it out."),
        (["smoke", "--select", "x"], "Error: --select does nothing for 'courier smoke'; leave it out."),
        (["smoke", "--download", "f"], "Error: --download does nothing for 'courier smoke'; leave it out."),
        (["config", "trust", "--env", "dev"], "Error: --env does nothing for 'courier config trust'; leave it out."),
    ])
    func aCommandRefusesGlobalsItDoesNotUse(arguments: [String], firstLine: String) {
        let run = CourierRun.run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine, "\(run.stderr)")
        #expect(lines.count == 3 && lines[1].hasPrefix("Usage: courier \(arguments[0])"))
    }

    /// A base URL given without the environment's path (`/v1`) reaches the server, which has no such endpoint: the
    /// error says what the given URL lacks (issue 46, 3).
    @Test func aBaseURLWithoutTheEnvironmentsPathSaysWhatItLacks() throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let flag = CourierRun.run(["--base-url", demo.baseURL, "orders", "list", "--uid", "5"])
        #expect(flag.exitCode == 4, "\(flag.stderr)")
        #expect(flag.stderr.contains("(the environment's base URL http://127.0.0.1:8080/v1 has the path /v1, which --base-url \(demo.baseURL) lacks: try \(demo.baseURL)/v1)"), "\(flag.stderr)")
        let variable = CourierRun.run(["orders", "list", "--uid", "5"], environment: ["COURIER_BASE_URL": demo.baseURL + "/"])
        #expect(variable.stderr.contains("which COURIER_BASE_URL \(demo.baseURL)/ lacks: try \(demo.baseURL)/v1)"), "\(variable.stderr)")
        let right = CourierRun.run(["--base-url", demo.baseURL + "/v1", "orders", "detail", "--no", "NOPE"])
        #expect(right.exitCode == 4 && !right.stderr.contains("lacks"), "\(right.stderr)")
        // The demo says where its routes are, under the line scripts wait for (which stays as it was).
        #expect(demo.announcement == ["listening on \(demo.baseURL)",
                                      "base URL: \(demo.baseURL)/v1 (every route is under /v1: --base-url \(demo.baseURL)/v1)"])
    }

    /// `--env` leaves COURIER_BASE_URL out (it is the default environment's): config says so, and why (issue 46, 3).
    @Test func configSaysWhyTheBaseURLVariableWasLeftOut() {
        let run = CourierRun.run(["--env", "local", "config"], environment: ["COURIER_BASE_URL": "http://127.0.0.1:9/v2"])
        #expect(run.json?.at("baseURL.source") as? String == "program", "\(run.stdout)")
        #expect(run.json?.at("baseURL.ignored") as? String
            == "COURIER_BASE_URL is the default environment's base URL; --env chose the environment, so its own base URL is called")
        let used = CourierRun.run(["config"], environment: ["COURIER_BASE_URL": "http://127.0.0.1:9/v2"])
        #expect(used.json?.at("baseURL.ignored") == nil)
        // --verbose (and --dry-run) say it in one line beside the request.
        let dry = CourierRun.run(["--env", "local", "--dry-run", "orders", "list", "--uid", "5"], environment: ["COURIER_BASE_URL": "http://127.0.0.1:9/v2"])
        #expect(dry.json?.at("baseURL") as? String
            == "COURIER_BASE_URL is the default environment's base URL; --env chose the environment, so its own base URL is called", "\(dry.stdout)")
        let plain = CourierRun.run(["--dry-run", "orders", "list", "--uid", "5"])
        #expect(plain.json?.at("baseURL") == nil)
    }

    @Test func smokeRefusesAnOutputModeItCannotPrint() {
        let run = CourierRun.run(["smoke", "-o", "data"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--output data does nothing for it"), "\(run.stderr)")
    }

    @Test(arguments: [(["help", "ordrs"], "'courier'", "orders"), (["help", "orders", "lst"], "'courier orders'", "list"),
                      (["ordrs", "--help"], "'courier'", "orders")])
    func helpForAMistypedNameSuggestsTheClosest(arguments: [String], command: String, suggestion: String) {
        let run = CourierRun.run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: Unknown subcommand '\(arguments.first { $0 != "help" && $0 != "--help" && $0 != "orders" } ?? "")' for \(command). Did you mean '\(suggestion)'?"), "\(run.stderr)")
    }

    /// The README says how short flags pack; its example must parse.
    @Test func theReadmesShortFlagExampleWorks() throws {
        let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("short flags pack") })
        let after = try #require(line.firstRange(of: "short flags pack").map { line[$0.upperBound...] })
        let example = try #require(after.split(separator: "`").dropFirst().first.map(String.init))
        let run = CourierRun.run(["orders", "detail", "--no", "A1001", "--stub"] + example.split(separator: " ").map(String.init))
        #expect(run.exitCode == 0, "`\(example)`: \(run.stderr)")
    }

    @Test func aRoutesOwnRefusalShowsItsRealUsageLine() {
        let run = CourierRun.run(["request", "G T", "/x"])
        #expect(run.exitCode == 2)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: method 'G T' is not an HTTP token")
        #expect(lines.dropFirst().first == "Usage: courier request [--query <name=value> ...] [--json <json>] [--form <name=value> ...] [--data <text|@file>] [--data-binary <@file>] [--content-type <type>] [--head] <method> [<path>] [<global options>]")
    }

    /// After `make demo` the demo API is stopped: the next `local` call says how to start it.
    @Test func aRefusedConnectionToTheLocalEnvironmentSaysHowToStartTheDemoAPI() throws {
        let port = try SilentListener.closedPort()
        let xdg = NSTemporaryDirectory() + "courier-usability-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: xdg + "/courier", withIntermediateDirectories: true)
        try #"{"environments": {"local": {"baseURL": "http://127.0.0.1:\#(port)/v1"}}}"#
            .write(toFile: xdg + "/courier/config.json", atomically: true, encoding: .utf8)
        let run = CourierRun.run(["orders", "list", "--uid", "5"], environment: ["XDG_CONFIG_HOME": xdg])
        #expect(run.exitCode == 7)
        #expect(run.stderr.contains("(environment 'local' is the bundled demo API: start it with 'make demo-api'"), "\(run.stderr)")
    }

    @Test func helpAllListsTheGlobalsAnActionsHelpLeavesOut() {
        let plain = CourierRun.run(["orders", "list", "--help"])
        #expect(!plain.stdout.contains("--connect-timeout"))
        #expect(plain.stdout.contains("'courier orders list --help-all'"))
        let all = CourierRun.run(["orders", "list", "--help-all"])
        #expect(all.exitCode == 0)
        #expect(all.stdout.contains("GLOBAL OPTIONS:\n") && all.stdout.contains("--connect-timeout"))
    }
}
