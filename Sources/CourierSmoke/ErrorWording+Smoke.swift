import CourierCore

/// Smoke's words for a command line it cannot run: the one place ``SmokeUsageReason`` is worded.
extension ErrorWording {
    /// Why a case with `only=`/`skip=` (``EnvironmentCondition``) was skipped in `environment`.
    package static func environmentLeftOut(condition: String, names: [String], environment: String) -> String {
        "\(condition)=\(names.joined(separator: ",")): the environment is \(quoted(environment))"
    }

    package static func message(for reason: SmokeUsageReason) -> String {
        switch reason {
        case .shard(let text): "--shard expects I/N with 1 ≤ I ≤ N (e.g. 2/3), got \(quoted(text))"
        case .smokeOutput(let mode): "smoke prints a JSON report, TAP (--tap -) or NDJSON (--output ndjson); --output \(mode) does nothing for it"
        case .reportOverPlan(let option, let path):
            "\(option) \(quoted(path)) would replace a plan: \(option) takes the report's file (give '\(option) -' to print it on stdout)"
        case .reportsOnStdout(let options): "only one report can go to stdout ('-'); " + options.joined(separator: " and ") + " all asked for it"
        case .sameReportFile(let path, let options): "\(options.joined(separator: " and ")) name the same file \(quoted(path))"
        case .nothingToMerge: "--merge-reports needs the JSON reports to merge (files --report-json wrote)"
        case .notASmokeReport(let path, let detail): "\(quoted(path)) is not a JSON report of courier smoke --report-json: \(Redaction.printable(detail))"
        case .repeatedCase(let location, let first, let again):
            "case \(quoted(location)) is in both \(quoted(first)) and \(quoted(again)) (the same shard given twice?)"
        }
    }

    /// What a plan does with standard input, finishing "… would read standard input, which …".
    static let smokePlanHoldsStandardInput = "a smoke plan never reads"
}
