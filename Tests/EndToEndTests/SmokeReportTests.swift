import Foundation
import Testing
import TestSupport

/// Smoke's reporters (`--junit`, `--tap`, `--report-json`, `--report-html`) written together from one run, read
/// by the tools CI and people use: an XSD (PyPI xmlschema), junitparser, and a headless chromium.
struct SmokeReportTests {
    let demo: LoopbackServer
    let directory: String

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        directory = NSTemporaryDirectory() + "courier-reports-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func plan(_ text: String, name: String = "plan.smoke") throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func smoke(_ arguments: [String], base: String? = nil, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(["smoke"] + arguments, environment: ["COURIER_BASE_URL": base ?? demo.baseURL + "/v1", "DEMO_PASSWORD": "wonderland"]
            .merging(environment) { $1 })
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Issue 45, 8: a report's missing directories are made when it is written (curl's `--create-dirs` habit); a
    /// file on the way, or a FIFO at the path, is refused before anything is sent, and nothing is made.
    @Test func aReportsMissingDirectoriesAreMadeAndAFileOnTheWayIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try plan("orders list --uid 5 => ok\n")
        let junit = directory + "/out/ci/j.xml", tap = directory + "/out/t.tap"
        let run = smoke([path, "--junit", junit, "--tap", tap])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try read(junit).contains("<testsuites"))
        #expect(try read(tap).hasPrefix("TAP version 13\n"))
        let blocker = directory + "/blocker"
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        let fifo = directory + "/out/fifo.xml"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (option, target) in [("--junit", blocker + "/sub/j.xml"), ("--report-json", fifo)] {
            let refused = smoke([path, option, target, "--report-html", directory + "/never/h.html"])
            #expect(refused.exitCode == 2, "\(refused.stderr)")
            #expect(refused.stderr.contains(target), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/never"), "a refused run made a directory")
        }
        let counts = CourierRun.run(["-o", "data", "--base-url", demo.baseURL + "/v1", "request", "GET", "/_test/counts"])
        #expect((counts.json as? [String: Int])?["/v1/orders"] == 1, "the refused runs sent nothing: \(counts.stdout)")
    }

    static let mixedPlan = """
        orders list --uid 5 => ok
        [wrong on purpose] orders detail --no A1001 => ok data.status=due
        orders detail --no NOPE => http.not_found
        [not run] orders create --uid 5 --sku SKU-1 --qty 2 => ok
        """

    /// One run writes all four reports; stdout keeps its JSON document; the JUnit file validates against the
    /// JUnit XSD (xmlschema) and reads in junitparser with one testcase per case, its own time, classname the plan
    /// file, the failure's message and the redacted document in system-out.
    @Test(.enabled(if: TestTools.pythonOrCI, "PyPI test tools missing: run 'make test-tools'"))
    func allFourReportsFromOneRunAndJUnitValidates() throws {
        try #require(TestTools.hasPython, "PyPI test tools missing: run 'make test-tools' (installs junitparser and xmlschema into .build/test-tools)")
        let path = try plan(Self.mixedPlan)
        let junit = directory + "/j.xml", tap = directory + "/t.tap", json = directory + "/r.json", html = directory + "/r.html"
        let run = smoke([path, "--read-only", "--junit", junit, "--tap", tap, "--report-json", json, "--report-html", html])
        #expect(run.exitCode == 13, "\(run.stderr)")
        let stdout = try #require(run.json, "stdout keeps its JSON document")
        #expect(stdout["failed"] as? Int == 1 && stdout["passed"] as? Int == 2 && stdout["skipped"] as? Int == 1)
        #expect(try read(tap).hasPrefix("TAP version 13\n1..4\nok 1 - orders list --uid 5\nnot ok 2 - wrong on purpose\n"))
        #expect(try read(html).hasPrefix("<!DOCTYPE html>"))
        // The JSON file holds stdout's members, and more for each case (its call, request, response and timings).
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        let shown = try #require(stdout["cases"] as? [[String: Any]])
        for (full, short) in zip(cases, shown) {
            for (key, value) in short { #expect("\(full[key] ?? "missing")" == "\(value)", "\(key)") }
        }
        #expect(cases[0]["call"] as? String == "orders list --uid 5")
        #expect((cases[0]["timing"] as? [String: Any])?["firstByte"] != nil && cases[0]["startMs"] != nil && cases[0]["sentMs"] != nil)
        #expect((cases[0]["curl"] as? String)?.hasPrefix("curl -sS -i ") == true)
        #expect(cases[0]["document"] != nil, "the JSON report keeps passing cases' documents too")
        let check = try TestTools.runPython("""
            import sys, xmlschema
            from junitparser import JUnitXml, Failure, Skipped
            xmlschema.XMLSchema(sys.argv[3]).validate(sys.argv[1])
            cases = [case for suite in JUnitXml.fromfile(sys.argv[1]) for case in suite]
            assert len(cases) == 4, cases
            assert all(case.classname == sys.argv[2] and case.time >= 0 for case in cases)
            failed = [case for case in cases if any(isinstance(r, Failure) for r in case.result)]
            assert [case.name for case in failed] == ["wrong on purpose"], failed
            assert "data.status=due: expected due at data.status" in failed[0].result[0].message
            assert '"status"' in failed[0].system_out, failed[0].system_out
            assert any(isinstance(r, Skipped) for r in cases[3].result)
            print("junit ok")
            """, [junit, path, Paths.root.appendingPathComponent("Tests/Fixtures/junit.xsd").path])
        #expect(check.stdout == "junit ok\n", "\(check.stderr)")
    }

    /// The XSD is strict enough to fail: a testcase without its time, and a count that is not a number, are refused.
    @Test(.enabled(if: TestTools.pythonOrCI, "PyPI test tools missing: run 'make test-tools'"))
    func theJUnitSchemaRefusesAMalformedReport() throws {
        try #require(TestTools.hasPython, "PyPI test tools missing: run 'make test-tools'")
        let bad = directory + "/bad.xml"
        try #"<testsuites><testsuite name="p" tests="x" failures="0" errors="0"><testcase name="a" classname="p"/></testsuite></testsuites>"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let check = try TestTools.runPython("""
            import sys, xmlschema
            schema = xmlschema.XMLSchema(sys.argv[2])
            print(len(list(schema.iter_errors(sys.argv[1]))) >= 2)
            """, [bad, Paths.root.appendingPathComponent("Tests/Fixtures/junit.xsd").path])
        #expect(check.stdout == "True\n", "\(check.stderr)")
    }

    /// `--tap FILE` writes TAP and stdout keeps its JSON; `--tap -` prints TAP instead of it; `--tap plan.smoke`
    /// (the old flag's spelling before a plan) is refused before it could replace the plan; two reports on stdout too.
    @Test func tapTakesAFileAndDashMeansStdout() throws {
        let path = try plan("orders list --uid 5 => ok\n")
        let tap = directory + "/t.tap"
        let toFile = smoke([path, "--tap", tap])
        #expect(toFile.exitCode == 0 && toFile.json != nil, "\(toFile.stderr)")
        #expect(try read(tap) == "TAP version 13\n1..1\nok 1 - orders list --uid 5\n")
        let toStdout = smoke([path, "--tap", "-"])
        #expect(toStdout.stdout == "TAP version 13\n1..1\nok 1 - orders list --uid 5\n", "\(toStdout.stderr)")
        let before = try read(path)
        let old = smoke(["--tap", path])
        #expect(old.exitCode == 2)
        #expect(old.stderr.contains("--tap '\(path)' would replace a plan: --tap takes the report's file (give '--tap -' to print it on stdout)"), "\(old.stderr)")
        #expect(try read(path) == before)
        let two = smoke([path, "--tap", "-", "--junit", "-"])
        #expect(two.exitCode == 2 && two.stderr.contains("only one report can go to stdout"), "\(two.stderr)")
        let same = smoke([path, "--tap", tap, "--report-html", tap])
        #expect(same.exitCode == 2 && same.stderr.contains("name the same file"), "\(same.stderr)")
        let missing = smoke([path, "--tap"])
        #expect(missing.exitCode == 2 && missing.stderr.contains("--tap"), "\(missing.stderr)")
    }

    /// Every new report path goes through the same check as --junit: a directory is refused before anything is sent.
    @Test(arguments: ["--tap", "--report-html"])
    func aNewReportPathThatIsADirectoryIsRefusedBeforeAnythingIsSent(option: String) throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let path = try plan("request GET /echo => ok\n")
        let run = smoke([path, option, directory], base: scripted.baseURL)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("is a directory, not a regular file"), "\(run.stderr)")
        #expect(try scripted.stats().requests == 0)
    }

    /// Shard reports merge into one run: every case once, in plan order, in every format; a report given twice,
    /// or a file that is not a report, is a usage error.
    @Test(.enabled(if: TestTools.pythonOrCI, "PyPI test tools missing: run 'make test-tools'"))
    func shardReportsMergeIntoOneRun() throws {
        let path = try plan(Self.mixedPlan)
        var shards: [String] = []
        for shard in 1...3 {
            let json = directory + "/shard-\(shard).json"
            let run = smoke([path, "--read-only", "--shard", "\(shard)/3", "--report-json", json])
            #expect(run.exitCode == 0 || run.exitCode == 13, "\(run.stderr)")
            shards.append(json)
        }
        let junit = directory + "/all.xml", html = directory + "/all.html", tap = directory + "/all.tap"
        let merged = CourierRun.run(["smoke", "--merge-reports"] + shards.reversed() + ["--junit", junit, "--report-html", html, "--tap", tap])
        #expect(merged.exitCode == 13, "\(merged.stderr)")
        let json = try #require(merged.json)
        #expect(json["passed"] as? Int == 2 && json["failed"] as? Int == 1 && json["skipped"] as? Int == 1, "\(json)")
        let names = (json["cases"] as? [[String: Any]])?.compactMap { $0["line"] as? Int }
        #expect(names == [1, 2, 3, 4], "plan order, whatever the order the shards were given in")
        #expect(merged.stderr.contains("FAIL \(path):2: wrong on purpose"), "\(merged.stderr)")
        #expect(try read(tap).contains("not ok 2 - wrong on purpose"))
        #expect(try read(html).contains("wrong on purpose"))
        if TestTools.hasPython {
            let check = try TestTools.runPython("import sys, xmlschema; xmlschema.XMLSchema(sys.argv[2]).validate(sys.argv[1]); print('valid')",
                                                [junit, Paths.root.appendingPathComponent("Tests/Fixtures/junit.xsd").path])
            #expect(check.stdout == "valid\n", "\(check.stderr)")
        }
        let twice = CourierRun.run(["smoke", "--merge-reports", shards[0], shards[0]])
        #expect(twice.exitCode == 2 && twice.stderr.contains("(the same shard given twice?)"), "\(twice.stderr)")
        let notReport = CourierRun.run(["smoke", "--merge-reports", path])
        #expect(notReport.exitCode == 2 && notReport.stderr.contains("is not a JSON report of courier smoke --report-json"), "\(notReport.stderr)")
        let none = CourierRun.run(["smoke", "--merge-reports"])
        #expect(none.exitCode == 2 && none.stderr.contains("--merge-reports needs the JSON reports"), "\(none.stderr)")
    }

    /// A merged report's times come from a file: one no run could have taken (1e300, past Int64) is refused as
    /// not a report, never drawn into the HTML report's axis, where it trapped (issue 42, finding 5).
    @Test(arguments: [("ms", 1e300), ("startMs", 1e19), ("ms", -1.0)])
    func aMergedReportWithATimeNoRunCouldTakeIsRefused(key: String, value: Double) throws {
        let path = try plan("orders list --uid 5 => ok\n")
        let shard = directory + "/shard.json", html = directory + "/all.html"
        let run = smoke([path, "--read-only", "--report-json", shard])
        #expect(run.exitCode == 0, "\(run.stderr)")
        var report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: shard))) as? [String: Any])
        var cases = try #require(report["cases"] as? [[String: Any]])
        cases[0][key] = value
        report["cases"] = cases
        try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: shard))
        let merged = CourierRun.run(["smoke", "--merge-reports", shard, "--report-html", html])
        #expect(merged.exitCode == 2, "\(merged.stderr)")
        #expect(merged.stderr.contains("cases[0].\(key) is not a duration in milliseconds"), "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: html))
    }

    /// Server text and plan labels holding line separators (U+0085, U+2028, U+2029) forge no TAP line for a
    /// consumer that splits where Python's `str.splitlines()` does; the HTML report shows bidirectional controls
    /// as escapes rather than letting them reorder its text (issue 42, finding 13).
    @Test func separatorsAndBidiControlsForgeNoReportLine() throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let body = #"{"code":0,"message":"ok","data":{"s":"a\u2028ok 7 - forged by the server\u0085ok 8 - again"}}"#
        let hex = body.utf8.map { String(format: "%02x", $0) }.joined()
        let path = try plan("""
            [fine\u{2028}ok 5 - forged by a label\u{85}ok 6 - again\u{2029}\u{202E}txet] request GET /echo => ok
            request GET /raw?hex=\(hex)&type=application/json => ok data.s=b
            """)
        let tap = directory + "/t.tap", html = directory + "/r.html"
        let run = smoke([path, "--tap", tap, "--report-html", html], base: scripted.baseURL)
        #expect(run.exitCode == 13, "\(run.stderr)")
        let text = try read(tap)
        let lines = text.split(whereSeparator: \.isNewline)
        let results = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(results.count == 2, "\(lines)")
        #expect(lines.count == text.split(separator: "\n").count, "no line break but a newline")
        #expect(text.contains(#"fine\u{2028}ok 5 - forged by a label\x85ok 6 - again\u{2029}\u{202e}txet"#))
        let page = try read(html)
        #expect(!page.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 }, "raw controls in the HTML report")
        #expect(page.contains(#"\u{202e}txet"#))
    }

    /// The HTML report in a real browser (Debian's chromium, headless): its text (counts, environment, base URL,
    /// each case's plan line, call, status, category, request, response and curl line, failures first) and a
    /// screenshot whose waterfall bars are there in their colours. Hostile text (a server's body and echoed
    /// header, a label with markup) stays text: the rendered DOM holds no element it smuggled in.
    @Test(.enabled(if: TestTools.chromiumOrCI, "chromium or the PyPI test tools missing: run 'make test-tools'"))
    func theHTMLReportRendersInChromiumAndHostileTextStaysText() throws {
        try #require(TestTools.hasChromium && TestTools.hasPython, "run 'make test-tools': installs Debian's chromium and PyPI Pillow")
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let hostile = #"</script><img src=x onerror=alert(1)><script>alert(2)</script><style>*{display:none}</style>"#
        let hex = Array(hostile.utf8).map { String($0, radix: 16) }.joined()
        let path = try plan("""
            [ok <b>bold</b> & "quoted"] request GET /echo?a=1 => ok
            [echoed header] request GET /echo --header 'X-Evil: \(hostile)' => ok data.method=POST
            [hostile body] request GET '/raw?hex=\(hex)&type=text/html' => decoding
            """)
        let html = directory + "/report.html"
        let run = smoke([path, "--report-html", html], base: scripted.baseURL)
        #expect(run.exitCode == 13, "\(run.stderr)")
        let profile = directory + "/chromium-profile"
        let dom = try TestTools.runChromium(["--dump-dom"], url: "file://" + html, profile: profile)
        #expect(dom.status == 0, "\(dom.stderr)")
        let text = dom.stdout
        for expected in ["2 passed", "1 failed", "0 skipped", "environment", scripted.baseURL, "Timeline", "\(path):2",
                         "echoed header", "data.method=POST: expected POST at data.method", "request GET /echo --header",
                         "curl -sS -i", "Response document", "decoding.body", "&lt;b&gt;bold&lt;/b&gt; &amp; \"quoted\""] {
            #expect(text.contains(expected), "\(expected)")
        }
        // Nothing hostile became an element: the page's only style is its own, and it has no image or script at all.
        #expect(!text.contains("<img") && !text.contains("<script") && text.components(separatedBy: "<style").count == 2, "\(text)")
        #expect(text.contains("&lt;img src=x onerror=alert(1)&gt;"))
        // Failures first, then plan order.
        let sections = try #require(text.range(of: "Cases (failures first"))
        let rest = text[sections.upperBound...]
        let failing = try #require(rest.range(of: "echoed header")), passing = try #require(rest.range(of: "hostile body"))
        #expect(failing.lowerBound < passing.lowerBound)

        let shot = directory + "/report.png"
        let screenshot = try TestTools.runChromium(["--window-size=1200,900", "--screenshot=" + shot], url: "file://" + html, profile: profile)
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        // The first-byte and connect colours of the waterfall's bars, counted in the decoded PNG.
        let check = try TestTools.runPython("""
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1]).convert("RGB")
            assert image.size == (1200, 900), image.size
            def near(color, pixel):
                return all(abs(a - b) <= 6 for a, b in zip(color, pixel))
            counts = {}
            for name, color in (("first byte", (0x1f, 0x6f, 0xd0)), ("transfer", (0x1e, 0x9e, 0x5a))):
                counts[name] = sum(1 for pixel in image.getdata() if near(color, pixel))
            plain = sum(1 for pixel in image.getdata() if pixel == (255, 255, 255))
            assert counts["first byte"] > 200, counts
            assert plain < 1200 * 900 * 0.97, plain
            print("screenshot ok", counts)
            """, [shot])
        #expect(check.stdout.hasPrefix("screenshot ok"), "\(check.stderr)")
        #expect(try scripted.stats().requests == 3)
    }

    /// A file given to --merge-reports is hostile like any other: whatever it holds ends in one usage line (exit 2)
    /// naming where it stops being a report, never a trap; nothing is written.
    @Test(arguments: [
        ("[]", "no 'cases' list"),
        (#"{"cases": "x", "ms": 1}"#, "no 'cases' list"),
        (#"{"ms": 1, "cases": [{"case": 1e300, "ordinal": 1, "file": "p", "line": 1, "name": "n", "call": "c", "result": "pass", "attempts": 1, "ms": 1}]}"#, "cases[0].case is not a whole number"),
        (#"{"ms": 1, "cases": [{"case": 1, "ordinal": 1, "file": "p", "line": 1, "name": "n", "call": "c", "result": "won", "attempts": 1, "ms": 1}]}"#, "cases[0].result is not pass, flaky, fail or skip"),
        (#"{"ms": 1e999, "cases": []}"#, "is not a JSON report"),
        (String(repeating: "[", count: 100_000), "is not a JSON report"),
        ("\u{1B}[31m", "is not a JSON report"),
    ])
    func aHostileReportToMergeIsAUsageError(text: String, message: String) throws {
        let path = directory + "/hostile.json", html = directory + "/out.html"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CourierRun.run(["smoke", "--merge-reports", path, "--report-html", html])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message) && !run.stderr.contains("\u{1B}"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: html))
    }

    /// The issue's own check: the shipped plan against the demo API writes --report-html, --junit and --tap at once;
    /// the JUnit validates, the TAP counts every case, and chromium's screenshot of the HTML shows the waterfall.
    @Test(.enabled(if: TestTools.chromiumOrCI, "chromium or the PyPI test tools missing: run 'make test-tools'"))
    func theShippedPlanWritesHTMLJUnitAndTAPAndTheScreenshotShowsTheWaterfall() throws {
        try #require(TestTools.hasChromium && TestTools.hasPython, "run 'make test-tools': installs Debian's chromium, xmlschema and Pillow")
        let html = directory + "/r.html", junit = directory + "/j.xml", tap = directory + "/t.tap"
        let run = CourierRun.run(["smoke", "--report-html", html, "--junit", junit, "--tap", tap],
                                 environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "DEMO_PASSWORD": "wonderland"], directory: Paths.root.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["passed"] as? Int == 19)
        #expect(try read(tap).hasPrefix("TAP version 13\n1..19\n"))
        let shot = directory + "/demo.png"
        let screenshot = try TestTools.runChromium(["--window-size=1200,800", "--screenshot=" + shot], url: "file://" + html,
                                                   profile: directory + "/chromium-profile")
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        let check = try TestTools.runPython("""
            import sys, xmlschema
            from PIL import Image
            xmlschema.XMLSchema(sys.argv[3]).validate(sys.argv[2])
            image = Image.open(sys.argv[1]).convert("RGB")
            def count(color):
                return sum(1 for pixel in image.getdata() if all(abs(a - b) <= 6 for a, b in zip(color, pixel)))
            first_byte, connect = count((0x1f, 0x6f, 0xd0)), count((0xe6, 0x7e, 0x22))
            assert first_byte > 500 and connect > 20, (first_byte, connect)
            print("ok")
            """, [shot, junit, Paths.root.appendingPathComponent("Tests/Fixtures/junit.xsd").path])
        #expect(check.stdout == "ok\n", "\(check.stderr)")
    }
}
