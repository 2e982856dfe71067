import Arguments
import CourierCore
import CourierSmoke
import CurlTransport
import CourierClient

/// Smoke's cases as this program's calls: a plan line is parsed against the command tree, resolved into
/// settings, and judged by ``Call`` exactly as the same words typed after `courier` would be.
/// Everything smoke needs from the CLI crosses here (``SmokeCalls``).
final class CommandLineCalls: SmokeCalls {
    let api: APIDescription
    let parser: Parser
    let environment: ProcessEnvironment
    /// Config files, read once for the whole run.
    let configs: [ConfigFile]
    /// The stored sessions the cases share, each renewed at most once for the run.
    let sessions: RunSessions
    /// Settings depend only on the global and secret options a case gives (and on the environment and config
    /// files, fixed for the run); the cases of a plan mostly share them, so each set is resolved once.
    private var settingsByGlobals: [String: Resolved] = [:]
    /// The last line whose settings were looked up, and those settings: the lines of a plan mostly give the same
    /// options (those smoke passes on), and comparing them with the last line's costs less than making the key.
    private var lastSettings: (values: ParsedValues, resolved: Resolved)?
    /// Recordings and replays of the whole run, counted per name (`cancel`, then `cancel` again).
    let samples = SampleBook()

    /// - Parameter root: the program's command tree, made once at start (the one a single call parses against).
    /// - Parameter source: how `@file` and `-` values are read: files only for a plan; `courier diff` reads its one
    ///   line's standard input once (``ValueSource/standardInputOnce()``).
    /// - Throws: why the config files cannot be read.
    init(api: APIDescription, root: Command, environment: ProcessEnvironment, source: ValueSource = .filesOnly) throws(CourierError) {
        self.api = api
        self.parser = Parser(root: root, globals: GlobalOptions.all, source: source)
        self.environment = environment
        sessions = RunSessions(api: api)
        configs = try Settings.loadConfigs(environment, secretHeaders: SecretHeaders(api: api))
    }

    /// Where smoke's transfers go: one libcurl multi handle for the whole run.
    static func transport() -> Result<any ConcurrentTransport, CourierError> {
        Result { () throws(CourierError) in try CurlMulti() }
    }

    /// Checks a capture's path as `--select` would.
    static func pathProblem(_ path: String) -> SelectionReason? {
        do throws(Rendering.Failure) {
            _ = try Selection.parse(path)
            return nil
        } catch {
            guard case .selectsNothing(let reason) = error else { return nil }
            return reason
        }
    }

    func globalsGiven(in words: [String]) -> Set<String>? {
        guard case .run(let invocation)? = try? parser.parse(words) else { return nil }
        return Set(invocation.values.global.elements.keys)
    }

    /// `words` sent in `environment`: the global `--env` the line gives (`--env X`, `--env=X`, `-e X`, `-eX`, found by
    /// the parser, so a route's own `--env` after its action's name stays) taken out, and `--env=environment` first.
    func words(_ words: [String], in environment: String) -> [String] {
        var dropped = Set<Int>()
        var kept = words
        if case .run(let invocation)? = try? parser.parse(words) {
            for element in invocation.values.global.elements[GlobalOptions.env.declaration.name] ?? [] {
                guard case .argument(let index) = element.origin, words.indices.contains(index) else { continue }
                dropped.insert(index)
                // The value was a word of its own: its option is the word before (`--env`, `-e`, or `-ve`).
                guard words[index] == element.text || !words[index].hasPrefix("-"), index > 0 else { continue }
                let option = words[index - 1]
                if option.hasPrefix("--") || option.count <= 2 { dropped.insert(index - 1) } else { kept[index - 1] = String(option.dropLast()) }
            }
        }
        return ["--env=" + environment] + kept.indices.filter { !dropped.contains($0) }.map { kept[$0] }
    }

    func prepare(_ words: [String]) -> Result<any SmokeCall, SmokePlanProblem> {
        resolve(words) { $0.build() as any SmokeCall }
    }

    /// The line's call as the client prepared it, to send on its own (`courier diff`, a `diff=ENV` expectation).
    func call(_ words: [String]) -> Result<Call, SmokePlanProblem> {
        resolve(words) { $0.call }
    }

    func check(_ words: [String]) -> SmokePlanProblem? {
        guard case .failure(let problem) = resolve(words, then: { _ in () }) else { return nil }
        return problem
    }

    /// A line resolved as far as a plan error can be found: its call made (every check before sending passed), and
    /// what ``PreparedCall`` is built from.
    private struct Resolution {
        let calls: CommandLineCalls
        let words: [String]
        let call: Call
        /// The settings of every line with this one's options, and their plugins.
        let resolved: Resolved
        /// The run's session renewal the line's settings were settled at (``RunSessions``); 0: ``resolved``'s own.
        let generation: Int

        /// The call's pipeline and its request (whose failure fails the case, never the plan).
        func build() -> PreparedCall {
            let pipeline = call.pipeline(plugins: generation > 0 ? Call.plugins(call.settings, api: calls.api) : resolved.plugins)
            // The environment read in place (a copy retained each of its fields), the pipeline moved, not copied.
            let request: Result<HTTPRequest, CourierError>
            do throws(CourierError) {
                request = .success(try pipeline.prepare(call.route, in: call.settings.target.environment))
            } catch {
                request = .failure(error)
            }
            return PreparedCall(call: call, pipeline: consume pipeline, request: request, words: words, calls: calls,
                                sessions: calls.sessions, generation: generation)
        }
    }

    /// The line resolved (parsed, its settings and route found, every plan error looked for) and handed to `then`, or
    /// why it cannot run: ``check(_:)`` stops there, ``prepare(_:)`` builds the call.
    private func resolve<T>(_ words: [String], then: (Resolution) -> T) -> Result<T, SmokePlanProblem> {
        func problem(_ reason: PlanReason) -> Result<T, SmokePlanProblem> { .failure(SmokePlanProblem(reason)) }
        do throws(ParseError) {
            switch try parser.parse(words) {
            case .help:
                return problem(.help)
            case .run(let invocation):
                let (path, values) = (invocation.path, invocation.values)
                // The node the line reached is a route's action (a router's, or `request`), or not a call at all.
                guard let action = invocation.target as? Action<any Route> else {
                    return problem(.notARouteCall(path.joined(separator: " ")))
                }
                let route = try action.make(values)
                // Most lines give none of the options refused below: one look at the options given, not four reads.
                if !values.noValue(for: Self.refusedInPlans) {
                    // Smoke exists to send: a line that asks to send nothing would pass without testing anything.
                    for flag in [GlobalOptions.dryRun, GlobalOptions.curl] where values.flag(flag) {
                        return problem(.sendsNothing(option: flag.declaration.name))
                    }
                    // The parser's `-` values read through the plan's source (files only); the password file is read
                    // by the credentials themselves, so a plan's `--password-file -` is refused here.
                    if values.optional(GlobalOptions.passwordFile) == "-" {
                        return problem(.call(.usage(.standardInputTaken(word: "--password-file -", owner: .smokePlan))))
                    }
                    if values.flag(GlobalOptions.save) { return problem(.savesNothing) }
                }
                do throws(CourierError) {
                    let resolved = try settings(for: values)
                    // The run's one session per environment, renewed at most once for all cases (RunSessions).
                    let settled = sessions.settledIfShared(resolved.settings)
                    // (Most paths are one word: joining them made a string a line.)
                    let name = path.count == 1 ? path[0] : path.joined(separator: " ")
                    let call = try Call.prepare(route, named: name, values: values, api: api,
                                                settings: settled.map { SharedSettings($0.0) } ?? resolved.shared, samples: samples)
                    return .success(then(Resolution(calls: self, words: words, call: call, resolved: resolved,
                                                    generation: settled?.generation ?? 0)))
                } catch {
                    return problem(.call(error))
                }
            }
        } catch {
            // A route's own CourierError keeps its category in the report; the parser's words otherwise.
            if let inner = error.underlying as? CourierError { return problem(.call(inner)) }
            return problem(.commandLine(ErrorMessage(root: parser.root).sentence(error.kind, path: error.command)))
        }
    }

    /// The global options a plan line may not give (or may not give so): ``resolve(_:then:)`` refuses them.
    private static let refusedInPlans = ParsedValues.Names([GlobalOptions.dryRun.declaration, GlobalOptions.curl.declaration,
                                                            GlobalOptions.passwordFile.declaration, GlobalOptions.save.declaration])

    private func settings(for values: ParsedValues) throws(CourierError) -> Resolved {
        if let last = lastSettings, Self.giveSameSettings(values, last.values) { return last.resolved }
        let resolved = try settingsByKey(for: values)
        lastSettings = (values, resolved)
        return resolved
    }

    /// Whether two lines give the same global options and the same secret options, text for text: everything
    /// ``settingsByKey(for:)`` makes its key of, so the same key.
    private static func giveSameSettings(_ one: ParsedValues, _ other: ParsedValues) -> Bool {
        func sameTexts(_ first: [ParsedValues.Element], _ second: [ParsedValues.Element]) -> Bool {
            guard first.count == second.count else { return false }
            for index in first.indices where first[index].text != second[index].text { return false }
            return true
        }
        // The globals compared in the order given: the same ones given in another order count as different here, and
        // are found the same by their key (``settingsByKey(for:)``), which sorts them.
        guard one.global.givenNames == other.global.givenNames, sameTexts(one.global.givenElements, other.global.givenElements),
              one.command.secretNames == other.command.secretNames else { return false }
        for name in one.command.secretNames where !sameTexts(one.command.given(name) ?? [], other.command.given(name) ?? []) {
            return false
        }
        return true
    }

    private func settingsByKey(for values: ParsedValues) throws(CourierError) -> Resolved {
        // The key is everything Settings reads from a line: its global options, and its secret options
        // (their values join the secrets every report is scrubbed of).
        // A route's own option that shadows a global is the route's, not a setting: only the global scope and the
        // command's secrets count.
        var given: [(String, [ParsedValues.Element])] = []
        for (name, elements) in values.global.elements { given.append(("-" + name, elements)) }
        for name in values.command.secretNames { given.append((name, values.command.elements[name] ?? [])) }
        given.sort { $0.0 < $1.0 }
        var key = ""
        for (name, elements) in given {
            key += name
            for element in elements {
                key += "\u{0}"
                key += element.text
            }
            key += "\u{1}"
        }
        if let cached = settingsByGlobals[key] { return cached }
        // Every case shares the run's one session per environment: an expired one is renewed once (RunSessions.settle).
        let settings = try Settings.resolve(values, api: api, environment: environment, loaded: configs)
        let resolved = Resolved(settings: settings, plugins: Call.plugins(settings, api: api))
        settingsByGlobals[key] = resolved
        return resolved
    }

    /// Settings and the plugins made from them, shared by every case with the same global options.
    private final class Resolved {
        let settings: Settings
        /// The same settings for the calls built from them to share (a call holds a reference, not a copy). Held
        /// beside ``settings``: read through this box instead, they were copied twice a line to be checked.
        let shared: SharedSettings
        let plugins: [any Plugin]

        init(settings: Settings, plugins: [any Plugin]) {
            self.settings = settings
            shared = SharedSettings(settings)
            self.plugins = plugins
        }
    }

}

/// A plan line as a ``Call`` ready to send.
final class PreparedCall: SmokeCall {
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
    /// The run's calls, which prepare that other call (they hold no prepared call, so there is no cycle).
    let calls: CommandLineCalls

    init(call: Call, pipeline: Pipeline, request: Result<HTTPRequest, CourierError>, words: [String], calls: CommandLineCalls,
         sessions: RunSessions? = nil, generation: Int = 0)
    {
        held = Held(call, pipeline)
        self.prepared = request
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
        let made = remade.pipeline(plugins: Call.plugins(settings, api: call.api))
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
    /// `courier diff`'s own comparison (``DiffCommand/Side``, ``JSONDiff``). Nil when the answers are the same.
    func differences(of result: Call.Result, in environment: String, ignoring ignored: [String]) -> String? {
        let other: Call
        switch calls.call(calls.words(words, in: environment)) {
        case .success(let call): other = call
        case .failure(let problem): return "the call in \(environment) cannot be made: \(problem.message)"
        }
        let mine = settings.target.environment, theirs = other.settings.target.environment
        // --base-url sends every environment to one place: the answers would be one server's twice, a comparison
        // that always passes. (COURIER_BASE_URL is only the default environment's: `--env ENV` leaves it out.)
        if other.settings.target.sources["baseURL"] == "--base-url" {
            return "--base-url sends both calls to \(theirs.baseURL), so there is nothing to compare; leave it out to call \(environment)'s own base URL"
        }
        let left = DiffCommand.Side(result, environment: mine)
        let right = DiffCommand.Side(other.perform(), environment: theirs)
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
        return current.call.documented(consume outcome, milliseconds: milliseconds, recordError: recordError)
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
