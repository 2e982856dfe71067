import Foundation
import Testing
import TestSupport

/// `courier import --har` through the built binary: the plan it writes passes `smoke` against the demo API (and from
/// the samples `--record` wrote, with `--stub-dir`), `--read-only` leaves out what changes state, an unmatched entry
/// is a comment with its reason, `--expect-values` checks that fail when a value changes, and a bad HAR writes nothing.
struct ImportTests {
    let directory: String
    /// A HAR of six demo requests as mitmproxy recorded them, sent to the `local` environment (127.0.0.1:8080/v1):
    /// orders list, detail, create, a DELETE no route sends, users login and users verify (Basic).
    static let fixture = Paths.root.appendingPathComponent("Tests/Fixtures/Captures/demo.har").path

    init() throws {
        directory = NSTemporaryDirectory() + "courier-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// The demo's credentials, as the run gives them (the plan never holds them).
    static let credentials = ["PASSWORD": "wonderland", "REFRESH_TOKEN": "r-1"]

    func smoke(_ arguments: [String], base: String) -> CourierRun {
        CourierRun.run(["smoke", "--user", "alice:wonderland"] + arguments,
                       environment: ["COURIER_BASE_URL": base].merging(Self.credentials) { $1 })
    }

    @Test func aPlanImportedFromTheFixtureHARPassesAgainstTheDemoAndFromItsRecordedSamples() throws {
        let plan = directory + "/demo.smoke"
        let samples = directory + "/samples"
        let run = CourierRun.run(["import", "--har", Self.fixture, "--expect-values", "--record", samples, "--plan", plan])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let text = try #require(contents(plan))
        let cases = text.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(cases.map { $0.split(separator: "=>")[0].trimmingCharacters(in: .whitespaces) } == [
            "[entry 1] orders list --uid 5", "[entry 2] orders detail --no A1001", "[entry 3] orders create --uid 5 --sku SKU-1 --qty 2",
            "[entry 5] users login --username alice --password ${PASSWORD}", "[entry 6] users verify",
        ])
        #expect(cases[2].contains("=> ok status=201"))
        // Secrets never in the plan or the samples: the captured password, Basic credential and login tokens.
        let written = try FileManager.default.subpathsOfDirectory(atPath: samples).compactMap { contents(samples + "/" + $0) }.joined() + text
        for secret in ["wonderland", "YWxpY2U6d29uZGVybGFuZA==", "peO_Omv87B9aEvhklSzmXhDyr-4itry3", "Kr5cAV4-bBgDq3C-TCFLycRQhviFjXB1"] {
            #expect(!written.contains(secret), "\(secret)")
        }
        #expect(!text.contains("data.token") && !text.contains("refreshToken"))

        let demo = try LoopbackServer(script: "demo_api.py")
        defer { demo.stop() }
        let live = smoke([plan], base: demo.baseURL + "/v1")
        #expect(live.exitCode == 0, "\(live.stderr)")
        #expect(live.json?["passed"] as? Int == 5)
        let stubbed = smoke(["--stub-dir", samples, plan], base: "http://127.0.0.1:9/v1")
        #expect(stubbed.exitCode == 0, "\(stubbed.stderr)")
        #expect(stubbed.json?["passed"] as? Int == 5)
    }

    @Test func readOnlyLeavesOutTheStateChangingEntriesAndAnUnmatchedOneIsCommentedWithItsReason() throws {
        let run = CourierRun.run(["import", "--har", Self.fixture, "--read-only"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("[") }.map { $0.split(separator: " ")[0...3].joined(separator: " ") } == [
            "[entry 1] orders list", "[entry 2] orders detail", "[entry 6] users verify",
        ])
        #expect(!run.stdout.contains("orders create") && !run.stdout.contains("users login"))
        let block = try #require(lines.firstIndex(of: "# Not imported:"))
        #expect(lines[(block + 1)...] == [
            "# --read-only left out 2 requests that change state: entry 3, entry 5",
            "# entry 4: DELETE /v1/orders/A1001: no route builds it; the nearest, orders detail, does not: the route sends GET, the request is DELETE",
        ])
        #expect(run.stderr.contains("import: entry 4: DELETE /v1/orders/A1001: no route builds it"), "\(run.stderr)")
        #expect(run.stderr.contains("import: 3 cases, 1 unmatched, 2 left out by --read-only"), "\(run.stderr)")
    }

    @Test func expectedValuesFailWhenTheAnswerChanges() throws {
        let plan = directory + "/values.smoke"
        let samples = directory + "/samples"
        let run = CourierRun.run(["import", "--har", Self.fixture, "--expect-values", "--read-only", "--record", samples, "--plan", plan])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try #require(contents(plan)).contains("[entry 2] orders detail --no A1001 => ok status=200 data.no=A1001 data.uid=5 data.sku=SKU-1 data.qty=2 data.total=25.80 data.status=paid"))
        #expect(smoke(["--stub-dir", samples, plan], base: "http://127.0.0.1:9/v1").exitCode == 0)
        // The same answer with another status: the check written from the capture now fails, naming itself.
        let sample = samples + "/orders/detail/no-A1001.json"
        let changed = try #require(contents(sample)).replacingOccurrences(of: #"\"status\":\"paid\""#, with: #"\"status\":\"cancelled\""#)
        #expect(changed != contents(sample))
        try changed.write(toFile: sample, atomically: true, encoding: .utf8)
        let failing = smoke(["--stub-dir", samples, plan], base: "http://127.0.0.1:9/v1")
        #expect(failing.exitCode == 13, "\(failing.stderr)")
        #expect(failing.stderr.contains(#"data.status=paid: expected paid at data.status, found "cancelled""#), "\(failing.stderr)")
    }

    @Test(arguments: [
        ("not JSON", "{\"log\": {\"entries\": ["),
        ("not a HAR", "{\"entries\": []}"),
    ])
    func aBadHARExits2AndWritesNothing(kind: String, text: String) throws {
        let har = directory + "/bad.har"
        try text.write(toFile: har, atomically: true, encoding: .utf8)
        let plan = directory + "/bad.smoke"
        let samples = directory + "/samples"
        let run = CourierRun.run(["import", "--har", har, "--record", samples, "--plan", plan])
        #expect(run.exitCode == 2, "\(kind): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("bad.har"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: plan) && !FileManager.default.fileExists(atPath: samples))
    }

    @Test func anEntryTheCaptureParserCannotReadIsACommentAndAWarningAndTheRestIsImported() throws {
        let har = directory + "/partly.har"
        let text = #"{"log": {"entries": [{"request": {"method": "GET", "url": "http://127.0.0.1:8080/v1/orders/A1001", "headers": []}, "#
            + #""response": {"status": 404, "headers": [], "content": {"text": "{}"}}}, {"request": {"method": "GET", "headers": []}}]}}"#
        try text.write(toFile: har, atomically: true, encoding: .utf8)
        let run = CourierRun.run(["import", "--har", har])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("[") } == ["[entry 1] orders detail --no A1001 => http.not_found status=404"])
        let block = try #require(lines.firstIndex(of: "# Not imported:"))
        #expect(lines[block + 1].hasPrefix("# entry 2: ") && lines.count == block + 2, "\(run.stdout)")
        #expect(run.stderr.contains("import: entry 2: ") && run.stderr.contains("import: 1 case, 1 unreadable"), "\(run.stderr)")
    }

    @Test func anExistingPlanIsReplacedOnlyWithOverwrite() throws {
        let plan = directory + "/kept.smoke"
        try "# edited by hand\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let refused = CourierRun.run(["import", "--har", Self.fixture, "--plan", plan])
        #expect(refused.exitCode == 2 && refused.stderr.contains("exists; give --overwrite"), "\(refused.stderr)")
        #expect(contents(plan) == "# edited by hand\n")
        let replaced = CourierRun.run(["import", "--har", Self.fixture, "--plan", plan, "--overwrite"])
        #expect(replaced.exitCode == 0, "\(replaced.stderr)")
        #expect(contents(plan)?.contains("[entry 1] orders list --uid 5") == true)
    }
}

/// The mitmproxy capture of every demo route, imported and run back against a fresh demo API.
@Suite(.enabled(if: MitmCapture.installedOrCI, "mitmproxy is not installed: run make test-tools"))
struct MitmproxyImportTests {
    @Test func everyDemoRouteMitmproxyCapturedImportsIntoAPlanThatPassesLiveAndFromItsSamples() throws {
        let directory = NSTemporaryDirectory() + "courier-mitm-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (har, calls) = try MitmCapture.record(into: directory)
        let origin = try #require(try String(contentsOfFile: har, encoding: .utf8).firstMatch(of: /http:\/\/127\.0\.0\.1:\d+/)).output
        let plan = directory + "/mitm.smoke"
        let samples = directory + "/samples"
        // The capture went to the demo's own address: the run's base URL says which environment that was.
        let run = CourierRun.run(["import", "--har", har, "--expect-values", "--record", samples, "--plan", plan],
                                 environment: ["COURIER_BASE_URL": origin + "/v1"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let text = try #require(try? String(contentsOfFile: plan, encoding: .utf8))
        let cases = text.split(separator: "\n").filter { $0.hasPrefix("[") }
        // Every call but the multipart upload (whose file the capture only names) is a case, in capture order; the
        // upload's case is in the closing block, ready for when the file is there.
        #expect(cases.count == calls.count - 1, "\(text)")
        #expect(text.contains("# entry 12: POST /v1/files: files upload reads --file, a file the capture does not hold; with it beside the plan, "
            + "the case is: [entry 12] files upload --file note.txt"), "\(text)")
        #expect(!text.contains("wonderland") && !text.contains("sid=s-1") && !text.contains("Bearer t-1"))

        let demo = try LoopbackServer(script: "demo_api.py")
        defer { demo.stop() }
        let environment = ["COURIER_BASE_URL": demo.baseURL + "/v1"].merging(ImportTests.credentials) { $1 }
        let live = CourierRun.run(["smoke", "--user", "alice:wonderland", plan], environment: environment)
        #expect(live.exitCode == 0, "\(live.stderr)")
        #expect(live.json?["passed"] as? Int == cases.count)
        let stubbed = CourierRun.run(["smoke", "--stub-dir", samples, plan], environment: environment)
        #expect(stubbed.exitCode == 0, "\(stubbed.stderr)")
        #expect(stubbed.json?["passed"] as? Int == cases.count)
    }
}
