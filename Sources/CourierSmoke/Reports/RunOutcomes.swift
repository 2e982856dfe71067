import CourierCore

/// A run as stdout's JSON document and the summary show it, kept as one small value per case while the run goes
/// (``record(_:_:)``) instead of every case's whole report: with no report file asked for, that is all a run shows.
///
/// Held whole, a run of 100,000 distinct lines kept 100,000 ``CaseReport``s, then as many ``ReportedCase``s and a JSON
/// tree of them all to print, with its prepared calls: memory grew with the plan (see docs/Architecture.md,
/// "Measurements behind the design"). Here each case is made again, one at a time, as the document is written
/// (``writeDocument(printer:scrubber:into:threshold:flush:)``), byte for byte what ``ReportedRun/document(full:)``
/// prints for the same run.
package struct RunOutcomes {
    /// What stdout's entry and the summary read of one case's report.
    private struct Outcome {
        var result: ReportedCase.Result
        var reason: String?
        var status: Int?
        var category: String?
        var attempts: Int
        var milliseconds: Double
    }

    package let cases: [SmokeCase]
    private var outcomes: [Outcome?]
    package var seconds: Double = 0

    package init(cases: [SmokeCase]) {
        self.cases = cases
        outcomes = Array(repeating: nil, count: cases.count)
    }

    /// Keeps what the document shows of the case at `index` (its place in ``cases``).
    package mutating func record(_ index: Int, _ report: CaseReport) {
        let (result, reason) = ReportedCase.result(of: report.result)
        outcomes[index] = Outcome(result: result, reason: reason, status: report.status, category: report.category,
                                  attempts: report.attempts, milliseconds: report.milliseconds)
    }

    /// The case at `index` as the summary and stdout's document read it (one the run never reached: skipped, "not
    /// run"). Its `call` is left empty: neither shows it, and quoting every line's words twice was paid by every
    /// case.
    private func reported(_ index: Int) -> ReportedCase {
        // Read in place, not copied: a copy of a case retained a dozen fields.
        let outcome = outcomes[index] ?? Outcome(result: .skip, reason: SmokeRunner.notRunReason, attempts: 0, milliseconds: 0)
        let ordinal = cases[index].ordinal
        var reported = ReportedCase(number: index + 1, ordinal: ordinal == 0 ? index + 1 : ordinal, file: cases[index].file,
                                    line: cases[index].line, name: cases[index].title, call: "", result: outcome.result)
        reported.reason = outcome.reason
        reported.status = outcome.status
        reported.category = outcome.category
        reported.attempts = outcome.attempts
        reported.milliseconds = outcome.milliseconds
        return reported
    }

    /// The case at `index` as stdout's document prints it: the members ``ReportedRun/entry(_:full:withDocument:)``
    /// gives it without `full` and `withDocument`, in their order and layout (at the level of a `cases` element),
    /// written straight to bytes. Made as a ``ReportedCase``, a JSON tree of it and then printed, a run's document
    /// cost more than sending its requests did.
    private func writeEntry(_ index: Int, printer: JSONPrinter, scrubber: SecretScrubber, into out: inout [UInt8]) {
        // The case read in place (`cases[index].…`), not copied: a copy retained a dozen fields, every entry.
        let outcome = outcomes[index] ?? Outcome(result: .skip, reason: SmokeRunner.notRunReason, attempts: 0, milliseconds: 0)
        // Written plain: stdout's document has no colors, and painting them here would be a second printer.
        assert(printer.colors == nil, "an entry is written without colors")
        let pretty = printer.layout == .pretty
        // Every byte before a value is constant: each key is appended whole, as written for either layout, its
        // indentation (level 3) and the comma or brace before it included (appended piece by piece from a String's
        // UTF-8 view, each of an entry's eight keys cost far more).
        func key(_ inPretty: StaticString, _ inCompact: StaticString) {
            (pretty ? inPretty : inCompact).withUTF8Buffer { out.append(contentsOf: $0) }
        }
        func text(_ value: String) {
            JSONPrinter.writeString(scrubber.isEmpty ? value : scrubber.scrub(value), into: &out, terminal: printer.escapesTerminalControls)
        }
        func number(_ value: Int) { JSONPrinter.appendDecimal(value, into: &out) }
        key("{\n      \"case\": ", "{\"case\":"); number(index + 1)
        key(",\n      \"file\": ", ",\"file\":"); text(cases[index].file)
        key(",\n      \"line\": ", ",\"line\":"); number(cases[index].line)
        key(",\n      \"name\": ", ",\"name\":"); text(cases[index].title)
        // Not scrubbed: the tree's entry does not scrub it either (a word of the format; stdout's stream scrubs all).
        key(",\n      \"result\": ", ",\"result\":"); JSONPrinter.writeString(outcome.result.rawValue, into: &out, terminal: printer.escapesTerminalControls)
        if let reason = outcome.reason { key(",\n      \"reason\": ", ",\"reason\":"); text(reason) }
        if let status = outcome.status { key(",\n      \"status\": ", ",\"status\":"); number(status) }
        if let category = outcome.category { key(",\n      \"category\": ", ",\"category\":"); text(category) }
        key(",\n      \"attempts\": ", ",\"attempts\":"); number(outcome.attempts)
        key(",\n      \"ms\": ", ",\"ms\":"); String.appendFormat3(outcome.milliseconds, into: &out)
        if pretty { JSONPrinter.appendNewline(level: 2, into: &out) }
        out.append(UInt8(ascii: "}"))
    }

    package var counts: RunCounts { RunCounts(outcomes.lazy.map { $0?.result ?? .skip }) }

    /// The summary for stderr (``ReportedRun/summary``), every text scrubbed.
    package func summary(scrubbedBy scrubber: SecretScrubber) -> [String] {
        let results = outcomes.lazy.map { outcome in (result: outcome?.result ?? .skip, milliseconds: outcome?.milliseconds ?? 0) }
        return ReportedRun.summary(of: results, seconds: seconds) { reported($0).scrubbed(by: scrubber) }
    }

    /// Writes stdout's document (``ReportedRun/document(full:)`` with `full` off, every text scrubbed) into `out`,
    /// one case at a time; `flush` takes `out` (and must empty it) whenever it holds `threshold` bytes or more.
    /// - Parameter printer: the layout and terminal escaping, without colors (stdout's document has none).
    package func writeDocument(printer: JSONPrinter, scrubber: SecretScrubber, into out: inout [UInt8], threshold: Int,
                               flush: (inout [UInt8]) throws -> Void) rethrows
    {
        let pretty = printer.layout == .pretty
        func newline(_ level: Int) {
            guard pretty else { return }
            JSONPrinter.appendNewline(level: level, into: &out)
        }
        func key(_ name: String) {
            JSONPrinter.writeString(name, into: &out, terminal: printer.escapesTerminalControls)
            out.append(UInt8(ascii: ":"))
            if pretty { out.append(UInt8(ascii: " ")) }
        }
        // The same members, in the same order and layout, as JSONPrinter gives `.object(head + [cases])`.
        out.append(UInt8(ascii: "{"))
        for member in ReportedRun.documentHead(counts, seconds: seconds, errors: []) {
            newline(1)
            key(member.key)
            printer.write(member.value, into: &out, level: 1)
            out.append(UInt8(ascii: ","))
        }
        newline(1)
        key("cases")
        for index in cases.indices {
            out.append(index == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            newline(2)
            writeEntry(index, printer: printer, scrubber: scrubber, into: &out)
            if out.count >= threshold { try flush(&out) }
        }
        if cases.isEmpty { out.append(UInt8(ascii: "[")) } else { newline(1) }
        out.append(UInt8(ascii: "]"))
        newline(0)
        out.append(UInt8(ascii: "}"))
    }
}
