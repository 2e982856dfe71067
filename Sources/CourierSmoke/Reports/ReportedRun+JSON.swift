import CourierCore

/// The JSON report: stdout's document, and (`full`) the file `--report-json` writes, which also carries what
/// the HTML report and a later `--merge-reports` need (the call, its request and response, its timings).
extension ReportedRun {
    /// `{passed, failed, skipped, ms, [errors], cases}`.
    package func document(full: Bool) -> JSON {
        var members = Self.documentHead(RunCounts(cases.lazy.map(\.result)), seconds: seconds, errors: errors)
        members.append(.init("cases", .array(cases.map { entry($0, full: full, withDocument: full) })))
        return .object(members)
    }

    /// The document's members before `cases`: the counts, the run's time, the plan errors.
    static func documentHead(_ counts: RunCounts, seconds: Double, errors: [ReportedError]) -> [JSON.Member] {
        var members: [JSON.Member] = [
            .init("passed", .int(counts.passed)), .init("failed", .int(counts.failed)), .init("skipped", .int(counts.skipped)),
            .init("flaky", .int(counts.flaky)), .init("ms", .number(String(format3: seconds * 1000))),
        ]
        if !errors.isEmpty {
            members.append(.init("errors", .array(errors.map { ["location": .string($0.location), "category": .string($0.category), "message": .string($0.message)] })))
        }
        return members
    }

    /// One case; NDJSON lines carry the call's document too (`withDocument`).
    package func entry(_ reported: ReportedCase, full: Bool, withDocument: Bool) -> JSON { Self.entry(reported, full: full, withDocument: withDocument) }

    /// One case (``entry(_:full:withDocument:)``), for a run that is not held whole (``RunOutcomes``).
    static func entry(_ reported: ReportedCase, full: Bool, withDocument: Bool) -> JSON {
        var members: [JSON.Member] = [
            .init("case", .int(reported.number)), .init("file", .string(reported.file)), .init("line", .int(reported.line)),
            .init("name", .string(reported.name)), .init("result", .string(reported.result.rawValue)),
        ]
        if let reason = reported.reason { members.append(.init("reason", .string(reason))) }
        if let status = reported.status { members.append(.init("status", .int(status))) }
        if let category = reported.category { members.append(.init("category", .string(category))) }
        members += [.init("attempts", .int(reported.attempts)), .init("ms", .number(String(format3: reported.milliseconds)))]
        if full {
            members += [.init("ordinal", .int(reported.ordinal)), .init("call", .string(reported.call))]
            if let start = reported.startedAt { members.append(.init("startMs", .number(String(format3: start)))) }
            if let sent = reported.sentAt { members.append(.init("sentMs", .number(String(format3: sent)))) }
            if let timings = reported.timings {
                members.append(.init("timing", [
                    "dns": .number(String(format3: timings.dns)), "connect": .number(String(format3: timings.connect)),
                    "tls": .number(String(format3: timings.tls)), "firstByte": .number(String(format3: timings.firstByte)),
                    "total": .number(String(format3: timings.total)),
                ]))
            }
            if let environment = reported.environment { members.append(.init("env", .string(environment))) }
            if let base = reported.baseURL { members.append(.init("baseURL", .string(base))) }
            if let request = reported.request { members.append(.init("request", request)) }
            if let curl = reported.curl { members.append(.init("curl", .string(curl))) }
            if let message = reported.errorMessage { members.append(.init("error", .string(message))) }
        }
        if withDocument, let document = reported.document { members.append(.init("document", document)) }
        if withDocument, !reported.earlier.isEmpty {
            members.append(.init("earlier", .array(reported.earlier.map { attempt in
                var fields: [JSON.Member] = [.init("reason", .string(attempt.reason)), .init("ms", .number(String(format3: attempt.milliseconds)))]
                if let document = attempt.document { fields.append(.init("document", document)) }
                return .object(fields)
            })))
        }
        return .object(members)
    }

    /// Whether `milliseconds` is a time a run could have taken: not negative and at most the bound every
    /// report prints times within, so a merged file's number is drawn and summed without overflowing.
    static func measurable(_ milliseconds: Double) -> Bool { milliseconds >= 0 && milliseconds <= longestMilliseconds }

    /// The longest time a report shows, the bound ``String/init(format3:)`` clamps to.
    static let longestMilliseconds: Double = 1e12

    /// Reads back a report `--report-json` wrote.
    /// - Throws: ``MergeProblem/notAReport(detail:)`` naming the first member that is missing or of the wrong kind.
    package init(json: JSON) throws(MergeProblem) {
        guard case .object = json, case .array(let items)? = json["cases"] else { throw .notAReport(detail: "no 'cases' list") }
        var cases: [ReportedCase] = []
        for (index, item) in items.enumerated() {
            let at = "cases[\(index)]"
            func text(_ key: String) throws(MergeProblem) -> String {
                guard case .string(let value)? = item[key] else { throw .notAReport(detail: "\(at).\(key) is not a string") }
                return value
            }
            func optionalText(_ key: String) throws(MergeProblem) -> String? { item[key] == nil ? nil : try text(key) }
            func number(_ key: String) throws(MergeProblem) -> Double {
                guard case .number(let literal)? = item[key], let value = Double(literal), value.isFinite else {
                    throw .notAReport(detail: "\(at).\(key) is not a number")
                }
                return value
            }
            func optionalNumber(_ key: String) throws(MergeProblem) -> Double? { item[key] == nil ? nil : try duration(key) }
            /// A time in milliseconds: a file can say 1e300, which the HTML report's axis cannot draw.
            func duration(_ key: String) throws(MergeProblem) -> Double {
                let value = try number(key)
                guard ReportedRun.measurable(value) else { throw .notAReport(detail: "\(at).\(key) is not a duration in milliseconds") }
                return value
            }
            func whole(_ key: String) throws(MergeProblem) -> Int {
                let value = try number(key)
                guard value == value.rounded(), abs(value) < 1e15 else { throw .notAReport(detail: "\(at).\(key) is not a whole number") }
                return Int(value)
            }
            guard let result = ReportedCase.Result(rawValue: try text("result")) else { throw .notAReport(detail: "\(at).result is not pass, flaky, fail or skip") }
            var reported = ReportedCase(number: try whole("case"), ordinal: try whole("ordinal"), file: try text("file"), line: try whole("line"),
                                        name: try text("name"), call: try text("call"), result: result)
            reported.reason = try optionalText("reason")
            reported.status = try item["status"] == nil ? nil : whole("status")
            reported.category = try optionalText("category")
            reported.attempts = try whole("attempts")
            reported.milliseconds = try duration("ms")
            reported.startedAt = try optionalNumber("startMs")
            reported.sentAt = try optionalNumber("sentMs")
            if let timing = item["timing"] {
                func phase(_ key: String) throws(MergeProblem) -> Double {
                    guard case .number(let literal)? = timing[key], let value = Double(literal), ReportedRun.measurable(value) else {
                        throw .notAReport(detail: "\(at).timing.\(key) is not a number")
                    }
                    return value
                }
                reported.timings = Timings(dns: try phase("dns"), connect: try phase("connect"), tls: try phase("tls"),
                                           firstByte: try phase("firstByte"), total: try phase("total"))
            }
            reported.environment = try optionalText("env")
            reported.baseURL = try optionalText("baseURL")
            reported.request = item["request"]
            reported.curl = try optionalText("curl")
            reported.errorMessage = try optionalText("error")
            reported.document = item["document"]
            if case .array(let attempts)? = item["earlier"] {
                for (number, attempt) in attempts.enumerated() {
                    guard case .string(let reason)? = attempt["reason"], case .number(let literal)? = attempt["ms"], let milliseconds = Double(literal),
                          ReportedRun.measurable(milliseconds) else { throw .notAReport(detail: "\(at).earlier[\(number)] is not {reason, ms}") }
                    reported.earlier.append(ReportedCase.Attempt(reason: reason, milliseconds: milliseconds, document: attempt["document"]))
                }
            }
            cases.append(reported)
        }
        var errors: [ReportedError] = []
        if case .array(let list)? = json["errors"] {
            for (index, error) in list.enumerated() {
                guard case .string(let location)? = error["location"], case .string(let category)? = error["category"],
                      case .string(let message)? = error["message"] else { throw .notAReport(detail: "errors[\(index)] is not {location, category, message}") }
                errors.append(ReportedError(location: location, category: category, message: message))
            }
        }
        guard case .number(let literal)? = json["ms"], let milliseconds = Double(literal), ReportedRun.measurable(milliseconds) else {
            throw .notAReport(detail: "'ms' is not a number")
        }
        self.init(cases: cases, seconds: milliseconds / 1000, errors: errors)
    }
}
