import Testing
@testable import CourierSmoke

/// The summary smoke prints on stderr after a run.
struct ReportedRunSummaryTests {
    static func run(_ milliseconds: [Double]) -> ReportedRun {
        ReportedRun(cases: milliseconds.enumerated().map { index, ms in
            var reported = ReportedCase(number: index + 1, ordinal: index + 1, file: "p.smoke", line: index + 1, name: "c\(index + 1)",
                                        call: "c", result: .pass)
            reported.milliseconds = ms
            return reported
        }, seconds: 1)
    }

    @Test func theSlowestThreeAreNamedSlowestFirstAndTiesInPlanOrder() {
        let lines = Self.run([5, 30, 0, 30, 12, 40, 30, 1]).summary
        #expect(lines.contains("slowest: c6 40 ms; c2 30 ms; c4 30 ms"), "\(lines)")
    }

    @Test func fewerThanThreeTimedCasesAreAllNamedAndUntimedOnesNever() {
        #expect(Self.run([0, 7, 0, 9]).summary.contains("slowest: c4 9 ms; c2 7 ms"))
        #expect(!Self.run([0, 0]).summary.contains { $0.hasPrefix("slowest") })
    }
}
