import Foundation
import Testing
import TestSupport

/// Every `$ ` example in README.md and docs/*.md runs against the demo API and prints what the page shows
/// (issue 46; the conventions are docs/Testing.md's "Doc examples").
struct DocExampleTests {
    /// README.md and every page in docs/, relative to the package root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Paths.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func read(_ page: String) throws -> DocPage {
        let text = try String(contentsOf: Paths.root.appendingPathComponent(page), encoding: .utf8)
        return DocPage(text: text, file: page)
    }

    /// Runs a page's examples in order, in one directory of their own (an example may read a file an earlier one
    /// wrote), with `courier` on PATH and the `local` environment's base URL pointing at a demo API of their own.
    @Test(arguments: pages)
    func everyExampleOnThePagePrintsWhatItShows(page: String) throws {
        let examples = try Self.read(page).examples
        let run = examples.filter { $0.notRunReason == nil }
        let skipped = examples.filter { $0.notRunReason != nil }
        print("doc examples: \(page): \(run.count) run, \(skipped.count) not run")
        for example in skipped { print("  not run: \(example) (\(example.notRunReason ?? ""))") }
        guard !run.isEmpty else { return }

        let server = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(server) {} }
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = server.baseURL.replacingOccurrences(of: "http://", with: "")
        for example in run {
            let result = Self.run(example.command, in: directory, baseURL: server.baseURL + "/v1")
            // The pages show the `local` environment's own address; the demo here listens on a free port.
            let output = result.stdout.replacingOccurrences(of: host, with: "127.0.0.1:8080")
            var lines = output.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            if example.shownOutput.isEmpty {
                #expect(result.exitCode == 0, "\(example)\nexits \(result.exitCode) and the page shows no output:\n\(output)")
                continue
            }
            let pattern = DocOutputPattern(example.shownOutput)
            let matches = pattern.matches(lines)
            #expect(matches, "\(example)\nshown (-) and real (+) output differ:\n\(pattern.diff(lines))")
        }
    }

    @Test func everyCommandLineInACodeBlockIsAnExampleOrMarkedNotRun() throws {
        let unprompted = try Self.pages.flatMap { try Self.read($0).unprompted }
        #expect(unprompted.isEmpty, "prompt these with `$ ` or mark their block `<!-- not run: REASON -->`:\n\(unprompted.joined(separator: "\n"))")
    }

    @Test func examplesAreFoundAndSkippedOnesSayWhy() throws {
        let examples = try Self.pages.flatMap { try Self.read($0).examples }
        #expect(examples.filter { $0.notRunReason == nil }.count >= 20)
        #expect(examples.allSatisfy { $0.notRunReason?.isEmpty != true }, "a not-run mark without a reason")
    }

    /// The check can fail: a real example with its shown output changed no longer matches.
    @Test func aChangedShownOutputFailsItsExample() throws {
        let server = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(server) {} }
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = Self.run("courier orders list; echo \"exit $?\"", in: directory, baseURL: server.baseURL + "/v1")
        var lines = result.stdout.components(separatedBy: "\n")
        lines.removeLast()
        #expect(DocOutputPattern(["Error: Missing expected argument '--uid <uid>'.", "…", "exit 2"]).matches(lines))
        let changed = DocOutputPattern(["Error: Missing expected argument '--uid <uid>'.", "…", "exit 3"])
        #expect(!changed.matches(lines))
        #expect(changed.diff(lines).contains("- exit 3\n+ exit 2") || changed.diff(lines).contains("+ exit 2\n- exit 3"))
    }

    @Test(arguments: [
        (["a", "…", "d"], ["a", "b", "c", "d"], true),
        (["a", "…", "b"], ["a", "b"], true),
        (["a", "…"], ["a"], true),
        (["\"Date\": \"…\","], ["\"Date\": \"Sun, 06 Dec 2026 12:00:00 GMT\","], true),
        (["  …"], [], true),
        (["a"], ["a", "b"], false),
        (["a", "b"], ["a"], false),
        (["x…y"], ["x", "y"], false),
        (["a.c"], ["abc"], false),
        (["a  "], ["a"], true),
    ])
    func shownOutputPlaceholders(shown: [String], output: [String], matches: Bool) {
        #expect(DocOutputPattern(shown).matches(output) == matches)
    }

    @Test func notRunMarksApplyToTheNextBlockOnly() {
        let text = """
            Prose.

            <!-- not run: needs a Mac -->

                $ courier a
                shop b

            More prose.

                $ courier c
                out
                …

            ```
            $ courier d
            ```
            """
        let page = DocPage(text: text, file: "t.md")
        #expect(page.examples.map(\.command) == ["courier a", "courier c", "courier d"])
        #expect(page.examples.map(\.notRunReason) == ["needs a Mac", nil, nil])
        #expect(page.examples[1].shownOutput == ["out", "…"])
        #expect(page.examples[1].line == 10)
        #expect(page.unprompted.isEmpty)
        #expect(DocPage(text: "x\n\n    courier e\n", file: "u.md").unprompted == ["u.md:3: courier e"])
        let fenced = DocPage(text: "x\n\n    $ courier f\n    out\n\n```swift\nlet code = 1\n```\n", file: "f.md")
        #expect(fenced.examples.map(\.shownOutput) == [["out"]], "a fence after an indented block ends its example")
    }

    static func scratchDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "courier-doc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.config", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/bin/courier", withDestinationPath: Paths.courier)
        // The captures an example imports or matches (`courier import --har captures/demo.har`).
        try FileManager.default.createSymbolicLink(atPath: directory + "/captures", withDestinationPath: Paths.root.appendingPathComponent("Tests/Fixtures/Captures").path)
        return directory
    }

    /// `bash -c COMMAND` in `directory`, stderr merged into stdout as a terminal shows them, HOME the directory (with
    /// a `.config`, as a user's has), and `DEMO_PASSWORD` the demo user's password, as the pages' examples expect.
    static func run(_ command: String, in directory: String, baseURL: String) -> CourierRun {
        CourierRun.run(["-c", "exec 2>&1\n" + command],
                       environment: ["PATH": directory + "/bin:/usr/bin:/bin", "HOME": directory, "COURIER_BASE_URL": baseURL,
                                     "DEMO_PASSWORD": "wonderland"],
                       timeout: 60, binary: (try? Tool.path("bash")) ?? "/bin/bash", directory: directory)
    }
}
