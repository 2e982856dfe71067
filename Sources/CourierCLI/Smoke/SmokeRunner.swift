#if canImport(Glibc)
import Glibc
#endif
import Arguments
import CourierCore
import CurlTransport
import Dispatch

/// What happened to one case.
struct CaseReport {
    enum Result: Equatable {
        case passed
        case failed(String)
        case skipped(String)
    }

    var result: Result
    var status: Int?
    var category: String?
    var attempts = 0
    var milliseconds: Double = 0
    /// The call's output document, kept only where a report shows it (failures in JUnit, NDJSON lines).
    var output: OutputDocument?
    var document: JSON? { output?.json() }
    /// Values this case captured, by name.
    var capturedValues: [String: String] = [:]
}

/// Runs smoke cases through the same `Call` as single commands, `jobs` at a time.
final class SmokeRunner: @unchecked Sendable {
    let api: APIDescription
    let tree: CommandTree
    let parser: Parser
    let cases: [SmokeCase]
    /// Global options given to `courier smoke` (`--env`, `--base-url`, …), prepended to each case that does not set them.
    let inherited: [(name: String, value: String?)]
    let environment: ProcessEnvironment
    var jobs = 4
    var readOnly = false
    var bail = false
    /// Keep every case's output document (NDJSON shows them all); otherwise only failures keep theirs.
    var keepsDocuments = false
    /// Called with the cases that ended, in the order they ended, each time the run loop comes round:
    /// one write for all the responses that one poll brought in.
    var progress: ([(SmokeCase, CaseReport)]) -> Void = { _ in }
    /// Cases that ended since the loop last handed them to the judge thread.
    private var ended: [(Int, Ending)] = []
    /// Whether a later case waits on this one's outcome: it makes or uses a capture a later case uses.
    private let isDependedOn: [Bool]
    private func steers(_ index: Int) -> Bool { bail || isDependedOn[index] }

    /// Guards `settingsByGlobals`, which cases being prepared in parallel fill.
    private let cacheLock = Monitor()
    private var settingsByGlobals: [String: Resolved] = [:]
    private var reports: [CaseReport?]
    private var captured: [String: String] = [:]
    private var schedule: CaseSchedule
    private var bailed = false
    /// Config files, read once for the whole run.
    private var configs: [ConfigFile]?
    /// Calls built during validation for cases that use no capture, so they are not built twice.
    private var validated: [ReadyCase?]
    /// Every secret a case used (tokens, also captured ones), to scrub from all reports.
    /// Added to by the run loop, read by the judge thread's progress lines: hence the lock.
    var secrets: [String] { secretsLock.locked { Array(knownSecrets) } }
    private var knownSecrets = Set<String>()
    private let secretsLock = Monitor()

    init(api: APIDescription, tree: CommandTree, cases: [SmokeCase], inherited: [(name: String, value: String?)], environment: ProcessEnvironment) {
        self.api = api
        self.tree = tree
        self.parser = Parser(root: tree.root, globals: GlobalOptions.all,
                             source: ValueSource(readFile: ValueSource.system.readFile, readStandardInput: { .failure(.init("a smoke plan never reads stdin")) }))
        self.cases = cases
        self.inherited = inherited
        self.environment = environment
        reports = Array(repeating: nil, count: cases.count)
        validated = Array(repeating: nil, count: cases.count)
        // A case waits for the latest earlier case that makes or uses each capture it uses: cases on the
        // same captured value (create, cancel, cancel again) run in plan order; unrelated ones in parallel.
        var dependencies: [Set<Int>] = []
        for (index, smokeCase) in cases.enumerated() {
            var waits = Set<Int>()
            for name in smokeCase.uses {
                let previous = cases[..<index].lastIndex { $0.uses.contains(name) || $0.captures.contains { $0.name == name } }
                if let previous { waits.insert(previous) }
            }
            dependencies.append(waits)
        }
        schedule = CaseSchedule(dependencies: dependencies)
        var isDependedOn = Array(repeating: false, count: cases.count)
        for waits in dependencies { for index in waits { isDependedOn[index] = true } }
        self.isDependedOn = isDependedOn
    }

    /// The case's words with captures filled in (placeholders when `values` is nil) and inherited options added.
    func argv(_ smokeCase: SmokeCase, captures: [String: String]?) -> [String] {
        var words: [String]
        if smokeCase.uses.isEmpty {
            words = smokeCase.words
        } else {
            words = []
            for word in smokeCase.words {
                var filled = word
                for name in smokeCase.uses { filled = filled.replacing("${\(name)}", with: captures?[name] ?? "1") }
                // A captured value may start with '-' (a token often does): attach it to its option with '=',
                // so the parser never mistakes it for an option.
                if filled != word, filled.hasPrefix("-"), let option = words.last, option.hasPrefix("--"), !option.contains("=") {
                    words[words.count - 1] = option + "=" + filled
                } else {
                    words.append(filled)
                }
            }
        }
        guard !inherited.isEmpty else { return words }
        var given = Set<Substring>()
        for word in words where word.utf8.starts(with: "--".utf8) {
            let name = word.utf8.dropFirst(2).prefix { $0 != UInt8(ascii: "=") }
            given.insert(Substring(name))
        }
        var passed: [String] = []
        for option in inherited where !given.contains(Substring(option.name)) {
            passed.append("--" + option.name)
            if let value = option.value { passed.append(value) }
        }
        return passed + words
    }

    /// Parses every case with placeholders for captures: unknown routes, bad options and values are
    /// found here, before anything is sent.
    func validate() throws(PlanError) {
        do {
            configs = try Settings.loadConfigs(environment)
        } catch {
            throw PlanError(location: "config", message: "\(error)")
        }
        // Parse, settings, route and request depend only on a line's words (the environment and config
        // are fixed for the run), so each distinct line is prepared once and its twins share the result.
        var firstOfLine: [[String]: Int] = [:]
        let sameAs = cases.indices.map { index in
            if let first = firstOfLine[cases[index].words] { return first }
            firstOfLine[cases[index].words] = index
            return index
        }
        let distinct = cases.indices.filter { sameAs[$0] == $0 }
        // Preparing is most of a run's own work, so it is spread over the cores too; problems are still
        // reported in plan order, and nothing is sent before all are known.
        let prepared = Slots<Result<ReadyCase, PlanError>>(count: cases.count)
        let workers = max(1, min(jobs, distinct.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for slot in stride(from: worker, to: distinct.count, by: workers) {
                prepared[distinct[slot]] = prepare(cases[distinct[slot]], captures: nil)
            }
        }
        for (index, smokeCase) in cases.enumerated() {
            switch prepared[sameAs[index]] {
            case .failure(let problem): throw problem
            case .success(let ready): if smokeCase.uses.isEmpty { validated[index] = ready }
            case nil: continue
            }
        }
    }

    /// A case ready to send: its call, the pipeline it goes through, and the request already built
    /// (or why it could not be, which the case then reports as its failure, as a single call would).
    /// A class: the run loop takes one per case, and identical lines share one, so it is handed on by reference.
    private final class ReadyCase {
        let call: Call
        let pipeline: Pipeline
        let request: Result<HTTPRequest, CourierError>

        init(call: Call, pipeline: Pipeline, request: Result<HTTPRequest, CourierError>) {
            self.call = call
            self.pipeline = pipeline
            self.request = request
        }
    }

    /// Parses the case, resolves its settings and builds its request; or says why it cannot run.
    private func prepare(_ smokeCase: SmokeCase, captures: [String: String]?) -> Result<ReadyCase, PlanError> {
        let words = argv(smokeCase, captures: captures)
        func problem(_ message: String) -> Result<ReadyCase, PlanError> { .failure(PlanError(location: smokeCase.location, message: message)) }
        do throws(ParseError) {
            switch try parser.parse(words) {
            case .help:
                return problem("a plan line is a route call; --help is not")
            case .run(let path, let values):
                guard let action = tree.action(at: path) else {
                    return problem("'\(path.joined(separator: " "))' is not a route call (e.g. orders list --uid 5, or request GET /path)")
                }
                let route = try action.make(values)
                do throws(CourierError) {
                    let resolved = try self.settings(for: values)
                    let settings = resolved.settings
                    try RouteCall.preflight(route)
                    let name = path.joined(separator: " ")
                    let transport = try Call.transport(settings, route: route, action: name, network: CurlTransport())
                    let call = Call(api: api, name: name, route: route, settings: settings, transport: transport)
                    let pipeline = call.pipeline(plugins: resolved.plugins)
                    let request = Result { () throws(CourierError) in try pipeline.prepare(route, in: settings.environment) }
                    return .success(ReadyCase(call: call, pipeline: pipeline, request: request))
                } catch {
                    return problem("\(error)")
                }
            }
        } catch {
            return problem(ErrorMessage(root: parser.root).sentence(error.kind, path: error.command))
        }
    }

    /// Settings depend only on the global options a case gives (and on the environment and config
    /// files, fixed for the run); the cases of a plan mostly share them, so each set is resolved once,
    /// with the plugins made from it.
    private func settings(for values: ParsedValues) throws(CourierError) -> Resolved {
        var names: [String] = []
        for name in values.options.keys where Self.globalNames.contains(name) { names.append(name) }
        names.sort()
        var key = ""
        for name in names {
            key += name
            for given in values.options[name] ?? [] {
                key += "\u{0}"
                key += given
            }
            key += "\u{1}"
        }
        if let cached = cacheLock.locked({ settingsByGlobals[key] }) { return cached }
        let settings = try Settings.resolve(values, api: api, environment: environment, loaded: configs)
        let resolved = Resolved(settings: settings, plugins: Call.plugins(settings, api: api))
        cacheLock.locked { settingsByGlobals[key] = resolved }
        return resolved
    }

    /// Settings and the plugins made from them, shared by every case with the same global options.
    private final class Resolved {
        let settings: Settings
        let plugins: [any Plugin]

        init(settings: Settings, plugins: [any Plugin]) {
            self.settings = settings
            self.plugins = plugins
        }
    }

    private static let globalNames = Set(GlobalOptions.all.map { $0.name })

    /// Runs every case and returns their reports in plan order.
    ///
    /// One thread does it all: it starts up to `jobs` cases over libcurl's multi interface, and judges
    /// each response while the others are on the wire. Cases stay in flight while they wait to retry.
    func run() -> [CaseReport] {
        let judge = Handoff<(Int, Ending)> { batch in self.record(batch) }
        judge.start()
        var flights = Flights()
        do throws(CourierError) {
            flights.multi = try CurlMulti()
        } catch {
            flights.startError = error
        }
        while true {
            while flights.byCase.count < jobs, let (index, captures) = nextCase() { begin(index, captures: captures, &flights) }
            // In batches: each hand-over may wake the judge thread, which shares the cores with the server.
            if ended.count >= 16 || flights.byCase.isEmpty || !flights.waiting.isEmpty {
                judge.send(ended)
                ended.removeAll(keepingCapacity: true)
            }
            if flights.byCase.isEmpty { break }
            if CurlRuntime.wasInterrupted {
                for completion in flights.multi?.cancelAll() ?? [] { advance(completion.tag, completion.result, &flights) }
            }
            let now = PipelineClock.system.now()
            var nextWake = now + 0.05
            for index in flights.waiting {
                guard let flight = flights.byCase[index], let until = flight.waitingUntil else { continue }
                if until <= now || CurlRuntime.wasInterrupted {
                    flights.waiting.remove(index)
                    flight.waitingUntil = nil
                    flight.run.resume()
                    step(index, &flights)
                } else {
                    nextWake = min(nextWake, until)
                }
            }
            guard let multi = flights.multi, multi.count > 0 else {
                if !flights.waiting.isEmpty { PipelineClock.system.sleep(nextWake - now) }
                continue
            }
            for completion in multi.perform(waitingAtMost: nextWake - now) { advance(completion.tag, completion.result, &flights) }
        }
        judge.finish()  // before reading the reports it writes
        return reports.map { $0 ?? CaseReport(result: .skipped("not run")) }
    }

    /// Cases on their way: each one's pipeline state machine, and the multi handle carrying their transfers.
    private struct Flights {
        /// A class, so stepping a case changes it in place instead of copying its call and pipeline.
        final class Flight {
            let ready: ReadyCase
            var run: PipelineRun
            let started: Double
            /// Set while the case waits before a retry.
            var waitingUntil: Double?

            init(_ ready: ReadyCase, run: PipelineRun, started: Double) {
                self.ready = ready
                self.run = run
                self.started = started
            }
        }

        var byCase: [Int: Flight] = [:]
        /// The cases waiting before a retry.
        var waiting = Set<Int>()
        var multi: CurlMulti?
        /// Why no multi handle could be made: every case that would send fails with it.
        var startError: CourierError?
    }

    private func begin(_ index: Int, captures: [String: String], _ flights: inout Flights) {
        let ready: ReadyCase
        switch validated[index].map({ .success($0) }) ?? prepare(cases[index], captures: captures) {
        case .success(let prepared): ready = prepared
        case .failure(let problem): return finish(index, .judged(CaseReport(result: .failed(problem.message))))
        }
        let settings = ready.call.settings
        if !settings.secrets.isEmpty { secretsLock.locked { knownSecrets.formUnion(settings.secrets) } }
        let started = PipelineClock.system.now()
        let run = PipelineRun(ready.pipeline, route: ready.call.route, prepared: ready.request)
        // A stubbed case never touches the network: its pipeline runs to the end here.
        guard settings.stub == nil else {
            let exchange = ready.pipeline.drive(run)
            return finish(index, .exchange(Sent(ready, exchange, milliseconds: (PipelineClock.system.now() - started) * 1000)))
        }
        flights.byCase[index] = Flights.Flight(ready, run: run, started: started)
        step(index, &flights)
    }

    private func advance(_ index: Int, _ result: Result<HTTPResponse, CourierError>, _ flights: inout Flights) {
        flights.byCase[index]?.run.received(result)
        step(index, &flights)
    }

    /// Does what the case's pipeline asks for next: start a transfer, wait, or judge the outcome.
    private func step(_ index: Int, _ flights: inout Flights) {
        while let flight = flights.byCase[index] {
            switch flight.run.step {
            case .send(let request, let options):
                do throws(CourierError) {
                    guard let multi = flights.multi else { throw flights.startError ?? CourierError(.internal, "no transfers") }
                    try multi.start(request, options: options, tag: index)
                    return
                } catch {
                    flight.run.received(.failure(error))
                }
            case .wait(let seconds):
                flight.waitingUntil = PipelineClock.system.now() + seconds
                flights.waiting.insert(index)
                return
            case .finished(let exchange):
                flights.byCase[index] = nil
                finish(index, .exchange(Sent(flight.ready, exchange, milliseconds: (PipelineClock.system.now() - flight.started) * 1000)))
                return
            }
        }
    }

    /// The next case that may start now (skipping, and reporting, those that must not run), or nil.
    private func nextCase() -> (Int, [String: String])? {
        while !schedule.isComplete, let index = schedule.next() {
            if let reason = skipReason(cases[index], index: index) {
                finish(index, .judged(CaseReport(result: .skipped(reason))))
                continue
            }
            return (index, captured)
        }
        return nil
    }

    private func skipReason(_ smokeCase: SmokeCase, index: Int) -> String? {
        if CurlRuntime.wasInterrupted { return "interrupted" }
        if bailed { return "--bail: an earlier case failed" }
        for name in smokeCase.uses where captured[name] == nil {
            let maker = cases[..<index].lastIndex { $0.captures.contains { $0.name == name } }
            return "needs capture '\(name)' from \(maker.map { cases[$0].location } ?? "an earlier case"), which did not pass"
        }
        if readOnly, let route = validated[index]?.call.route ?? (try? prepare(smokeCase, captures: captured).get())?.call.route,
           !route.isReadOnly {
            return "--read-only: \(route.method) changes state"
        }
        return nil
    }

    /// Checks a finished call against its case's expectations and takes its captures.
    private func report(_ index: Int, _ result: Call.Result) -> CaseReport {
        let smokeCase = cases[index]
        let response = result.document.exchange?.response
        let envelopeCode = result.document.outcome?.envelope?[api.envelope.codeKey]
        var report = CaseReport(result: .passed, status: response?.status, category: result.error?.category.rawValue,
                                attempts: result.document.exchange?.attempts ?? 0, milliseconds: result.milliseconds)
        if let reason = smokeCase.check(exitCode: result.exitCode, error: result.error, status: response?.status, code: envelopeCode) {
            report.result = .failed(reason)
        } else if !smokeCase.captures.isEmpty {
            let root = Selection.root(result.document.json())
            for capture in smokeCase.captures {
                switch capture.path.select(in: root) {
                case .success(.string(let text)): report.capturedValues[capture.name] = text
                case .success(let value): report.capturedValues[capture.name] = JSONPrinter(layout: .compact).string(value)
                case .failure(let failure):
                    guard case .selectsNothing(let message) = failure else { continue }
                    report.result = .failed(message.replacing("--select", with: "capture \(capture.name)="))
                }
            }
        }
        if keepsDocuments || report.result != .passed { report.output = result.document }
        return report
    }

    /// How a case ended, on its way to the judge thread: already judged, or its exchange to judge there.
    private enum Ending {
        case judged(CaseReport)
        case exchange(Sent)
    }

    /// A call and what the pipeline did with it, boxed: handing it on then moves one reference instead of
    /// copying two large values field by field.
    private final class Sent {
        let ready: ReadyCase
        let exchange: Exchange
        let milliseconds: Double

        init(_ ready: ReadyCase, _ exchange: Exchange, milliseconds: Double) {
            self.ready = ready
            self.exchange = exchange
            self.milliseconds = milliseconds
        }
    }

    /// On the judge thread: the reports, in plan order, and the progress lines.
    private func record(_ batch: [(Int, Ending)]) {
        var lines: [(SmokeCase, CaseReport)] = []
        for (index, ending) in batch {
            let judged = judge(index, ending)
            reports[index] = judged
            lines.append((cases[index], judged))
        }
        progress(lines)
    }

    private func judge(_ index: Int, _ ending: Ending) -> CaseReport {
        switch ending {
        case .judged(let report): return report
        case .exchange(let sent): return report(index, sent.ready.call.finish(sent.exchange, milliseconds: sent.milliseconds))
        }
    }

    /// A case ended. When later cases wait on its outcome (its captures, or `--bail`), it is judged here
    /// and now; otherwise judging is left to the judge thread and the loop moves on.
    private func finish(_ index: Int, _ ending: Ending) {
        schedule.finish(index)
        if case .exchange = ending, !steers(index) { return ended.append((index, ending)) }
        let report = judge(index, ending)
        for (name, value) in report.capturedValues { captured[name] = value }
        if case .failed = report.result, bail { bailed = true }
        ended.append((index, .judged(report)))
    }
}
