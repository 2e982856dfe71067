import Testing
@testable import CourierCore

/// The pipeline's loop with a scripted transport and a clock that records instead of sleeping.
/// (The real transport is tested against real servers in CurlTransportTests.)
final class ScriptedTransport: Transport, @unchecked Sendable {
    var replies: [Result<HTTPResponse, CourierError>]
    var sent: [HTTPRequest] = []
    init(_ replies: [Result<HTTPResponse, CourierError>]) { self.replies = replies }
    func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        sent.append(request)
        return replies.isEmpty ? .failure(CourierError(.internal, "script ran out")) : replies.removeFirst()
    }
}

final class Sleeps: @unchecked Sendable { var values: [Double] = [] }

/// A plugin that writes down each hook the driver runs, in order.
final class HookLog: Plugin, @unchecked Sendable {
    var entries: [String] = []
    func willSend(_ request: HTTPRequest, route: any Route) { entries.append("willSend \(request.url)") }
    func didReceive(_ result: Result<HTTPResponse, CourierError>, route: any Route) {
        entries.append("didReceive " + ((try? result.get()).map { String($0.status) } ?? "failure"))
    }
    func process(_ outcome: Outcome, route: any Route) -> Outcome {
        entries.append("process")
        return outcome
    }
}

private struct Get: Route {
    var method: HTTPMethod = .get
    var path: [PathSegment] = ["x"]
    var requiresAuth: Bool { true }
}

struct PipelineTests {
    let environment = Environment(name: "t", baseURL: "http://api.example.test/v1")

    func pipeline(_ transport: ScriptedTransport, sleeps: Sleeps, retry: RetryPolicy = .default, redirects: RedirectPolicy = .none) -> Pipeline {
        Pipeline(plugins: [AuthPlugin(scheme: .bearer, token: "tok")], transport: transport, retry: retry, redirects: redirects,
                 clock: PipelineClock(now: { 0 }, sleep: { sleeps.values.append($0) }, random: { 0.5 }))
    }

    /// Courier's own plugins only change requests: the hooks after that go to the others alone, in their order,
    /// also when the list changes.
    @Test func onlyPluginsThatObserveAreAskedToObserve() {
        let (first, second) = (HookLog(), HookLog())
        var pipeline = Pipeline(plugins: [DefaultHeadersPlugin(["Accept": "application/json"]), first, AuthPlugin(scheme: .bearer, token: "t"),
                                          CommonParametersPlugin([])],
                                transport: ScriptedTransport([]))
        #expect(pipeline.observers.map { ObjectIdentifier($0 as AnyObject) } == [ObjectIdentifier(first)])
        pipeline.plugins.append(second)
        #expect(pipeline.observers.map { ObjectIdentifier($0 as AnyObject) } == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(pipeline.plugins.count == 5, "every plugin still prepares the request")
        pipeline.willSend(HTTPRequest(method: .get, url: "http://127.0.0.1:9/x"), route: Get())
        #expect(first.entries == ["willSend http://127.0.0.1:9/x"] && second.entries == first.entries)
    }

    /// A body's containers are kept as bytes until read; a team's plugin (past ``Pipeline/ownPlugins``) is still handed
    /// a small body's as trees, so one that matches `case .array` on `data` matches, while Courier's own are not (they
    /// read only the error). A large body's stay raw for everyone, as they always did.
    @Test(arguments: [(0, false, true), (1, false, false), (0, true, false)])
    func aTeamsPluginIsHandedASmallBodysContainersAsTrees(ownPlugins: Int, large: Bool, seesTree: Bool) {
        final class DataKind: Plugin, @unchecked Sendable {
            var seen: [String] = []
            func process(_ outcome: Outcome, route: any Route) -> Outcome {
                for json in [outcome.envelope?["data"], outcome.body.json?["data"]] {
                    switch json {
                    case .array?: seen.append("array")
                    case .raw?: seen.append("raw")
                    default: seen.append("other")
                    }
                }
                return outcome
            }
        }
        // A large body's data is larger than the threshold itself (its smaller containers are parsed, as ever).
        let padding = large ? String(repeating: "x", count: Body.rawThreshold) : "x"
        let body = #"{"code": 0, "message": "ok", "data": [1, 2, ""# + padding + #""]}"#
        let transport = ScriptedTransport([.success(HTTPResponse(status: 200, body: Array(body.utf8)))])
        let plugin = DataKind()
        var pipeline = Pipeline(plugins: [plugin], transport: transport, retry: .none)
        pipeline.ownPlugins = ownPlugins
        guard case .answered(_, _, let outcome) = pipeline.run(Get(), in: environment) else { Issue.record("not answered"); return }
        #expect(outcome.error == nil)
        #expect(plugin.seen == Array(repeating: seesTree ? "array" : "raw", count: 2))
    }

    /// Past the 64th plugin (beyond what the pipeline marks one by one), every plugin is asked to observe.
    @Test func pluginsPastTheSixtyFourthObserveToo() {
        let logs = (0..<3).map { _ in HookLog() }
        let plugins: [any Plugin] = Array(repeating: DefaultHeadersPlugin([:]), count: 63) + [logs[0], DefaultHeadersPlugin([:]), logs[1]] + [logs[2]]
        let pipeline = Pipeline(plugins: plugins, transport: ScriptedTransport([]))
        pipeline.didReceive(.failure(.usage(.stdoutClosed)), route: Get())
        #expect(logs.map(\.entries) == Array(repeating: ["didReceive failure"], count: 3))
        #expect(pipeline.observers.count == 4, "the three logs and the request-only plugin past the 64th")
    }

    /// The driver, not the machine, runs the hooks: before and after every attempt and every redirect hop,
    /// then `process` once on the judged outcome.
    @Test func theDriverRunsEachHookPerAttemptAndHopThenProcessOnce() {
        let log = HookLog()
        let transport = ScriptedTransport([
            .success(HTTPResponse(status: 503)),
            .success(HTTPResponse(status: 302, headers: ["Location": "/v1/y"])),
            .success(HTTPResponse(status: 200)),
        ])
        var pipeline = pipeline(transport, sleeps: Sleeps(), redirects: RedirectPolicy(maxHops: 2))
        pipeline.plugins.append(log)
        let outcome = pipeline.run(Get(), in: environment)
        #expect(outcome.response?.status == 200)
        #expect(log.entries == [
            "willSend http://api.example.test/v1/x", "didReceive 503",
            "willSend http://api.example.test/v1/x", "didReceive 302",
            "willSend http://api.example.test/v1/y", "didReceive 200",
            "process",
        ])
    }

    /// What smoke's run loop does: step the machine by hand, with no transport and no sleeping.
    @Test func aSteppedRunAsksToSendThenToWaitThenToSendAgain() {
        let unused = ScriptedTransport([])
        let sleeps = Sleeps()
        var run = pipeline(unused, sleeps: sleeps).start(Get(), in: environment)
        guard case .send(let first, _) = run.step else { Issue.record("first step is not a send: \(run.step)"); return }
        #expect(first.url == "http://api.example.test/v1/x")
        #expect(first.headers["Authorization"] == "Bearer tok")
        run.received(.success(HTTPResponse(status: 503, headers: ["Retry-After": "2"])), at: moment)
        guard case .wait(let seconds) = run.step else { Issue.record("a 503 did not ask to wait: \(run.step)"); return }
        #expect(seconds == 2)
        run.resume(at: moment, cancelled: false)
        guard case .send(let again, _) = run.step else { Issue.record("no second attempt: \(run.step)"); return }
        #expect(again.url == first.url)
        run.received(.success(HTTPResponse(status: 200)), at: moment)
        guard case .finished(.answered(let delivery, let response)) = run.step else { Issue.record("not answered: \(run.step)"); return }
        #expect(response.status == 200)
        #expect(delivery.attempts == 2)
        #expect(delivery.waited == 2)
        #expect(unused.sent.isEmpty && sleeps.values.isEmpty, "the stepped run neither sends nor sleeps by itself")
    }

    @Test func aRequestThatCannotBeBuiltFinishesAtOnceWithNothingSent() {
        let broken = Environment(name: "t", baseURL: "not a url")
        let run = pipeline(ScriptedTransport([]), sleeps: Sleeps()).start(Get(), in: broken)
        guard case .finished(.refused(let error)) = run.step else { Issue.record("a broken base URL was sent: \(run.step)"); return }
        #expect(error.category == .config, "\(error)")
    }

    @Test func retriesA503ThenSucceedsWaitingRetryAfter() {
        let transport = ScriptedTransport([.success(HTTPResponse(status: 503, headers: ["Retry-After": "1"])), .success(HTTPResponse(status: 200))])
        let sleeps = Sleeps()
        let outcome = pipeline(transport, sleeps: sleeps).run(Get(), in: environment)
        #expect(outcome.attempts == 2)
        #expect(outcome.response?.status == 200)
        #expect(sleeps.values == [1])
        #expect(outcome.delivery?.waited == 1)
    }

    @Test func givesUpAfterTwoRetriesWithBackoff() {
        let transport = ScriptedTransport(Array(repeating: .success(HTTPResponse(status: 502)), count: 5))
        let sleeps = Sleeps()
        let outcome = pipeline(transport, sleeps: sleeps).run(Get(), in: environment)
        #expect(outcome.attempts == 3)
        #expect(transport.sent.count == 3)
        #expect(sleeps.values == [0.5, 1.0])
        #expect(outcome.delivery?.stopReason == .stop(.exhausted))
    }

    @Test func postIsSentOnce() {
        var post = Get()
        post.method = .post
        let transport = ScriptedTransport([.success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 200))])
        let outcome = pipeline(transport, sleeps: Sleeps()).run(post, in: environment)
        #expect(outcome.attempts == 1)
        #expect(outcome.response?.status == 503)
    }

    @Test func followsRedirectsWithinOneAttemptAndStripsAuthAcrossOrigins() {
        let transport = ScriptedTransport([
            .success(HTTPResponse(status: 302, headers: ["Location": "/v1/y"])),
            .success(HTTPResponse(status: 307, headers: ["Location": "http://other.example.test/z"])),
            .success(HTTPResponse(status: 200)),
        ])
        let outcome = pipeline(transport, sleeps: Sleeps(), redirects: RedirectPolicy(maxHops: 10)).run(Get(), in: environment)
        #expect(outcome.response?.status == 200)
        #expect(outcome.delivery?.redirects == ["http://api.example.test/v1/y", "http://other.example.test/z"])
        #expect(transport.sent.map { $0.headers["Authorization"] } == ["Bearer tok", "Bearer tok", nil])
    }

    /// A hop to another origin carries what a direct call to a foreign URL would: the plugins that apply to
    /// foreign origins (default headers, `-H`) and nothing of the environment's headers, common parameters
    /// or credentials; a hop within the origin keeps them all.
    @Test func aCrossOriginHopCarriesOnlyWhatAForeignCallWould() {
        let transport = ScriptedTransport([
            .success(HTTPResponse(status: 302, headers: ["Location": "/v1/y"])),
            .success(HTTPResponse(status: 307, headers: ["Location": "http://other.example.test/z"])),
            .success(HTTPResponse(status: 200)),
        ])
        var pipeline = pipeline(transport, sleeps: Sleeps(), redirects: RedirectPolicy(maxHops: 10))
        pipeline.plugins = [DefaultHeadersPlugin(["User-Agent": "courier/t"]), CommonParametersPlugin([CommonParameter("X-System-Type", "ios", in: .header)]),
                            AuthPlugin(scheme: .bearer, token: "tok"), ExtraHeadersPlugin(["X-Trace": "t1"])]
        let configured = Environment(name: "t", baseURL: "http://api.example.test/v1", headers: ["X-Sig": "s1"])
        _ = pipeline.run(Get(), in: configured)
        let names = transport.sent.map { $0.headers.fields.map(\.name).sorted() }
        #expect(names.count == 3)
        #expect(names.first == ["Authorization", "User-Agent", "X-Sig", "X-System-Type", "X-Trace"])
        #expect(names.dropFirst().first == names.first)
        #expect(names.last == ["User-Agent", "X-Trace"])
    }

    @Test func refusedInputSendsNothing() {
        let transport = ScriptedTransport([])
        var bad = Get()
        bad.path = [.param("no", "..")]
        let outcome = pipeline(transport, sleeps: Sleeps()).run(bad, in: environment)
        guard case .refused(let error) = outcome else { Issue.record("refused input ended as \(outcome)"); return }
        #expect(error.category == .requestInvalid)
        #expect(!outcome.wasSent && outcome.exitCode == error.exitCode)
        #expect(transport.sent.isEmpty)
    }

    /// A Ctrl-C that lands before the retry wait starts (or on another thread) must still end the wait:
    /// a 60 s wait returns in well under half of it (a bound on whether it waited, not on speed).
    @Test func theSystemClockStopsWaitingOnceCancelled() {
        let cancelled = PipelineClock.system(isCancelled: { true })
        let start = PipelineClock.system.now()
        cancelled.sleep(60)
        #expect(PipelineClock.system.now() - start < 30)
        #expect(cancelled.isCancelled())
    }

}

/// The time and jitter an event happens at, in these tests.
private let moment = PipelineRun.Moment(now: 0, random: 0.5)
