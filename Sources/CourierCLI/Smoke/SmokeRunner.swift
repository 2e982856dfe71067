import Arguments
import CourierCore
import CurlTransport
import Dispatch

/// Runs smoke cases through the same `Call` as single commands, up to `jobs` at a time.
///
/// Two phases: every case is prepared before anything is sent (here: parse, settings, route, request;
/// plan errors surface now), then one loop runs them (SmokeRunner+Run.swift).
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

    // Preparation (this file).
    /// Guards `settingsByGlobals`, which cases being prepared in parallel fill.
    private let cacheLock = Monitor()
    private var settingsByGlobals: [String: Resolved] = [:]
    /// Config files, read once for the whole run.
    private(set) var configs: [ConfigFile]?
    /// Cases prepared before the run (those that use no capture), so they are not prepared twice.
    var validated: [ReadyCase?]

    // The run loop's state (SmokeRunner+Run.swift).
    var schedule: CaseSchedule
    /// Whether the run waits on this case's outcome: a later case uses its captures, or `--bail` is on.
    func steers(_ index: Int) -> Bool { bail || schedule.isWaitedFor[index] }
    var captured: [String: String] = [:]
    var bailed = false
    /// Cases that ended since the loop last handed them to the judge thread, and when the first of them did.
    var ended: [(Int, Ending)] = []
    var endedSince: Double?
    /// Written by the judge thread only, read once it has finished.
    var reports: [CaseReport?]
    /// Every secret a case used (tokens, also captured ones), to scrub from all reports.
    /// Added to by the run loop, read by the judge thread's progress lines: hence the lock.
    var secrets: [String] { secretsLock.locked { Array(knownSecrets) } }
    var knownSecrets = Set<String>()
    let secretsLock = Monitor()

    init(api: APIDescription, tree: CommandTree, cases: [SmokeCase], inherited: [(name: String, value: String?)], environment: ProcessEnvironment) {
        self.api = api
        self.tree = tree
        self.parser = Parser(root: tree.root, globals: GlobalOptions.all, source: .filesOnly)
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
    final class ReadyCase {
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
    func prepare(_ smokeCase: SmokeCase, captures: [String: String]?) -> Result<ReadyCase, PlanError> {
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
                    try ActionCommand.preflight(route)
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
        for name in values.elements.keys where Self.globalNames.contains(name) { names.append(name) }
        names.sort()
        var key = ""
        for name in names {
            key += name
            for given in values.texts(name) {
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
}
