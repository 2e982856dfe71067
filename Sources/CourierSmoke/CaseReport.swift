import CourierCore

/// What happened to one case.
package struct CaseReport {
    package enum Result: Equatable {
        case passed
        case failed(String)
        case skipped(String)
    }

    package var result: Result
    package var status: Int?
    package var category: String?
    package var attempts = 0
    package var milliseconds: Double = 0
    /// The call's output document, kept only where a report shows it (failures in JUnit, NDJSON lines).
    package var output: (any SmokeDocument)?
    package var document: JSON? { output?.json() }
    /// Values this case captured, by name.
    package var capturedValues: [String: String] = [:]
}
