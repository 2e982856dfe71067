/// The live line smoke keeps on a terminal while cases run: the counts so far, the cases in flight with how long
/// each has taken, and the slowest case that ended. Pure text, fitted to the terminal's width; the CLI draws it.
package struct LiveLine {
    package var done = 0
    package var total = 0
    package var passed = 0
    package var failed = 0
    package var skipped = 0
    /// Cases on the wire or waiting to retry, with their elapsed milliseconds, longest first.
    package var inFlight: [(title: String, milliseconds: Double)] = []
    package var slowest: (title: String, milliseconds: Double)?

    package init(total: Int) { self.total = total }

    /// Counts a case that ended.
    package mutating func ended(_ title: String, _ report: CaseReport) {
        done += 1
        switch report.result {
        case .passed, .flaky: passed += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        }
        if report.milliseconds > (slowest?.milliseconds ?? 0) { slowest = (title, report.milliseconds) }
    }

    /// `[3/16] 2 passed, 1 failed · in flight: orders list 1.2 s, users login 80 ms (+2) · slowest: files upload 15 ms`,
    /// cut to `width` characters (an ellipsis marks the cut).
    package func text(width: Int) -> String {
        var parts = ["[\(done)/\(total)] \(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")]
        if !inFlight.isEmpty {
            let shown = inFlight.sorted { $0.milliseconds > $1.milliseconds }.prefix(3)
            parts.append("in flight: " + shown.map { "\($0.title) \(Self.duration($0.milliseconds))" }.joined(separator: ", ")
                + (inFlight.count > shown.count ? " (+\(inFlight.count - shown.count))" : ""))
        }
        if let slowest { parts.append("slowest: \(slowest.title) \(Self.duration(slowest.milliseconds))") }
        let line = parts.joined(separator: " · ")
        guard width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }

    /// `80 ms` below a second, `1.2 s` from there.
    static func duration(_ milliseconds: Double) -> String {
        let bounded = min(max(0, milliseconds), 1e9)
        if bounded < 1000 { return "\(Int(bounded.rounded())) ms" }
        let tenths = Int((bounded / 100).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
