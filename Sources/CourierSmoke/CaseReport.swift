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
    /// The call's output document, kept only where a report shows it (failures in JUnit, NDJSON lines,
    /// every case for `--report-json` and `--report-html`).
    package var output: (any SmokeDocument)?
    package var document: JSON? { output?.json() }
    /// Values this case captured, by name.
    package var capturedValues: [String: String] = [:]
    /// When the case started and when its last transfer started, in milliseconds from the start of the run:
    /// with the transfer's ``timings`` they place the case on the run's one time axis (the HTML waterfall).
    package var startedAt: Double?
    package var sentAt: Double?
    /// libcurl's phases of the last transfer, each from that transfer's start.
    package var timings: Timings?
    /// What the call was, for a person to read and repeat: the request as sent (secret headers redacted),
    /// an equivalent `curl` line, and the environment it went to.
    package var call: CallFacts?
}

/// The request side of a judged call, as reports show it.
package struct CallFacts {
    /// `{method, url, headers}` with secret headers redacted.
    package var request: JSON?
    /// An equivalent `curl` command line, secrets redacted.
    package var curl: String?
    package var environment: String
    package var baseURL: String
    /// The error's own sentence when the call failed (a contract violation names its field path).
    package var errorMessage: String?

    package init(request: JSON?, curl: String?, environment: String, baseURL: String, errorMessage: String?) {
        self.request = request
        self.curl = curl
        self.environment = environment
        self.baseURL = baseURL
        self.errorMessage = errorMessage
    }
}
