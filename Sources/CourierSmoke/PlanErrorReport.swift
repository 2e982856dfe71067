import CourierCore

/// What every requested report says when the plan cannot run: CI shows the error (with its `FILE:LINE`)
/// in the same files a run would have written, instead of nothing (``ReportedRun/init(_:)-(PlanErrorReport)``).
package struct PlanErrorReport {
    package var errors: [PlanError]

    package init(_ errors: [PlanError]) { self.errors = errors }
}
