import CourierCore
import CourierSmoke

/// The report files a smoke run was asked for (`--junit`, `--report-json`): checked before anything is
/// sent, written after the run, or with the plan's errors when it cannot run, always scrubbed of secrets.
struct SmokeReportFiles {
    var junit: String?
    var json: String?

    /// Every path at once: a FIFO, device, directory or link is a usage error (exit 2) before any case is sent.
    func check() throws(CourierError) {
        for file in [junit, json].compactMap(\.self) { try WrittenFile.checkTarget(file, role: .report) }
    }

    /// Writes the finished run's reports.
    func write(_ report: SmokeReport, secrets: [String]) throws(CourierError) {
        try write(junit: report.junit, json: report.document(), secrets: secrets)
    }

    /// Writes the plan's errors into every requested report, so CI shows them where it looks.
    func write(_ errors: PlanErrorReport, secrets: [String]) throws(CourierError) {
        try write(junit: errors.junit, json: errors.document(), secrets: secrets)
    }

    private func write(junit text: String, json document: JSON, secrets: [String]) throws(CourierError) {
        if let junit {
            try WrittenFile.write(Array((Redaction.scrub(text, secrets: secrets) + "\n").utf8), to: junit, role: .report)
        }
        if let json {
            let text = Redaction.scrub(JSONPrinter().string(document), secrets: secrets) + "\n"
            try WrittenFile.write(Array(text.utf8), to: json, role: .report)
        }
    }
}
