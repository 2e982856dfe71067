import Foundation
import Testing
import TestSupport

/// Edges an adversarial review found (secrets in refusals and smoke reports, Ctrl-C with a large report,
/// passed-on values that look like options, plan lines that would send nothing).
struct EdgeCaseTests {
    /// Writes `text` to a plan file in a fresh directory, runs `body` with its path, and removes the directory.
    func withPlan<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let directory = NSTemporaryDirectory() + "courier-edge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = directory + "/plan.smoke"
        try text.write(toFile: plan, atomically: true, encoding: .utf8)
        return try body(plan)
    }

    /// A proxy URL that is refused (bad scheme, a space) must not print its password: the error line on
    /// stderr shows the URL with its userinfo redacted, as `--verbose`'s `proxy` member does.
    @Test(arguments: [
        (["--proxy", "ftp://user:pr0xy-s3cret@127.0.0.1:1"], [String: String]()),
        (["--proxy", "http://user:pr0xy-s3cret@127.0.0.1 :1"], [String: String]()),
        ([String](), ["ALL_PROXY": "http://user:pr0xy-s3cret@127.0.0.1 x"]),
    ])
    func aRefusedProxyURLNeverPrintsItsPassword(flags: [String], environment: [String: String]) throws {
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(["request", "GET", "/x"] + flags + ["--dry-run"],
                                 environment: ["COURIER_BASE_URL": "http://127.0.0.1:\(port)/v1"].merging(environment) { $1 })
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("proxy"), Comment(rawValue: run.stderr))
        #expect(!run.stderr.contains("pr0xy-s3cret"), Comment(rawValue: run.stderr))
        #expect(!run.stdout.contains("pr0xy-s3cret"))
    }

    /// `courier smoke --token=-abc` passes the token on to each case; a value that starts with '-' must be
    /// attached to its option (as captured values already are), not become a plan error on every line.
    @Test func smokePassesOnAnOptionValueThatStartsWithADash() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let run = try withPlan("[list] orders list --uid 5 => ok\n") { plan in
            CourierRun.run(["smoke", plan, "--token=-dash-token"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        }
        #expect(!run.stderr.contains("Missing value for '--token"), Comment(rawValue: run.stderr))
        #expect(run.exitCode != 2, Comment(rawValue: run.stderr))
    }

    /// Two plan lines with the same global options but different `--password` values (a secret option of
    /// the route): each case's own secret is redacted in every report, not only the first line's (settings
    /// are shared between cases only when their secret options are the same too).
    @Test func smokeRedactsEachCasesOwnSecretOption() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let run = try withPlan("""
            [a] users login --username alice --password first-Secret-1 => ok
            [b] users login --username alice --password second-Secret-2 => ok

            """) { plan in
            CourierRun.run(["smoke", plan, "-v", "--output", "ndjson"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        }
        #expect(run.exitCode == 13, Comment(rawValue: run.stderr))
        #expect(run.stdout.contains("[redacted]"))
        #expect(!run.stdout.contains("first-Secret-1"))
        #expect(!run.stdout.contains("second-Secret-2"), Comment(rawValue: run.stdout))
    }

    /// Ctrl-C during a smoke run ends it with exit 130 *and* the report of every case, also when the report
    /// is larger than the console's 64 KiB chunk (a stream stops only on an interrupt that arrives while it runs).
    @Test func sigintDuringALargeSmokeRunStillPrintsTheWholeReport() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let lines = (1...400).map { "[fast\($0)] request GET '/echo?n=\($0)'" } + ["[slow] request GET '/drip?every=5&count=5'"]
        let run = try withPlan(lines.joined(separator: "\n")) { plan in
            CourierRun.run(["--base-url", server.baseURL, "smoke", plan, "--jobs", "4"]) { pid in
                let deadline = Date().addingTimeInterval(20)
                while (try? server.stats().requests) ?? 0 < lines.count, Date() < deadline { usleep(20_000) }
                usleep(200_000)
                kill(pid, SIGINT)
            }
        }
        #expect(run.exitCode == 130, Comment(rawValue: run.stderr))
        let cases = try #require(run.json?["cases"] as? [[String: Any]], "stdout had \(run.stdout.utf8.count) bytes")
        #expect(cases.count == lines.count)
    }

    /// A plan line with `--dry-run` or `--curl` says "send nothing": it is a plan error, and nothing is sent
    /// (a POST here).
    @Test(arguments: ["--dry-run", "--curl"])
    func aPlanLineThatSaysSendNothingSendsNothing(flag: String) throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let run = try withPlan("[dry] request POST /echo \(flag) => ok\n") { plan in
            CourierRun.run(["--base-url", server.baseURL, "smoke", plan])
        }
        #expect(try server.stats().requests == 0, Comment(rawValue: run.stderr))
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("\(flag) sends nothing"), Comment(rawValue: run.stderr))
    }
}
