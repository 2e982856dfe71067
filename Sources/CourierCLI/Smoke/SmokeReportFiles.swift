import CourierCore
import CourierSmoke

/// The reports a smoke run was asked for (`--junit`, `--tap`, `--report-json`, `--report-html`), each to a file
/// or one of them to stdout (`-`): checked before anything is sent, written after the run, or with the plan's
/// errors when it cannot run, always scrubbed of secrets. Missing directories on a report's path are made when it is
/// written (`--junit out/j.xml`, curl's `--create-dirs` habit), never before the run.
struct SmokeReportFiles {
    /// The option each format is asked for with, in the order reports are written.
    static let options: [(format: ReportFormat, name: String)] = [(.junit, "junit"), (.tap, "tap"), (.json, "report-json"), (.html, "report-html")]

    /// Formats asked for, with their paths (`-`: stdout).
    var requested: [(format: ReportFormat, path: String)]

    /// The format that replaces stdout's JSON document, if one was given `-`.
    var onStdout: ReportFormat? { requested.first { $0.path == "-" }?.format }
    var files: [(format: ReportFormat, path: String)] { requested.filter { $0.path != "-" } }

    func wants(_ format: ReportFormat) -> Bool { requested.contains { $0.format == format } }

    /// Every path at once, before any plan is read or case sent: one report at most on stdout, no path twice, no
    /// plan (`.smoke`, as `--tap plan.smoke` once meant TAP on stdout and a plan), and a FIFO, device, directory
    /// or link is a usage error (exit 2).
    func check() throws(CourierError) {
        let onStdout = requested.filter { $0.path == "-" }
        if onStdout.count > 1 { throw .smoke(.reportsOnStdout(onStdout.map { "--" + Self.name($0.format) })) }
        for (index, request) in files.enumerated() {
            let option = "--" + Self.name(request.format)
            if request.path.hasSuffix(".smoke") { throw .smoke(.reportOverPlan(option: option, path: request.path)) }
            let same = files[..<index].filter { $0.path == request.path }
            if let first = same.first { throw .smoke(.sameReportFile(path: request.path, options: ["--" + Self.name(first.format), option])) }
            try WrittenFile.checkTarget(request.path, role: .report, createsDirectories: true)
        }
    }

    /// Writes every requested file report of `run` (already scrubbed), scrubbing the text once more.
    func write(_ run: ReportedRun, program: String, secrets: [String]) throws(CourierError) {
        for (format, path) in files {
            let text = Redaction.scrub(format.render(run, program: program), secrets: secrets)
            try WrittenFile.write(Array(text.utf8), to: path, role: .report, createsDirectories: true)
        }
    }

    static func name(_ format: ReportFormat) -> String {
        options.first { $0.format == format }?.name ?? ""
    }
}
