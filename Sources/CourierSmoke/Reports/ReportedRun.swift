import CourierCore

/// A smoke run as its reporters consume it: the cases' results in run order, the run's time, and the plan
/// errors that stopped it. One value feeds every format (``ReportFormat``), so `--junit`, `--tap`,
/// `--report-json` and `--report-html` can all be written from one run, or from shard reports merged.
package struct ReportedRun: Equatable {
    package var cases: [ReportedCase]
    package var seconds: Double
    /// Why the plans could not run (then there are no cases).
    package var errors: [ReportedError]

    package init(cases: [ReportedCase], seconds: Double, errors: [ReportedError] = []) {
        self.cases = cases
        self.seconds = seconds
        self.errors = errors
    }

    /// A finished run.
    package init(_ report: SmokeReport) {
        self.init(cases: report.cases.indices.map { ReportedCase(number: $0 + 1, smokeCase: report.cases[$0], report: report.reports[$0]) },
                  seconds: report.seconds)
    }

    /// A plan that could not run.
    package init(_ errors: PlanErrorReport) {
        self.init(cases: [], seconds: 0, errors: errors.errors.map { ReportedError(location: $0.location, category: $0.category.rawValue, message: $0.message) })
    }

    /// Passed cases, flaky ones included (they passed); ``flaky`` counts those alone.
    package var passed: Int { cases.count { $0.result == .pass || $0.result == .flaky } }
    package var flaky: Int { cases.count { $0.result == .flaky } }
    package var failed: Int { cases.count { $0.result == .fail } }
    package var skipped: Int { cases.count { $0.result == .skip } }

    /// `12 passed, 1 failed, 2 skipped`.
    package var countsLine: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" + (flaky > 0 ? " (\(flaky) flaky)" : "") }

    /// The order a person reads the cases in: failures first, then flaky cases, then the rest, each in plan order.
    package var readingOrder: [ReportedCase] {
        let sorted = cases.sorted { $0.ordinal < $1.ordinal }
        return sorted.filter { $0.result == .fail } + sorted.filter { $0.result == .flaky } + sorted.filter { $0.result != .fail && $0.result != .flaky }
    }

    /// The environments and base URLs the cases went to, each pair once, in the order first met.
    package var targets: [(environment: String, baseURL: String)] {
        var seen: [(String, String)] = []
        for reported in cases {
            guard let environment = reported.environment, let base = reported.baseURL else { continue }
            if !seen.contains(where: { $0 == (environment, base) }) { seen.append((environment, base)) }
        }
        return seen
    }

    /// Every text scrubbed of `secrets`, before a format escapes it.
    package func scrubbed(_ secrets: [String]) -> ReportedRun {
        let scrubber = SecretScrubber(secrets)
        guard !scrubber.isEmpty else { return self }
        var copy = self
        copy.cases = cases.map { $0.scrubbed(by: scrubber) }
        copy.errors = errors.map { ReportedError(location: scrubber.scrub($0.location), category: $0.category, message: scrubber.scrub($0.message)) }
        return copy
    }

    /// Shard reports as one run: every case once, in plan order, numbered afresh; the run's time is the longest
    /// shard's (they ran side by side), and each shard keeps its own time axis from its own start.
    /// - Throws: ``MergeProblem/repeated`` when two reports hold the same case.
    package static func merged(_ runs: [(path: String, run: ReportedRun)]) throws(MergeProblem) -> ReportedRun {
        var seen: [String: String] = [:]
        var cases: [ReportedCase] = []
        for (path, run) in runs {
            for reported in run.cases {
                if let first = seen[reported.location] { throw .repeated(location: reported.location, first: first, again: path) }
                seen[reported.location] = path
                cases.append(reported)
            }
        }
        cases.sort { ($0.ordinal, $0.file, $0.line) < ($1.ordinal, $1.file, $1.line) }
        for index in cases.indices { cases[index].number = index + 1 }
        return ReportedRun(cases: cases, seconds: runs.map(\.run.seconds).max() ?? 0, errors: runs.flatMap(\.run.errors))
    }
}

/// A plan error as the reports carry it.
package struct ReportedError: Equatable {
    package var location: String
    package var category: String
    package var message: String

    package init(location: String, category: String, message: String) {
        self.location = location
        self.category = category
        self.message = message
    }

    /// `FILE:LINE: sentence`.
    package var description: String { location.isEmpty ? message : "\(location): \(message)" }
}

/// Why shard reports cannot be merged.
package enum MergeProblem: Error, Equatable {
    /// The file is not a JSON report `--report-json` wrote; `detail` says where it stops being one.
    case notAReport(detail: String)
    /// Two reports hold the same case (the same shard given twice?).
    case repeated(location: String, first: String, again: String)
}

extension ReportedRun {
    /// The summary for stderr: counts and time, the slowest cases, and each failure with its location.
    package var summary: [String] {
        var lines = ["smoke: \(cases.count) case\(cases.count == 1 ? "" : "s") in \(String(format3: seconds)) s", countsLine]
        // The three slowest, ties in plan order, found in one pass: sorting every case moved each big value about.
        var slowestIndices: [Int] = []
        for index in cases.indices where cases[index].milliseconds > 0 {
            let milliseconds = cases[index].milliseconds
            if slowestIndices.count == 3, milliseconds <= cases[slowestIndices[2]].milliseconds { continue }
            slowestIndices.insert(index, at: slowestIndices.firstIndex { milliseconds > cases[$0].milliseconds } ?? slowestIndices.count)
            if slowestIndices.count > 3 { slowestIndices.removeLast() }
        }
        let slowest = slowestIndices.map { cases[$0] }
        if !slowest.isEmpty {
            lines.append("slowest: " + slowest.map { "\($0.name) \(Int(min($0.milliseconds, 1e12).rounded())) ms" }.joined(separator: "; "))
        }
        for reported in cases where reported.result == .fail || reported.result == .flaky {
            let word = reported.result == .fail ? "FAIL" : "FLAKY"
            lines.append("\(word) \(reported.location): \(reported.name): \(reported.reason ?? "")")
        }
        return lines
    }
}
