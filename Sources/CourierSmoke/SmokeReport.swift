import CourierCore

/// A finished smoke run in plan order: reports for CI systems and people.
package struct SmokeReport {
    package let cases: [SmokeCase]
    package let reports: [CaseReport]
    package let seconds: Double
    /// Counted once: every report format and the exit code ask for them.
    package let passed: Int, failed: Int, skipped: Int

    package init(cases: [SmokeCase], reports: [CaseReport], seconds: Double) {
        self.cases = cases
        self.reports = reports
        self.seconds = seconds
        var passed = 0, failed = 0, skipped = 0
        for index in reports.indices {
            switch reports[index].result {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            }
        }
        (self.passed, self.failed, self.skipped) = (passed, failed, skipped)
    }

    /// `12 passed, 1 failed, 2 skipped` — the closing line CI runners recognise.
    package var countsLine: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// The summary for stderr: counts and time, the slowest cases, and each failure with its location.
    package var summary: [String] {
        var lines = ["smoke: \(cases.count) case\(cases.count == 1 ? "" : "s") in \(String(format3: seconds)) s", countsLine]
        let slowest = reports.indices.filter { reports[$0].milliseconds > 0 }.sorted { reports[$0].milliseconds > reports[$1].milliseconds }.prefix(3)
        if !slowest.isEmpty {
            lines.append("slowest: " + slowest.map { "\(cases[$0].title) \(Int(reports[$0].milliseconds.rounded())) ms" }.joined(separator: "; "))
        }
        for index in reports.indices {
            if case .failed(let reason) = reports[index].result { lines.append("FAIL \(cases[index].location): \(cases[index].title): \(reason)") }
        }
        return lines
    }

    /// One progress line: `PASS local.smoke:3 orders list --uid 5 (12 ms)`.
    package static func progressLine(_ smokeCase: SmokeCase, _ report: CaseReport) -> String {
        switch report.result {
        case .passed: "PASS \(smokeCase.location) \(smokeCase.title) (\(Int(report.milliseconds.rounded())) ms)"
        case .failed(let reason): "FAIL \(smokeCase.location) \(smokeCase.title): \(reason)"
        case .skipped(let reason): "SKIP \(smokeCase.location) \(smokeCase.title): \(reason)"
        }
    }

    /// The default stdout document: counts, time, and one entry per case.
    package func document() -> JSON {
        [
            "passed": .int(passed), "failed": .int(failed), "skipped": .int(skipped),
            "ms": .number(String(format3: seconds * 1000)),
            "cases": .array(cases.indices.map { entry($0, withDocument: false) }),
        ]
    }

    /// One case as JSON (NDJSON lines carry the call's document too).
    package func entry(_ index: Int, withDocument: Bool) -> JSON {
        let smokeCase = cases[index], report = reports[index]
        var members: [JSON.Member] = [
            .init("case", .int(index + 1)), .init("file", .string(smokeCase.file)), .init("line", .int(smokeCase.line)),
            .init("name", .string(smokeCase.title)),
        ]
        switch report.result {
        case .passed: members.append(.init("result", "pass"))
        case .failed(let reason): members += [.init("result", "fail"), .init("reason", .string(reason))]
        case .skipped(let reason): members += [.init("result", "skip"), .init("reason", .string(reason))]
        }
        if let status = report.status { members.append(.init("status", .int(status))) }
        if let category = report.category { members.append(.init("category", .string(category))) }
        members += [.init("attempts", .int(report.attempts)), .init("ms", .number(String(format3: report.milliseconds)))]
        if withDocument, let document = report.document { members.append(.init("document", document)) }
        return .object(members)
    }

    /// TAP version 13 (testanything.org), with a YAML block for failures.
    package var tap: String {
        var lines = ["TAP version 13", "1..\(cases.count)"]
        for (index, report) in reports.enumerated() {
            let title = Self.tapSafe(cases[index].title)
            switch report.result {
            case .passed: lines.append("ok \(index + 1) - \(title)")
            case .skipped(let reason): lines.append("ok \(index + 1) - \(title) # SKIP \(Self.tapSafe(reason))")
            case .failed(let reason):
                lines.append("not ok \(index + 1) - \(title)")
                lines.append("  ---")
                lines.append("  message: \(JSONPrinter(layout: .compact).string(.string(reason)))")
                lines.append("  at: \(JSONPrinter(layout: .compact).string(.string(cases[index].location)))")
                if let status = report.status { lines.append("  status: \(status)") }
                if let category = report.category { lines.append("  category: \(category)") }
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func tapSafe(_ text: String) -> String {
        text.replacing("#", with: "\\#").replacing("\n", with: " ")
    }

    /// JUnit XML as CI systems read it: one testsuite per plan file, failures with the call's document.
    package var junit: String {
        var files: [String] = []
        for smokeCase in cases where !files.contains(smokeCase.file) { files.append(smokeCase.file) }
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                   #"<testsuites name="courier smoke" tests="\#(cases.count)" failures="\#(failed)" skipped="\#(skipped)" time="\#(String(format3: seconds))">"#]
        for file in files {
            let indices = cases.indices.filter { cases[$0].file == file }
            let fileFailures = indices.filter { if case .failed = reports[$0].result { true } else { false } }.count
            let fileSkipped = indices.filter { if case .skipped = reports[$0].result { true } else { false } }.count
            let time = indices.reduce(0) { $0 + reports[$1].milliseconds } / 1000
            xml.append(#"  <testsuite name="\#(Self.escape(file))" tests="\#(indices.count)" failures="\#(fileFailures)" skipped="\#(fileSkipped)" time="\#(String(format3: time))">"#)
            for index in indices {
                let report = reports[index]
                let open = #"    <testcase name="\#(Self.escape(cases[index].title))" classname="\#(Self.escape(file))" time="\#(String(format3: report.milliseconds / 1000))""#
                switch report.result {
                case .passed:
                    xml.append(open + "/>")
                case .skipped(let reason):
                    xml += [open + ">", #"      <skipped message="\#(Self.escape(reason))"/>"#, "    </testcase>"]
                case .failed(let reason):
                    let body = report.document.map { JSONPrinter().string($0) } ?? ""
                    xml += [open + ">",
                            #"      <failure message="\#(Self.escape(reason))" type="\#(Self.escape(report.category ?? "expectation"))">\#(Self.escape(cases[index].location + "\n" + body))</failure>"#,
                            "    </testcase>"]
                }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    /// XML 1.0 text: markup escaped, characters XML cannot hold dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let value = scalar.value
                if value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000 {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension String {
    /// Three decimals without Foundation's formatter.
    init(format3 value: Double) {
        let thousandths = Int((Swift.max(0, value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        self = "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
