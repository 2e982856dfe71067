import Testing
import CourierClient
import CourierCore
import CourierClient
@testable import CourierSmoke

/// The run loop over a scripted ``ConcurrentTransport``: what it starts, when, and how it reports.
/// (CurlMulti itself is tested against real servers in CurlTransportTests, and smoke end to end in SmokeTests.)
struct SmokeRunTests {
    /// Holds every transfer until `perform` is called, then finishes the newest first; answers with the
    /// status in the URL's last segment, and that number as the body.
    final class HeldTransport: ConcurrentTransport {
        /// Where starts and sends are noted, with the cases' judging (``PlainCalls/trace``).
        var trace: Trace?
        private(set) var started: [(tag: Int, url: String)] = []
        private var held: [(tag: Int, url: String)] = []
        private(set) var mostInFlight = 0
        /// The tags finished so far, in order.
        private(set) var finished: [Int] = []
        /// For each tag, the tags that had finished when it started.
        private(set) var finishedBefore: [Int: [Int]] = [:]
        var count: Int { held.count }

        func start(_ request: HTTPRequest, options: TransportOptions, tag: Int) throws(CourierError) {
            started.append((tag, request.url))
            trace?.events.append("start \(tag)")
            held.append((tag, request.url))
            finishedBefore[tag] = finished
            mostInFlight = max(mostInFlight, held.count)
        }

        func send() { trace?.events.append("send") }

        func perform(waitingAtMost timeout: Double) -> [FinishedTransfer] {
            guard let (tag, url) = held.popLast() else { return [] }
            finished.append(tag)
            let status = Int(url.split(separator: "/").last ?? "") ?? 200
            return [FinishedTransfer(tag: tag, result: .success(HTTPResponse(status: status, body: Array(String(status).utf8), effectiveURL: url)))]
        }

        func cancelAll() -> [FinishedTransfer] {
            defer { held = [] }
            return held.map { FinishedTransfer(tag: $0.tag, result: .failure(CourierError(.cancelled, "interrupted"))) }
        }
    }

    /// `GET /a/b` plan lines as the client's calls to 127.0.0.1:9 without an envelope: a 2xx passes, anything else is
    /// `http`. Their own transport is never used: the run sends over its concurrent one.
    struct PlainCalls: SmokeCalls {
        func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem> {
            guard words.count == 2, words[0] == "GET" else { return .failure(SmokePlanProblem(.commandLine("not GET PATH: \(words)"))) }
            let route = Path(path: words[1].split(separator: "/").map { PathSegment(stringLiteral: String($0)) })
            return .success(Call(api: Self.api, name: "GET", route: route, settings: Self.settings(),
                                 transport: StubTransport(sample: SampleResponse(status: 500, body: "unused"))))
        }

        func words(_ words: [String], in environment: String) -> [String] { words }

        static let environment = Environment(name: "t", baseURL: "http://127.0.0.1:9")
        static let api = APIDescription(name: "t", environments: [environment], defaultEnvironment: "t", envelope: .plain)

        static func settings() -> Settings {
            var sending = Sending()
            sending.retry = .none
            let target = Target(environment: environment, api: api, sources: [:], origins: [:], configFiles: [], untrustedConfigs: [], extraHeaders: [])
            return Settings(target: target, credentials: Credentials(secretHeaders: []), sending: sending, output: OutputOptions(),
                            pages: PageOptions(), warnings: [])
        }
    }

    /// What the transport and the runner did, in order.
    final class Trace {
        var events: [String] = []
    }

    struct Path: Route {
        var method: HTTPMethod = .get
        var path: [PathSegment]
    }

    func cases(_ text: String) throws -> [SmokeCase] {
        var known = Set<String>()
        return try PlanParser(variable: { _ in nil }).parse(text, file: "p", known: &known)
    }

    @Test(arguments: [1, 3, 8])
    func atMostJobsAreInFlightAndReportsFollowThePlan(jobs: Int) throws {
        let lines = (0..<10).map { "GET /s/\(200 + $0 % 3) => status=\(200 + $0 % 3)" }
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases(lines.joined(separator: "\n")), inherited: [])
        runner.jobs = jobs
        let transport = HeldTransport()
        let reports = runner.run(over: .success(transport))
        #expect(transport.mostInFlight == min(jobs, 10))
        #expect(transport.started.map(\.tag).sorted() == Array(0..<10))
        #expect(reports.map(\.result) == Array(repeating: .passed, count: 10))
        #expect(reports.map(\.status) == (0..<10).map { 200 + $0 % 3 })
    }

    /// The requests of the cases started in a turn of the loop go on the wire before the ended ones are judged,
    /// so the server answers them meanwhile (libcurl sends an added transfer only when driven).
    @Test func startedRequestsAreSentBeforeEndedCasesAreJudged() throws {
        let trace = Trace()
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases((0..<6).map { _ in "GET /s/200" }.joined(separator: "\n")), inherited: [])
        runner.jobs = 2
        runner.judged = { _, _ in trace.events.append("judge") }
        let transport = HeldTransport()
        transport.trace = trace
        let reports = runner.run(over: .success(transport))
        #expect(reports.map(\.result) == Array(repeating: .passed, count: 6))
        #expect(trace.events.filter { $0 == "judge" }.count == 6)
        var unsent = 0
        for event in trace.events {
            if event.hasPrefix("start") { unsent += 1 }
            if event == "send" { unsent = 0 }
            if event == "judge" { #expect(unsent == 0, "judged with \(unsent) started but unsent: \(trace.events)") }
        }
    }

    @Test func aCaseUsingACaptureStartsAfterItsMakerEndsWithTheValue() throws {
        let plan = "GET /s/201 => ok capture code=body\nGET /s/202\nGET /x${code}/200"
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases(plan), inherited: [])
        let transport = HeldTransport()
        let reports = runner.run(over: .success(transport))
        #expect(reports.map(\.result) == [.passed, .passed, .passed])
        // The maker and the unrelated case go out together; the user only once the maker has ended.
        #expect(transport.finishedBefore[0] == [] && transport.finishedBefore[1] == [])
        #expect(transport.finishedBefore[2] == [1, 0])
        #expect(transport.started.last?.url == "http://127.0.0.1:9/x201/200")
    }

    @Test func withoutATransportEveryCaseThatSendsFailsWithWhy() throws {
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases("GET /s/200\nGET /s/201 => internal"), inherited: [])
        let reports = runner.run(over: .failure(CourierError(.internal, "no multi handle")))
        #expect(reports.map(\.category) == ["internal", "internal"])
        #expect(reports.map(\.result) == [.failed("expected ok, got internal (no multi handle)"), .passed])
    }

    @Test func aPlanLineThatCannotRunIsAPlanErrorWithItsLocation() throws {
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases("GET /s/200\nPOST /s"), inherited: [])
        #expect(throws: PlanError(location: "p:2", reason: .commandLine("not GET PATH: [\"POST\", \"/s\"]"))) { try runner.validate() }
    }

    /// ``PlainCalls`` that count the lines they prepare and those they only check.
    final class CountingCalls: SmokeCalls {
        private(set) var prepared: [[String]] = []
        private(set) var checked: [[String]] = []
        func prepare(_ words: [String]) -> Result<Call, SmokePlanProblem> {
            prepared.append(words)
            return PlainCalls().prepare(words)
        }
        func words(_ words: [String], in environment: String) -> [String] { words }
        func check(_ words: [String]) -> SmokePlanProblem? {
            checked.append(words)
            guard case .failure(let problem) = PlainCalls().prepare(words) else { return nil }
            return problem
        }
    }

    @Test func linesPastTheKeptOnesArePreparedAgainWhenTheyStartAndEveryCaseRuns() throws {
        let plan = "GET /s/200\nGET /s/201\nGET /s/200\nGET /s/202\nGET /s/203\nGET /s/202"
        let calls = CountingCalls()
        let runner = SmokeRunner(calls: calls, cases: try cases(plan), inherited: [])
        runner.keptLines = 2
        try runner.validate()
        // Validation prepares each distinct kept line once, and checks every later line (twins too) for plan errors.
        #expect(calls.prepared.map { $0[1] } == ["/s/200", "/s/201"])
        #expect(calls.checked.map { $0[1] } == ["/s/202", "/s/203", "/s/202"])
        let transport = HeldTransport()
        let reports = runner.run(over: .success(transport))
        #expect(reports.map(\.status) == [200, 201, 200, 202, 203, 202])
        #expect(reports.map(\.result) == Array(repeating: .passed, count: 6))
        #expect(calls.prepared.map { $0[1] } == ["/s/200", "/s/201", "/s/202", "/s/203", "/s/202"])
    }

    @Test func aPlanErrorPastTheKeptLinesIsStillFoundBeforeAnythingIsSent() throws {
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases("GET /s/200\nGET /s/201\nGET /s/202\nPOST /s"), inherited: [])
        runner.keptLines = 1
        #expect(throws: PlanError(location: "p:4", reason: .commandLine("not GET PATH: [\"POST\", \"/s\"]"))) { try runner.validate() }
    }

    @Test func aRunThatKeepsNoReportsHandsEachOneToJudgedOnce() throws {
        let runner = SmokeRunner(calls: PlainCalls(), cases: try cases("GET /s/200\nGET /s/404\nGET /s/201"), inherited: [])
        runner.keepsReports = false
        var judged: [Int: CaseReport] = [:]
        var calls = 0
        runner.judged = { index, report in
            calls += 1
            judged[index] = report
        }
        let reports = runner.run(over: .success(HeldTransport()))
        #expect(reports.isEmpty)
        #expect(calls == 3)
        #expect(judged.keys.sorted() == [0, 1, 2])
        #expect(judged[1]?.status == 404)
        #expect(judged[2]?.result == .passed)
    }
}
