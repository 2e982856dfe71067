import Testing
@testable import CourierCore

private struct Call: Route {
    var method: HTTPMethod = .get
    var path: [PathSegment] = ["x"]
}

/// Adds its mark to the hint, so the order the `process` hooks ran in shows in the result.
private struct Mark: Plugin {
    var mark: String
    func process(_ outcome: Outcome, route: any Route) -> Outcome {
        var outcome = outcome
        let hint = outcome.error?.hint ?? ""
        outcome.error?.hint = hint + mark
        return outcome
    }
}

/// A call ends in Core as one judged value: refused, failed in transport, or answered (and judged).
struct CallOutcomeTests {
    let environment = Environment(name: "dev", baseURL: "http://api.example.test/v1", note: "not started: run make demo")

    func pipeline(_ replies: [Result<HTTPResponse, CourierError>], plugins: [any Plugin] = [], cancelled: Bool = false) -> Pipeline {
        var clock = PipelineClock(now: { 0 }, sleep: { _ in }, random: { 0.5 })
        clock.isCancelled = { cancelled }
        return Pipeline(plugins: plugins, transport: ScriptedTransport(replies), retry: .none, clock: clock)
    }

    @Test func aRefusedCallHasNoRequestAndWasNotSent() {
        let outcome = pipeline([]).run(Call(path: [.param("no", "..")]), in: environment)
        guard case .refused(let error) = outcome else { Issue.record("\(outcome)"); return }
        #expect(error.category == .requestInvalid)
        #expect(outcome.request == nil && outcome.delivery == nil && outcome.response == nil)
        #expect(!outcome.wasSent)
        #expect(outcome.exitCode == ErrorCategory.requestInvalid.exitCode)
    }

    @Test func aTransportFailureKeepsTheRequestAndTheEnvironmentsNoteAsItsHint() {
        let outcome = pipeline([.failure(CourierError.transport(.curl(code: 7, text: "connection refused", category: .transportConnect)))]).run(Call(), in: environment)
        guard case .failed(let delivery, let error) = outcome else { Issue.record("\(outcome)"); return }
        #expect(delivery.request.url == "http://api.example.test/v1/x")
        #expect(delivery.attempts == 1)
        #expect(error.curlCode == 7)
        #expect(error.hint == "environment 'dev' is not started: run make demo")
        #expect(outcome.wasSent && outcome.exitCode == ErrorCategory.transportConnect.exitCode)
    }

    /// The note is about the environment not being up: a timeout there says nothing of the kind.
    @Test func onlyARefusedConnectionGetsTheEnvironmentsNote() {
        let outcome = pipeline([.failure(CourierError(.transportTimeout, "timed out"))]).run(Call(), in: environment)
        #expect(outcome.error?.category == .transportTimeout)
        #expect(outcome.error?.hint == nil)
    }

    @Test func aSuccessIsAnsweredWithItsEnvelopeAndNoError() {
        let body = Array(#"{"code":0,"message":"ok","data":{"id":1}}"#.utf8)
        let outcome = pipeline([.success(HTTPResponse(status: 200, body: body))]).run(Call(), in: environment)
        guard case .answered(let delivery, let response, let verdict) = outcome else { Issue.record("\(outcome)"); return }
        #expect(delivery.attempts == 1 && response.status == 200)
        #expect(verdict.error == nil)
        #expect(verdict.envelope?["data"]?["id"] == 1)
        #expect(outcome.exitCode == 0)
    }

    @Test func aFailingResponseIsJudgedInCoreAndEveryProcessHookRunsInOrder() {
        let outcome = pipeline([.success(HTTPResponse(status: 404, reason: "Not Found"))], plugins: [Mark(mark: "a"), Mark(mark: "b")])
            .run(Call(), in: environment)
        guard case .answered(_, let response, let verdict) = outcome else { Issue.record("\(outcome)"); return }
        #expect(response.status == 404)
        #expect(verdict.error?.category == .httpNotFound)
        #expect(verdict.error?.message == "HTTP 404 Not Found")
        #expect(verdict.error?.hint == "ab")
        #expect(outcome.exitCode == ErrorCategory.httpNotFound.exitCode)
    }

    /// The judge is a step of its own: smoke judges a finished run elsewhere and gets the same verdict.
    @Test func judgingADrivenRunGivesWhatRunGives() {
        let reply: Result<HTTPResponse, CourierError> = .success(HTTPResponse(status: 200, body: Array(#"{"code":7,"message":"no"}"#.utf8)))
        let pipeline = pipeline([reply, reply])
        let exchange = pipeline.drive(pipeline.start(Call(), in: environment))
        guard case .answered = exchange else { Issue.record("\(exchange)"); return }
        let judged = pipeline.judge(exchange, route: Call(), in: environment)
        let run = pipeline.run(Call(), in: environment)
        #expect(judged.error == run.error)
        #expect(judged.error?.category == .business)
    }

    /// Ctrl-C during the wait before a retry ends the call as a failure of the attempt made, not as a response.
    @Test func anInterruptedWaitEndsAsAFailureAfterTheAttemptsMade() {
        var pipeline = pipeline([.success(HTTPResponse(status: 503))], cancelled: true)
        pipeline.retry = .default
        var run = pipeline.start(Call(), in: environment)
        run.received(.success(HTTPResponse(status: 503)), at: moment)
        guard case .wait = run.step else { Issue.record("a 503 did not ask to wait: \(run.step)"); return }
        run.resume(at: moment, cancelled: pipeline.clock.isCancelled())
        guard case .finished(.failed(let delivery, let error)) = run.step else { Issue.record("\(run.step)"); return }
        #expect(error.category == .cancelled)
        #expect(delivery.attempts == 1)
        #expect(delivery.stopReason == nil)
    }

    /// The document says how long the call really waited: a wait cut short counts until the interrupt.
    @Test func anInterruptedWaitCountsTheTimeReallyWaited() {
        var pipeline = pipeline([], cancelled: true)
        pipeline.retry = .default
        var run = pipeline.start(Call(), in: environment)
        run.received(.success(HTTPResponse(status: 503, headers: ["Retry-After": "3"])), at: PipelineRun.Moment(now: 100, random: 0.5))
        guard case .wait(let seconds) = run.step else { Issue.record("a 503 did not ask to wait: \(run.step)"); return }
        #expect(seconds == 3)
        run.resume(at: PipelineRun.Moment(now: 101.25, random: 0.5), cancelled: true)
        guard case .finished(.failed(let delivery, _)) = run.step else { Issue.record("\(run.step)"); return }
        #expect(delivery.waited == 1.25)
    }

    /// Only a call to the environment's own origin gets the environment's note: a foreign URL says nothing about it.
    @Test func aRefusedConnectionToAForeignOriginGetsNoEnvironmentNote() {
        let refused = CourierError.transport(.curl(code: 7, text: "connection refused", category: .transportConnect))
        let foreign = HTTPRequest(method: .get, url: "http://127.0.0.1:9/x", origin: .foreign)
        let outcome = pipeline([]).judge(.failed(Delivery(request: foreign), refused), route: Call(), in: environment)
        #expect(outcome.error?.category == .transportConnect)
        #expect(outcome.error?.hint == nil)
    }
}

/// An event the machine is not waiting for is a driver's bug: the program stops with a message.
struct PipelineRunMisuseTests {
    @Test func resumingWhileSendingStopsTheProgramWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { resumeWhileSending() }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("PipelineRun.resume(at:cancelled:) while sending"), "\(stderr)")
    }

    @Test func aResultWhileWaitingStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { receiveWhileWaiting() }
    }

    @Test func aResultAfterTheEndStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { receiveAfterTheEnd() }
    }
}

private func misusedRun() -> PipelineRun {
    let pipeline = Pipeline(plugins: [], transport: ScriptedTransport([]), retry: .default,
                            clock: PipelineClock(now: { 0 }, sleep: { _ in }, random: { 0.5 }))
    return pipeline.start(Call(), in: Environment(name: "t", baseURL: "http://api.example.test"))
}

private func resumeWhileSending() {
    var run = misusedRun()
    run.resume(at: moment, cancelled: false)
}

private func receiveWhileWaiting() {
    var run = misusedRun()
    run.received(.success(HTTPResponse(status: 503)), at: moment)
    run.received(.success(HTTPResponse(status: 200)), at: moment)
}

private func receiveAfterTheEnd() {
    var run = misusedRun()
    run.received(.success(HTTPResponse(status: 200)), at: moment)
    run.received(.success(HTTPResponse(status: 200)), at: moment)
}

/// The time and jitter an event happens at, in these tests.
private let moment = PipelineRun.Moment(now: 0, random: 0.5)
