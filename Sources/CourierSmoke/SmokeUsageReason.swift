import CourierCore

/// What is wrong with a `smoke` command line beyond what the parser checks (category `usage`, exit 2): its output,
/// its shard, its report files, the reports it merges. Smoke defines and words these, so Core only carries them.
package enum SmokeUsageReason: Sendable, Equatable, ModuleReason {
    /// `smoke` with an `--output` mode it does not print.
    case smokeOutput(mode: String)
    /// `--shard` that is not `I/N` with 1 ≤ I ≤ N (the text as given).
    case shard(String)
    /// A report path that names a plan (`--tap plan.smoke`, as `--tap` alone once was): writing would replace it.
    case reportOverPlan(option: String, path: String)
    /// Several reports asked for stdout (`-`).
    case reportsOnStdout([String])
    /// One path given to several report options.
    case sameReportFile(path: String, options: [String])
    /// `smoke --merge-reports` without a report to merge.
    case nothingToMerge
    /// A file given to `--merge-reports` that is not a JSON report `--report-json` wrote.
    case notASmokeReport(path: String, detail: String)
    /// Two merged reports hold the same case.
    case repeatedCase(location: String, first: String, again: String)

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}

extension CourierError {
    /// A `smoke` command line that cannot run, as an error.
    package static func smoke(_ reason: SmokeUsageReason) -> CourierError { CourierError(reason) }
}

extension UsageReason.StandardInputOwner {
    /// A smoke plan's line: a plan runs unattended, so nothing of it reads standard input.
    package static let smokePlan = Self(ErrorWording.smokePlanHoldsStandardInput)
}
