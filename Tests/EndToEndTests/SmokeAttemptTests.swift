import Foundation
import Testing
import TestSupport

/// `retries=N` and `until … every … for …` against a loopback server that counts: a case that fails once and then
/// passes is flaky (exit 0, or 13 with --fail-on-flaky) and every report marks it and keeps each attempt's
/// document; a poll runs until its check holds; a poll that never holds fails within its bound. The waits are
/// the plan's own (`every 50ms`), so no test sleeps.
struct SmokeAttemptTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "courier-attempts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func plan(_ text: String) throws -> String {
        let path = directory + "/attempts.smoke"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aCaseThatFailsOnceThenPassesIsFlakyAndEveryReportKeepsBothAttempts() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let path = try plan("[flaky] request GET '/flaky?key=f1&fail=1&status=500' --no-retry => ok retries=2 every 50ms\n")
        let junit = directory + "/j.xml", tap = directory + "/t.tap", json = directory + "/r.json", html = directory + "/r.html"
        let run = CourierRun.run(["smoke", path, "--base-url", server.baseURL, "--junit", junit, "--tap", tap, "--report-json", json, "--report-html", html])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try server.stats().requests == 2, "the server saw the failing attempt and the passing one")
        let stdout = try #require(run.json)
        #expect(stdout["flaky"] as? Int == 1 && stdout["passed"] as? Int == 1 && stdout["failed"] as? Int == 0, "\(stdout)")
        #expect(run.stderr.contains("1 passed, 0 failed, 0 skipped (1 flaky)"), "\(run.stderr)")
        #expect(run.stderr.contains("FLAKY \(path):1: flaky: expected ok, got http.server"), "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let entry = try #require((report["cases"] as? [[String: Any]])?.first)
        #expect(entry["result"] as? String == "flaky")
        let earlier = try #require(entry["earlier"] as? [[String: Any]])
        #expect(earlier.count == 1 && (earlier[0]["document"] as? [String: Any])?["status"] as? Int == 500, "\(earlier)")
        #expect((entry["document"] as? [String: Any])?["status"] as? Int == 200)
        #expect(try String(contentsOfFile: tap, encoding: .utf8).contains("ok 1 - flaky # flaky: passed on attempt 2"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<flakyFailure message=\"expected ok, got http.server") && !xml.contains("<failure"), "\(xml)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("FLAKY") && page.contains("Attempt 1 of 2: expected ok, got http.server"))
        if TestTools.hasPython {
            let check = try TestTools.runPython("import sys, xmlschema; xmlschema.XMLSchema(sys.argv[2]).validate(sys.argv[1]); print('valid')",
                                                [junit, Paths.root.appendingPathComponent("Tests/Fixtures/junit.xsd").path])
            #expect(check.stdout == "valid\n", "\(check.stderr)")
        }

        let strict = try plan("[flaky] request GET '/flaky?key=f2&fail=1&status=500' --no-retry => ok retries=1 every 50ms\n")
        let failing = CourierRun.run(["smoke", strict, "--base-url", server.baseURL, "--fail-on-flaky"])
        #expect(failing.exitCode == 13, "\(failing.stderr)")
        #expect(failing.stderr.contains("smoke: 1 of 1 case passed only after failing (--fail-on-flaky)"), "\(failing.stderr)")
    }

    @Test func retriesEndInAFailureWhenEveryAttemptFails() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let path = try plan("request GET '/flaky?key=r1&fail=9&status=500' --no-retry => ok retries=2 every 20ms\n")
        let run = CourierRun.run(["smoke", path, "--base-url", server.baseURL, "-o", "ndjson"])
        #expect(run.exitCode == 13, "\(run.stderr)")
        #expect(try server.stats().requests == 3)
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(entry["result"] as? String == "fail" && (entry["earlier"] as? [Any])?.count == 2, "\(entry)")
    }

    @Test func aPollRunsUntilItsCheckHoldsAndIsNotFlaky() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        let path = try plan("""
            [ready] request GET '/flaky?key=p1&fail=2&status=503' --no-retry => ok until status=200 every 50ms for 30s
            [never] request GET /echo => ok until data.method=POST every 50ms for 300ms
            """)
        let run = CourierRun.run(["smoke", path, "--base-url", server.baseURL, "-o", "ndjson"])
        #expect(run.exitCode == 13, "\(run.stderr)")
        let entries = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(entries.count == 2)
        #expect(entries.first?["result"] as? String == "pass", "a poll that ends well is a pass, not flaky: \(entries)")
        #expect((entries.first?["earlier"] as? [Any])?.count == 2)
        #expect(entries.last?["result"] as? String == "fail")
        #expect((entries.last?["reason"] as? String)?.hasPrefix("until data.method=POST: expected POST at data.method, found \"GET\": still so after ") == true,
                "\(entries.last ?? [:])")
        let polls = try server.stats().requests - 3
        #expect(polls >= 1 && polls <= 7, "the poll never ran past its 300 ms bound at 50 ms apart: \(polls) attempts")
    }
}
