import CourierCore
import CourierClient

/// A plan line's call on its way through a run: the client's call as ``SmokeCalls/prepare(_:)`` made it (every check
/// before sending passed), settled on the run's shared session (``RunSessions``), the pipeline its request was made with,
/// and that request. A class: identical plan lines share one.
final class CaseCall {
    /// The call and the pipeline its request was made with (and, once sent, is judged by), read in place: a stored
    /// `var` of a struct this large was copied whole (every field retained) to call a method on it, in every case,
    /// for the call and for the pipeline; a `let` of a class is borrowed instead.
    private final class Held {
        let call: Call
        let pipeline: Pipeline
        init(_ call: Call, _ pipeline: Pipeline) {
            self.call = call
            self.pipeline = pipeline
        }
    }
    private var held: Held
    var call: Call { _read { yield held.call } }
    var pipeline: Pipeline { _read { yield held.pipeline } }
    /// The call's settings in one borrow: through ``call`` and then `Call.settings`, two accessors in a row copied them.
    private var settings: Settings { _read { yield held.call.shared.settings } }
    private var prepared: Result<HTTPRequest, CourierError>
    /// The run's shared sessions, and the renewal the request was made at (see ``RunSessions``).
    private let sessions: RunSessions?
    private var generation: Int
    /// The generations of the sends not yet judged (twin plan lines share one prepared call).
    private var sentGenerations: [Int] = []
    /// The line's words, for a `diff=ENV` expectation to make the same call in another environment.
    let words: [String]
    /// The run's calls, which prepare that other call.
    let calls: any SmokeCalls

    /// - Parameter sessions: the run's shared sessions; nil where the run shares none.
    init(_ call: Call, words: [String], calls: any SmokeCalls, sessions: RunSessions?) {
        var call = call
        var generation = 0
        // The run's one session per environment, renewed at most once for all cases.
        if let settled = sessions?.settledIfShared(call.settings), settled.generation > 0 {
            call = call.with(SharedSettings(settled.0))
            generation = settled.generation
        }
        let pipeline = call.pipeline()
        let (route, environment) = (call.route, call.settings.target.environment)
        // (Whose failure fails the case, never the plan.)
        prepared = Result { () throws(CourierError) in try pipeline.prepare(route, in: environment) }
        // Moved, not copied: a copy of a call retains every field of its settings, in every case.
        held = Held(consume call, consume pipeline)
        self.words = words
        self.calls = calls
        self.sessions = sessions
        self.generation = generation
    }

    /// The request to send (read once per send): made again first when the run renewed its session since.
    private var request: Result<HTTPRequest, CourierError> {
        if let sessions, settings.credentials.session != nil || settings.credentials.relogin != nil {
            let (settings, renewed) = sessions.settle(settings)
            if renewed > generation { remake(settings, generation: renewed) }
        }
        sentGenerations.append(generation)
        return prepared
    }

    private func remake(_ settings: Settings, generation: Int) {
        let remade = call.with(SharedSettings(settings))
        let made = remade.pipeline()
        held = Held(remade, made)
        let (route, environment) = (call.route, settings.target.environment)
        prepared = Result { () throws(CourierError) in try made.prepare(route, in: environment) }
        self.generation = generation
    }

    /// A case refused with the run's stored session: once for the run the session is renewed, and the case (like
    /// every case refused with the old one) is sent once more with the renewed one, on its own transfer.
    private func renewingSession(_ outcome: consuming CallOutcome, sentWith sent: Int, milliseconds: inout Double) -> CallOutcome {
        guard let sessions, call.route.requiresAuth, outcome.error?.category == .httpUnauthorized,
              let resolution = sessions.unauthorized(settings, sentWith: sent)
        else { return outcome }
        switch resolution {
        case .fail(let error):
            return outcome.replacingError(with: error)
        case .retry(let settings, let renewed):
            if renewed > generation { remake(settings, generation: renewed) }
            let started = PipelineClock.system.now()
            let retried = held.pipeline.run(call.route, in: self.settings.target.environment)
            milliseconds += (PipelineClock.system.now() - started) * 1000
            return retried
        }
    }

    /// `diff=ENV`: this line in `environment` (its own `--env` replaced), sent now, and compared with `result` by
    /// `courier diff`'s own comparison (``ComparedAnswer``, ``JSONDiff``). Nil when the answers are the same.
    func differences(of result: Call.Result, in environment: String, ignoring ignored: [String]) -> String? {
        let other: Call
        switch calls.prepare(calls.words(words, in: environment)) {
        case .success(let call): other = call
        case .failure(let problem): return "the call in \(environment) cannot be made: \(problem.message)"
        }
        let mine = settings.target.environment, theirs = other.settings.target.environment
        // --base-url sends every environment to one place: the answers would be one server's twice, a comparison
        // that always passes. (COURIER_BASE_URL is only the default environment's: `--env ENV` leaves it out.)
        if other.settings.target.sources["baseURL"] == "--base-url" {
            return "--base-url sends both calls to \(theirs.baseURL), so there is nothing to compare; leave it out to call \(environment)'s own base URL"
        }
        let left = ComparedAnswer(result, environment: mine)
        let right = ComparedAnswer(other.perform(), environment: theirs)
        let found = JSONDiff(ignored: ignored).differences(left.compared, right.compared, at: "")
        guard !found.isEmpty else { return nil }
        let shown = found.prefix(5).map { "\($0.path) (\($0.kind.rawValue))" }.joined(separator: ", ")
        return "\(found.count) difference\(found.count == 1 ? "" : "s") from \(mine.name): \(shown)" + (found.count > 5 ? ", …" : "")
    }

    var route: any Route { call.route }
    var isStubbed: Bool { settings.sending.stub != nil }

    // The pipeline read in place through a local reference to the box, for each step of the run (read through the
    // stored one, which a call could replace meanwhile, it was copied each time).
    func start() -> PipelineRun {
        // The request first: reading it may make the call again with a renewed session (and a new pipeline).
        let request = self.request
        let held = self.held
        return PipelineRun(held.pipeline.policy(for: held.call.route), route: held.call.route, prepared: request)
    }

    func drive(_ run: PipelineRun) -> Exchange {
        let held = self.held
        return held.pipeline.drive(run)
    }

    func willSend(_ request: HTTPRequest) {
        let held = self.held
        held.pipeline.willSend(request, route: held.call.route)
    }

    func didReceive(_ result: Result<HTTPResponse, CourierError>) {
        let held = self.held
        held.pipeline.didReceive(result, route: held.call.route)
    }
    var secrets: [String] { settings.secrets }

    /// The one place smoke's outcomes are judged: Core's judge and the document a single command ends with.
    func finish(_ exchange: Exchange, milliseconds measured: Double) -> Call.Result {
        var milliseconds = measured
        let sent = sentGenerations.min() ?? generation
        if let index = sentGenerations.firstIndex(of: sent) { sentGenerations.remove(at: index) }
        // Through a local reference to the box: read through the stored one (which a call could replace meanwhile),
        // the call and the pipeline were each copied for the judging, in every case.
        let held = self.held
        let judged = held.pipeline.judge(exchange, route: held.call.route, in: held.call.shared.settings.target.environment)
        let outcome = renewingSession(consume judged, sentWith: sent, milliseconds: &milliseconds)
        // `--all` in a case: the pages after the first are fetched here, one after another, through the same
        // pipeline as a single command's (this case's transport, not the run's shared one).
        if let paging = call.paging {
            var paged = PagedCall(call: call, paging: paging).collect(first: outcome).result
            paged.milliseconds += milliseconds  // the first page's time, which the run loop measured
            return paged
        }
        // Recorded (`--record`) by the call as it is now (a renewed session made it again, with the new token among its
        // secrets), through a local too.
        let current = self.held
        let recordError = current.call.record(outcome)
        // The raw bytes kept: most results are dropped once judged; a kept document lets them go (SmokeRunner+Judge).
        return current.call.documented(consume outcome, milliseconds: milliseconds, keepsRawBody: true, recordError: recordError)
    }

    /// The request as sent and a `curl` line for it (secrets redacted, as `--curl` prints it), for the reports.
    func facts(_ result: Call.Result) -> CallFacts {
        let request = result.document.request
        let curl = request.map { request in
            CurlCommand(request: request, options: pipeline.options, redirectHops: settings.sending.redirects.maxHops,
                        retries: pipeline.retry.maxRetries(isIdempotent: call.route.isIdempotent),
                        secretHeaders: settings.credentials.secretHeaders, secrets: settings.secrets, showSecrets: false,
                        proxy: settings.sending.proxy).text
        }
        let environment = settings.target.environment
        return CallFacts(request: request.map { OutputDocument.describe($0, secretHeaders: settings.credentials.secretHeaders) },
                         curl: curl, environment: environment.name, baseURL: environment.baseURL, errorMessage: result.error?.message)
    }
}
