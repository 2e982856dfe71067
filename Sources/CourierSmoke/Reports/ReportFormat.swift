import CourierCore

/// The report formats, each a consumer of the same ``ReportedRun``: any of them can be written in one run.
package enum ReportFormat: CaseIterable, Sendable {
    case json, junit, tap, html

    /// The text of the report for `run`; `program` names the command in the calls the HTML shows.
    package func render(_ run: ReportedRun, program: String) -> String {
        switch self {
        case .json: JSONPrinter().string(run.document(full: true)) + "\n"
        case .junit: run.junit + "\n"
        case .tap: run.tap + "\n"
        case .html: run.html(program: program)
        }
    }
}
