import CourierCore
import Testing
@testable import CourierSmoke

/// A run kept as outcomes (no report file asked for) prints what the same run held whole prints, byte for byte.
struct RunOutcomesTests {
    static let smokeCases = [
        SmokeCase(file: "p.smoke", line: 1, words: ["orders", "list"], expectations: [.ok], captures: [], uses: []),
        SmokeCase(file: "p.smoke", line: 3, label: "the \"secret\" one", words: ["users", "me", "--token", "s3cret"], expectations: [.ok],
                  captures: [], uses: []),
        SmokeCase(file: "p.smoke", line: 4, words: ["orders", "detail", "--no", "NOPE"], expectations: [.ok], captures: [], uses: []),
        SmokeCase(file: "q.smoke", line: 9, words: ["items", "flaky"], expectations: [.ok], captures: [], uses: []),
        SmokeCase(file: "q.smoke", line: 10, words: ["items", "late"], expectations: [.ok], captures: [], uses: []),
    ]

    static func reports() -> [CaseReport?] {
        var passed = CaseReport(result: .passed, status: 200, attempts: 1, milliseconds: 12.3456)
        passed.startedAt = 1
        let secret = CaseReport(result: .failed("token s3cret refused\nagain"), status: 401, category: "http.unauthorized", attempts: 2, milliseconds: 7)
        let missing = CaseReport(result: .failed("expected ok, got http.not_found"), status: 404, category: "http.not_found", attempts: 1, milliseconds: 30)
        let flaky = CaseReport(result: .flaky("status 500"), status: 200, attempts: 3, milliseconds: 30)
        return [passed, secret, missing, flaky, nil]
    }

    /// Both ways of printing one run, with `secrets` scrubbed.
    static func printed(_ reports: [CaseReport?], layout: JSONPrinter.Layout, secrets: [String], terminal: Bool = false,
                        cases given: [SmokeCase]? = nil) -> (whole: [UInt8], streamed: [UInt8], summaries: ([String], [String])) {
        let cases = given ?? Array(smokeCases.prefix(reports.count))
        let whole = ReportedRun(SmokeReport(cases: cases, reports: reports.map { $0 ?? SmokeRunner.notRun }, seconds: 1.5)).scrubbed(secrets)
        var wholeBytes: [UInt8] = []
        JSONPrinter(layout: layout, escapesTerminalControls: terminal).write(whole.document(full: false), into: &wholeBytes)
        var outcomes = RunOutcomes(cases: cases)
        for (index, report) in reports.enumerated() { if let report { outcomes.record(index, report) } }
        outcomes.seconds = 1.5
        var streamed: [UInt8] = []
        var flushed: [UInt8] = []
        // A small threshold: the document goes out in many pieces, as a large run's does.
        outcomes.writeDocument(printer: JSONPrinter(layout: layout, escapesTerminalControls: terminal), scrubber: SecretScrubber(secrets), into: &streamed, threshold: 16) { chunk in
            flushed += chunk
            chunk.removeAll()
        }
        return (wholeBytes, flushed + streamed, (whole.summary, outcomes.summary(scrubbedBy: SecretScrubber(secrets))))
    }

    @Test(arguments: [JSONPrinter.Layout.pretty, .compact])
    func theStreamedDocumentIsTheHeldRunsDocument(layout: JSONPrinter.Layout) {
        let printed = Self.printed(Self.reports(), layout: layout, secrets: ["s3cret"])
        #expect(String(decoding: printed.streamed, as: UTF8.self) == String(decoding: printed.whole, as: UTF8.self))
        #expect(!String(decoding: printed.streamed, as: UTF8.self).contains("s3cret"))
        #expect(printed.summaries.0 == printed.summaries.1)
    }

    /// Each entry is written straight to bytes, not through a JSON tree: its texts are escaped as the printer escapes a
    /// tree's, for a terminal too (a label with an escape sequence or a bidirectional mark, a file name with a quote).
    @Test(arguments: [JSONPrinter.Layout.pretty, .compact], [false, true])
    func entriesEscapeTheirTextsAsThePrinterDoes(layout: JSONPrinter.Layout, terminal: Bool) {
        let hostile = [
            SmokeCase(file: "we\"ird\\.smoke", line: 2, label: "red \u{1B}[31m \u{202E}txt.exe ✓", words: ["orders", "list"], expectations: [.ok],
                      captures: [], uses: []),
            SmokeCase(file: "p.smoke", line: 12_345_678, words: ["a\u{7}b", "\u{9B}c"], expectations: [.ok], captures: [], uses: []),
        ]
        let failed = CaseReport(result: .failed("got \u{1B}]0;title\u{7}"), status: 500, category: "http.server\u{85}", attempts: 3,
                                milliseconds: 123_456.7894)
        let printed = Self.printed([failed, nil], layout: layout, secrets: [], terminal: terminal, cases: hostile)
        let streamed = String(decoding: printed.streamed, as: UTF8.self)
        #expect(streamed == String(decoding: printed.whole, as: UTF8.self))
        #expect(!streamed.contains("\u{1B}"))
        #expect(streamed.contains("\u{202E}") == !terminal)
    }

    /// The `result` word is not a text of the case: a secret that happens to spell it is scrubbed from neither document
    /// (stdout's stream scrubs everything written afterwards, the same for both).
    @Test func aSecretSpellingAResultWordLeavesTheResultAsTheTreeDoes() {
        let printed = Self.printed(Self.reports(), layout: .pretty, secrets: ["pass", "fail"])
        #expect(String(decoding: printed.streamed, as: UTF8.self) == String(decoding: printed.whole, as: UTF8.self))
    }

    @Test func aRunOfOneCaseAndARunOfNoneAreAlikeToo() {
        for reports in [[Self.reports()[0]], []] {
            let printed = Self.printed(reports, layout: .pretty, secrets: [])
            #expect(String(decoding: printed.streamed, as: UTF8.self) == String(decoding: printed.whole, as: UTF8.self))
            #expect(printed.summaries.0 == printed.summaries.1)
        }
    }

    @Test func countsTellFlakyCasesAsPassedAndNotRunOnesAsSkipped() {
        var outcomes = RunOutcomes(cases: Self.smokeCases)
        for (index, report) in Self.reports().enumerated() { if let report { outcomes.record(index, report) } }
        #expect(outcomes.counts == RunCounts([ReportedCase.Result.pass, .fail, .fail, .flaky, .skip]))
        #expect(outcomes.counts.line == "2 passed, 2 failed, 1 skipped (1 flaky)")
    }
}
