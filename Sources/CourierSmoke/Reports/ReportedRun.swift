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
    package var countsLine: String { RunCounts(cases.lazy.map(\.result)).line }

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

/// How many cases ended each way: what the summary's second line and the JSON document's head say.
package struct RunCounts: Equatable {
    /// Passed cases, flaky ones included (they passed); ``flaky`` counts those alone.
    package var passed = 0
    package var flaky = 0
    package var failed = 0
    package var skipped = 0

    package init() {}

    package init(_ results: some Sequence<ReportedCase.Result>) {
        for result in results { add(result) }
    }

    package mutating func add(_ result: ReportedCase.Result) {
        switch result {
        case .pass: passed += 1
        case .flaky: (passed, flaky) = (passed + 1, flaky + 1)
        case .fail: failed += 1
        case .skip: skipped += 1
        }
    }

    /// `12 passed, 1 failed, 2 skipped`.
    package var line: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" + (flaky > 0 ? " (\(flaky) flaky)" : "") }
}

extension ReportedRun {
    /// The summary for stderr: counts and time, the slowest cases, and each failure with its location.
    package var summary: [String] { Self.summary(of: cases, seconds: seconds) }

    /// The summary of `cases` (in plan order) that ran in `seconds`.
    package static func summary(of cases: [ReportedCase], seconds: Double) -> [String] {
        summary(of: cases.lazy.map { ($0.result, $0.milliseconds) }, seconds: seconds) { cases[$0] }
    }

    /// The summary of the cases whose results and milliseconds `outcomes` gives in plan order, read in one pass;
    /// `reported` makes the case at a place in that order, asked only for the slowest and the failures. A streamed
    /// run (``RunOutcomes``) holds no reported case, and making one for every case is work nothing reads.
    package static func summary(of outcomes: some Sequence<(result: ReportedCase.Result, milliseconds: Double)>, seconds: Double,
                                reported: (Int) -> ReportedCase) -> [String]
    {
        var counts = RunCounts()
        var total = 0
        // The three slowest, ties in plan order: sorting every case moved each big value about.
        var slowest: [(index: Int, milliseconds: Double)] = []
        var failures: [Int] = []
        for (index, outcome) in outcomes.enumerated() {
            total += 1
            counts.add(outcome.result)
            let milliseconds = outcome.milliseconds
            if milliseconds > 0, slowest.count < 3 || milliseconds > slowest[slowest.count - 1].milliseconds {
                slowest.insert((index, milliseconds), at: slowest.firstIndex { milliseconds > $0.milliseconds } ?? slowest.count)
                if slowest.count > 3 { slowest.removeLast() }
            }
            if outcome.result == .fail || outcome.result == .flaky { failures.append(index) }
        }
        var lines = ["smoke: \(total) case\(total == 1 ? "" : "s") in \(String(format3: seconds)) s", counts.line]
        if !slowest.isEmpty {
            lines.append("slowest: " + slowest.map { "\(reported($0.index).name) \(Int(min($0.milliseconds, 1e12).rounded())) ms" }.joined(separator: "; "))
        }
        for index in failures {
            let failure = reported(index)
            let word = failure.result == .fail ? "FAIL" : "FLAKY"
            lines.append("\(word) \(failure.location): \(failure.name): \(failure.reason ?? "")")
        }
        return lines
    }
}
