import Foundation
import Testing
import TestSupport

/// `courier diff --env A --env B CALL` against two environments a trusted project config points at two paths of one
/// loopback server (whose echo answers with what it received, so the paths differ and the rest is equal).
struct DiffTests {
    let server: LoopbackServer
    let directory: String

    init() throws {
        server = try LoopbackServer(script: "scripted_server.py")
        directory = NSTemporaryDirectory() + "courier-diff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/home", withIntermediateDirectories: true)
        try """
            {"environments": {"left": {"baseURL": "\(server.baseURL)/echo/a"}, "right": {"baseURL": "\(server.baseURL)/echo/b"},
                              "same": {"baseURL": "\(server.baseURL)/echo/a"}}}
            """.write(toFile: directory + "/courier.json", atomically: true, encoding: .utf8)
        let trust = courier(["config", "trust"])
        #expect(trust.exitCode == 0, "\(trust.stderr)")
    }

    func courier(_ arguments: [String]) -> CourierRun {
        CourierRun.run(arguments, environment: ["HOME": directory + "/home", "XDG_CONFIG_HOME": directory + "/home/.config"], directory: directory)
    }

    @Test func differentAnswersExit12WithTheirPathsAndIgnoredPathsAreLeftOut() throws {
        let run = courier(["diff", "--env", "left", "--env", "right", "request", "GET", "/orders", "--query", "uid=5", "--no-envelope"])
        #expect(run.exitCode == 12, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["equal"] as? Bool == false)
        let differences = try #require(json["differences"] as? [[String: Any]])
        #expect(differences.map { $0["path"] as? String } == ["data.data.path", "data.data.rawPath"], "\(differences)")
        #expect(differences.first?["left"] as? String == "/echo/a/orders" && differences.first?["right"] as? String == "/echo/b/orders")
        #expect((json["left"] as? [String: Any])?["env"] as? String == "left")
        #expect(run.stderr.contains("diff: 2 differences between left and right"), "\(run.stderr)")

        let ignored = courier(["diff", "--env", "left", "--env", "right", "request", "GET", "/orders", "--no-envelope", "--ignore", "data.data.path", "--ignore=data.data.rawPath"])
        #expect(ignored.exitCode == 0, "\(ignored.stderr)")
        #expect(ignored.json?["equal"] as? Bool == true)
        #expect(try server.stats().requests == 4)
    }

    @Test func equalAnswersExit0AndVolatileHeadersAreNotCompared() throws {
        let run = courier(["diff", "--env", "left", "--env", "same", "request", "GET", "/orders", "--no-envelope"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect((run.json?["differences"] as? [Any])?.isEmpty == true, "\(run.stdout)")
    }

    @Test(arguments: [
        (["diff", "--env", "left", "request", "GET", "/x"], "give --env twice (1 given)"),
        (["diff", "--env", "left", "--env", "right"], "diff: no route call to compare"),
        (["diff", "--env", "left", "--env", "right", "orders", "list", "--nope"], "diff: Unknown option '--nope'"),
    ])
    func badDiffsAreUsageErrorsThatSendNothing(arguments: [String], message: String) throws {
        let run = courier(arguments)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try server.stats().requests == 0)
    }

    func courier(_ arguments: [String], input: String) -> CourierRun {
        CourierRun.run(arguments, environment: ["HOME": directory + "/home", "XDG_CONFIG_HOME": directory + "/home/.config"], input: input, directory: directory)
    }

    /// `--token -` is read once and sent to both environments (the echo shows the same Authorization to both, so the
    /// answers are equal); a value a route or setting would read from stdin a second time is refused, sending nothing.
    @Test func standardInputIsReadOnceForBothSides() throws {
        let run = courier(["diff", "--env", "left", "--env", "same", "--token", "-", "request", "GET", "/orders", "--no-envelope"], input: "tok-canary-12345\n")
        #expect(run.exitCode == 0, "\(run.stdout) \(run.stderr)")
        #expect(!run.stdout.contains("tok-canary-12345"))
        #expect(try server.stats().requests == 2)
        for call in [["request", "POST", "/orders", "--data", "@-"], ["--password-file", "-", "--user", "alice", "request", "GET", "/orders"]] {
            let refused = courier(["diff", "--env", "left", "--env", "same"] + call, input: "x\n")
            #expect(refused.exitCode == 2, "\(refused.stderr)")
            #expect(refused.stderr.contains("reads standard input once"), "\(refused.stderr)")
        }
        #expect(try server.stats().requests == 2)
    }

    /// A plan's `diff=ENV` makes the case's call in ENV too and fails the case when the answers differ, naming the
    /// paths (`courier diff`'s comparison); `diff-ignore=PATH` leaves paths out; a malformed one is a plan error.
    @Test func smokeDiffExpectationFailsWhenTheEnvironmentsDiffer() throws {
        let plan = directory + "/diff.smoke"
        try """
            [same]     request GET /orders --no-envelope => ok diff=same
            [differs]  request GET /orders --no-envelope => ok diff=right
            [ignored]  request GET /orders --no-envelope => ok diff=right diff-ignore=data.data.path diff-ignore=data.data.rawPath
            """.write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", plan, "--env", "left", "--jobs", "1"])
        #expect(run.exitCode == 13, "\(run.stderr)")
        let cases = try #require(run.json?["cases"] as? [[String: Any]])
        #expect(cases.map { $0["result"] as? String } == ["pass", "fail", "pass"], "\(run.stdout)")
        #expect(run.stderr.contains("diff=right: 2 differences from left: data.data.path (value), data.data.rawPath (value)"), "\(run.stderr)")
        #expect(try server.stats().requests == 6)

        // A line's own -e is replaced (not sent twice as --env), and --base-url, which would send both calls to one
        // place, fails the case instead of comparing one server with itself.
        try """
            [short]    -e left request GET /orders --no-envelope => ok diff=right
            [one url]  --base-url \(server.baseURL)/echo/a request GET /orders --no-envelope => ok diff=right
            """.write(toFile: plan, atomically: true, encoding: .utf8)
        let lines = courier(["smoke", plan, "--jobs", "1"])
        #expect(lines.exitCode == 13, "\(lines.stderr)")
        #expect(lines.stderr.contains("short: diff=right: 2 differences from left"), "\(lines.stderr)")
        #expect(lines.stderr.contains("one url: diff=right: --base-url sends both calls to \(server.baseURL)/echo/a, so there is nothing to compare"),
                "\(lines.stderr)")

        for (tail, message) in [("diff=", "diff= needs an environment"), ("diff-ignore=data.x", "diff-ignore= goes after diff=ENV"),
                                ("diff=a diff=b", "one other environment")] {
            try "request GET /orders => ok \(tail)\n".write(toFile: plan, atomically: true, encoding: .utf8)
            let bad = courier(["smoke", plan, "--env", "left"])
            #expect(bad.exitCode == 2, "\(bad.stderr)")
            #expect(bad.stderr.contains(message), "\(bad.stderr)")
        }
    }
}
