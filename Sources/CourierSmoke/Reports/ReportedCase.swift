import CourierCore
import CourierShared

/// One case as every reporter sees it (JSON, JUnit, TAP, HTML): made from a run's case and its report, or read
/// back from a JSON report (`--merge-reports`), so a reporter never knows which.
package struct ReportedCase: Equatable {
    package enum Result: String, Equatable {
        /// `flaky`: passed after failed attempts (`retries=N`).
        case pass, flaky, fail, skip
    }

    /// An attempt before the last (``CaseReport/Attempt``).
    package struct Attempt: Equatable {
        package var reason: String
        package var milliseconds: Double
        package var document: JSON?

        package init(reason: String, milliseconds: Double, document: JSON?) {
            self.reason = reason
            self.milliseconds = milliseconds
            self.document = document
        }
    }

    /// Its number in this run (TAP's test number), from 1.
    package var number: Int
    /// Its place among all the plans' cases, from 1 (``SmokeCase/ordinal``).
    package var ordinal: Int
    package var file: String
    package var line: Int
    package var name: String
    /// The call as typed in the plan, quoted for a shell: a line anyone can paste after the program's name.
    package var call: String
    package var result: Result
    /// Why it failed or was skipped.
    package var reason: String?
    package var status: Int?
    package var category: String?
    package var attempts: Int
    package var milliseconds: Double
    /// When the case and its last transfer started, in milliseconds from the start of its run.
    package var startedAt: Double?
    package var sentAt: Double?
    /// libcurl's phases of the last transfer, from that transfer's start.
    package var timings: Timings?
    package var environment: String?
    package var baseURL: String?
    /// The request as sent (secret headers redacted).
    package var request: JSON?
    package var curl: String?
    /// The call's error in its own words (a contract violation names its field path).
    package var errorMessage: String?
    /// The call's output document (the response as `--output full` prints it).
    package var document: JSON?
    /// The attempts before the last, in order (polls and retries).
    package var earlier: [Attempt] = []

    /// `local.smoke:7`
    package var location: String { SmokeCase.location(file: file, line: line) }

    package init(number: Int, smokeCase: SmokeCase, report: CaseReport) {
        self.number = number
        ordinal = smokeCase.ordinal == 0 ? number : smokeCase.ordinal
        file = smokeCase.file
        line = smokeCase.line
        name = smokeCase.title
        call = smokeCase.words.map(ShellWord.quoted).joined(separator: " ")
        (result, reason) = Self.result(of: report.result)
        status = report.status
        category = report.category
        attempts = report.attempts
        milliseconds = report.milliseconds
        startedAt = report.startedAt
        sentAt = report.sentAt
        timings = report.timings
        environment = report.call?.environment
        baseURL = report.call?.baseURL
        request = report.call?.request
        curl = report.call?.curl
        errorMessage = report.call?.errorMessage
        document = report.document
        earlier = report.earlier.map { Attempt(reason: $0.reason, milliseconds: $0.milliseconds, document: $0.document) }
    }

    /// A case's result as reports name it, and why it failed or was skipped (a flaky case: its first failure).
    static func result(of result: CaseReport.Result) -> (Result, reason: String?) {
        switch result {
        case .passed: (.pass, nil)
        case .flaky(let first): (.flaky, first)
        case .failed(let why): (.fail, why)
        case .skipped(let why): (.skip, why)
        }
    }

    package init(number: Int, ordinal: Int, file: String, line: Int, name: String, call: String, result: Result) {
        self.number = number
        self.ordinal = ordinal
        self.file = file
        self.line = line
        self.name = name
        self.call = call
        self.result = result
        attempts = 0
        milliseconds = 0
    }

    /// Every text of the case with each secret replaced, before any format escapes it (an escaped secret
    /// would no longer match the scrubber that runs over the written file as well).
    package func scrubbed(by scrubber: SecretScrubber) -> ReportedCase {
        guard !scrubber.isEmpty else { return self }
        var copy = self
        let text = { (value: String) in scrubber.scrub(value) }
        copy.file = text(file)
        copy.name = text(name)
        copy.call = text(call)
        copy.reason = reason.map(text)
        copy.category = category.map(text)
        copy.environment = environment.map(text)
        copy.baseURL = baseURL.map(text)
        copy.curl = curl.map(text)
        copy.errorMessage = errorMessage.map(text)
        copy.request = request.map { $0.scrubbed(by: scrubber) }
        copy.document = document.map { $0.scrubbed(by: scrubber) }
        copy.earlier = earlier.map { Attempt(reason: scrubber.scrub($0.reason), milliseconds: $0.milliseconds, document: $0.document?.scrubbed(by: scrubber)) }
        return copy
    }
}

extension JSON {
    /// The value with every key and string scrubbed.
    func scrubbed(by scrubber: SecretScrubber) -> JSON {
        if let text = stringValue { return .string(scrubber.scrub(text)) }
        if let items = elements { return .array(items.map { $0.scrubbed(by: scrubber) }) }
        if let members { return .object(members.map { JSON.Member(scrubber.scrub($0.key), $0.value.scrubbed(by: scrubber)) }) }
        return self
    }
}
