import CourierCore
import CourierClient

/// Runs smoke cases through the same calls as single commands (``SmokeCalls``), up to `jobs` at a time.
///
/// Two phases: every case is checked before anything is sent (here: parse, settings, route, and for the first
/// ``keptLines`` distinct lines the request too; plan errors surface now), then one loop runs them (SmokeRunner+Run.swift). Both on the caller's
/// thread, with no locks: a second thread for judging, and preparing on every core, used more CPU than
/// they saved in wall time on `make bench`'s smoke rows, once judging waited for the free slots to be refilled.
package final class SmokeRunner {
    let calls: any SmokeCalls
    /// The stored sessions the cases share, each renewed at most once for the run; nil: the run shares none.
    let sessions: RunSessions?
    package let cases: [SmokeCase]
    /// Global options given to `courier smoke` (`--env`, `--base-url`, …), prepended to each case that does not set them.
    let inherited: [(name: String, value: String?)]
    /// Each of ``inherited`` as the word put before a case (`--name=value`, or `--name` for a flag), made once.
    private let inheritedWords: [String]
    /// Each of ``inherited``'s names as bytes, to compare with the names a line spells.
    private let inheritedNames: [[UInt8]]
    /// Time for the reports' milliseconds, and Ctrl-C (`isCancelled`).
    let clock: PipelineClock
    package var jobs = 4
    package var readOnly = false
    package var bail = false
    /// Keep every case's output document (NDJSON shows them all); otherwise only failures keep theirs.
    package var keepsDocuments = false
    /// Keep every case's call as sent (its request, a `curl` line, its environment): only the full JSON and the
    /// HTML reports show them, and making them for every case cost more than the transfers on `make bench`'s smoke rows.
    package var keepsCalls = false
    /// Called with the cases that ended (their places in ``cases``) and their reports, in the order they ended, each
    /// time the run loop comes round: one write for all the responses that one poll brought in. (Places, not the cases:
    /// a copy of each case retained a dozen fields.)
    package var progress: ([(Int, CaseReport)]) -> Void = { _ in }
    /// Called with each case's index and final report as it is judged; with ``keepsReports`` off, the only place
    /// the report goes (stdout's document is then made from what this keeps, not from every whole report).
    package var judged: (Int, CaseReport) -> Void = { _, _ in }
    /// Keep every case's report for ``run(over:)`` to return (the file reports read them all). Off, the run returns
    /// none and holds no report past its judging: a run of 100,000 lines would otherwise keep 100,000 of them.
    package var keepsReports = true
    /// Called each time the run loop comes round, with the cases in flight and their elapsed milliseconds (the
    /// live line on a terminal); nil when nobody draws it.
    package var inFlight: (([(SmokeCase, Double)]) -> Void)?

    /// Cases prepared before the run (those that use no capture), so they are not prepared twice.
    var validated: [CaseCall?]

    // The run loop's state (SmokeRunner+Run.swift).
    var schedule: CaseSchedule
    /// Whether the run waits on this case's outcome: a later case uses its captures, or `--bail` is on.
    func steers(_ index: Int) -> Bool { bail || schedule.isWaitedFor[index] }
    var captured: [String: String] = [:]
    var bailed = false
    /// Cases that ended since the loop last judged, in the order they ended (SmokeRunner+Judge.swift).
    var ended: [(Int, Ending)] = []
    /// Each case's report, in plan order (allocated by the run, only when ``keepsReports``).
    var reports: [CaseReport?] = []
    /// Every secret a case used (tokens, also captured ones), to scrub from all reports.
    package var secrets: [String] { Array(knownSecrets) }
    var knownSecrets = Set<String>()
    /// When the run began (``run(over:)``), on the clock: reports place each case on one time axis from here.
    package internal(set) var runStarted: Double = 0
    /// Per case, when it started and when its last transfer started, in seconds on the clock.
    var startedAt: [Double?]
    var sentAt: [Double?]
    // Cases that run again (`retries=N`, `until …`): each one's attempt machine, its earlier attempts, its last
    // report (what it ends with if Ctrl-C comes while it waits), and when it runs again.
    var attemptMachines: [Int: CaseAttempts] = [:]
    var earlierAttempts: [Int: [CaseReport.Attempt]] = [:]
    var lastAttempt: [Int: CaseReport] = [:]
    var reruns: [Int: Double] = [:]

    /// - Parameter inFileOrder: each plan file's cases run in the order written, one after another (files side by
    ///   side, up to ``jobs``); `false` (`--jobs N` given): any case whose captures allow it may start.
    package init(calls: any SmokeCalls, sessions: RunSessions? = nil, cases: [SmokeCase], inherited: [(name: String, value: String?)],
                 clock: PipelineClock = .system, inFileOrder: Bool = false)
    {
        self.calls = calls
        self.sessions = sessions
        self.cases = cases
        self.inherited = inherited
        // Attached (`--token=-abc`): a value that starts with '-' would otherwise read as an option.
        inheritedWords = inherited.map { "--" + $0.name + ($0.value.map { "=" + $0 } ?? "") }
        inheritedNames = inherited.map { Array($0.name.utf8) }
        self.clock = clock
        validated = Array(repeating: nil, count: cases.count)
        startedAt = Array(repeating: nil, count: cases.count)
        sentAt = Array(repeating: nil, count: cases.count)
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
        schedule = CaseSchedule(dependencies: dependencies, files: inFileOrder ? cases.map(\.plan) : nil)
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
        // Most lines spell no inherited global and no short option: one look at their words, and the inherited
        // words put first in one array (listing the spelled names, then concatenating, was paid by every line).
        if !mayGiveInherited(words) {
            var passed: [String] = []
            passed.reserveCapacity(inheritedWords.count + words.count)
            passed.append(contentsOf: inheritedWords)
            passed.append(contentsOf: words)
            return passed
        }
        // The long options a line spells: a few, so searched in a list (hashing them cost more).
        var given: [Substring] = []
        var hasShort = false
        for word in words where word.utf8.first == UInt8(ascii: "-") && word.utf8.count > 1 {
            guard word.utf8.starts(with: "--".utf8) else {
                hasShort = true
                continue
            }
            let name = word.utf8.dropFirst(2).prefix { $0 != UInt8(ascii: "=") }
            given.append(Substring(name))
        }
        // A line that spells an inherited global (or any short option) is asked of the parser, which knows whether the
        // spelling is the global's or the route's own; the others (most lines) are not parsed twice.
        if hasShort || inherited.contains(where: { given.contains(Substring($0.name)) }), let globals = calls.globalsGiven(in: words) {
            given = globals.map { Substring($0) }
        }
        var passed: [String] = []
        for (option, word) in zip(inherited, inheritedWords) where !given.contains(Substring(option.name)) {
            passed.append(word)
        }
        return passed + words
    }

    /// Whether `words` spell a short option or one of ``inherited``'s long names (then the parser is asked which
    /// globals they give: ``argv(_:captures:)``).
    private func mayGiveInherited(_ words: [String]) -> Bool {
        for word in words {
            var word = word
            let gives = word.withUTF8 { bytes in
                guard bytes.count > 1, bytes[0] == UInt8(ascii: "-") else { return false }
                guard bytes[1] == UInt8(ascii: "-") else { return true }
                let name = UnsafeBufferPointer(rebasing: bytes[2..<(bytes[2...].firstIndex(of: UInt8(ascii: "=")) ?? bytes.count)])
                return inheritedNames.contains { $0.elementsEqual(name) }
            }
            if gives { return true }
        }
        return false
    }

    /// Distinct plan lines whose prepared call validation keeps for the run (``validate()``).
    package var keptLines = 2048

    /// Checks every case before anything is sent, and prepares the first ``keptLines`` distinct lines for the run.
    /// - Throws: the first case's line that cannot run (``problems(limit:)`` has them all).
    package func validate() throws(PlanError) {
        if let first = problems(limit: 1).first { throw first.error }
    }

    /// Every case whose line cannot run, in plan order (at most `limit`), with its place in ``cases``: a run shows
    /// every plan error at once. Each case is parsed with placeholders for captures: unknown routes, bad options and
    /// values are found here, before anything is sent.
    ///
    /// The first ``keptLines`` distinct lines are prepared and keep their prepared call for the run; every later
    /// line is checked as far as a plan error can be found (``SmokeCalls/check(_:)``: parsed, resolved, not
    /// built), and prepared when its case starts. A plan of 100,000 distinct lines would otherwise
    /// hold every call until it runs; one of identical lines still prepares once.
    package func problems(limit: Int = PlanParser.errorLimit) -> [(index: Int, error: PlanError)] {
        var found: [(index: Int, error: PlanError)] = []
        // Parse, settings, route and request depend only on a line's words (the environment and config
        // are fixed for the run), so each distinct line is prepared once and its twins share the result.
        var byLine: [LineKey: CaseCall] = [:]
        var refused: [LineKey: PlanReason] = [:]
        // Sized once: grown from empty, it was rehashed again and again as a long plan filled it.
        byLine.reserveCapacity(min(cases.count, keptLines))
        // By index, each case read in place (enumerated, each was copied whole).
        for index in cases.indices where found.count < limit {
            let line = LineKey(cases[index].words)
            if let twin = byLine[line] {
                if cases[index].uses.isEmpty { validated[index] = twin }
                continue
            }
            if let reason = refused[line] {
                found.append((index, PlanError(location: cases[index].location, reason: reason)))
                continue
            }
            guard byLine.count < keptLines else {
                if let problem = calls.check(argv(cases[index], captures: nil)) {
                    found.append((index, PlanError(location: cases[index].location, reason: problem.reason)))
                }
                continue
            }
            switch prepare(cases[index], captures: nil) {
            case .success(let ready):
                byLine[line] = ready
                if cases[index].uses.isEmpty { validated[index] = ready }
            case .failure(let error):
                refused[line] = error.reason
                found.append((index, error))
            }
        }
        return found
    }

    /// The case ready to send, or why its line cannot run.
    func prepare(_ smokeCase: SmokeCase, captures: [String: String]?) -> Result<CaseCall, PlanError> {
        let words = argv(smokeCase, captures: captures)
        switch calls.prepare(words) {
        case .success(let call): return .success(CaseCall(call, words: words, calls: calls, sessions: sessions))
        case .failure(let problem): return .failure(PlanError(location: smokeCase.location, reason: problem.reason))
        }
    }
}

/// A plan line's words with their hash, computed once: validation looks each line up, then files it under the
/// same key (hashing the words twice was paid by every line).
private struct LineKey: Hashable {
    let words: [String]
    let hash: Int

    init(_ words: [String]) {
        self.words = words
        hash = words.hashValue
    }

    static func == (lhs: LineKey, rhs: LineKey) -> Bool { lhs.hash == rhs.hash && lhs.words == rhs.words }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
