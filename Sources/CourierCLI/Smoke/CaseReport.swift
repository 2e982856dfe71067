import CourierCore

/// What happened to one case.
struct CaseReport {
    enum Result: Equatable {
        case passed
        case failed(String)
        case skipped(String)
    }

    var result: Result
    var status: Int?
    var category: String?
    var attempts = 0
    var milliseconds: Double = 0
    /// The call's output document, kept only where a report shows it (failures in JUnit, NDJSON lines).
    var output: OutputDocument?
    var document: JSON? { output?.json() }
    /// Values this case captured, by name.
    var capturedValues: [String: String] = [:]
}
