import CourierCore
import CourierClient

/// What happened to one case.
package struct CaseReport {
    package enum Result: Equatable {
        case passed
        /// Passed after failed attempts (`retries=N`); the reason of the first failure.
        case flaky(String)
        case failed(String)
        case skipped(String)
    }

    /// An attempt before the last, kept so every report can show what each one got.
    package struct Attempt {
        /// Why it did not end the case: a failed expectation, or a poll's check not holding yet.
        package var reason: String
        package var document: JSON?
        package var milliseconds: Double
        /// The pipeline's attempts within it (transport retries).
        package var attempts: Int
    }

    package var result: Result
    package var status: Int?
    package var category: String?
    package var attempts = 0
    package var milliseconds: Double = 0
    /// The call's output document, kept only where a report shows it (failures in JUnit, NDJSON lines,
    /// every case for `--report-json` and `--report-html`).
    package var output: OutputDocument?
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
    /// Why a poll's `until` checks do not hold on this attempt (nil: they hold, or there is no poll).
    package var pollPending: String?
    /// The case's attempts before this one, in order.
    package var earlier: [Attempt] = []
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
