import CourierPlatform
import Arguments
import CourierCore
import CourierShared
import CourierSmoke
import CurlTransport
import CourierClient

/// `courier smoke [PLAN...]`: runs plans of route calls with expectations, for CI after a deploy.
struct SmokeCommand {
    static let jobs: Option<Int> = .optional("jobs", short: "j", default: "4", help: "Cases in flight at once, from any plan file (connections are kept alive and reused). Without it, each file's cases run in the order written, up to 4 files side by side.", valueName: "n", range: 1...64)
    static let filter: Option<String> = .optional("filter", help: "Run only cases whose label or call matches this glob, e.g. 'orders *'.", valueName: "glob")
    static let readOnly: Option<Bool> = .flag("read-only", help: "Skip (and report as skipped) every case whose route changes state: the safe mode for prod.")
    static let bail: Option<Bool> = .flag("bail", help: "Stop at the first failure; the rest are skipped.")
    static let junit: Option<String> = .optional("junit", help: "Write a JUnit XML report to this file ('-': on stdout, instead of the JSON report).", valueName: "file")
    static let tap: Option<String> = .optional("tap", help: "Write a TAP version 13 report to this file ('-': on stdout, instead of the JSON report).", valueName: "file")
    static let reportJSON: Option<String> = .optional("report-json", help: "Write the full JSON report (every case's call, request, response and timings; what --merge-reports reads) to this file.", valueName: "file")
    static let reportHTML: Option<String> = .optional("report-html", help: "Write a self-contained HTML report (timeline, failures first, each case's request, response and curl line) to this file.", valueName: "file")
    static let shard: Option<String> = .optional("shard", help: "Run only the I-th of N parts of the cases (capture chains kept together), e.g. 2/3 in a CI matrix of 3 jobs.", valueName: "i/n")
    static let failOnFlaky: Option<Bool> = .flag("fail-on-flaky", help: "Exit 13 when a case passed only after failing (retries=N); by default such a flaky case passes.")
    static let mergeReports: Option<Bool> = .flag("merge-reports", help: "Send nothing: read the JSON reports given in place of plans (--report-json of each shard) and write the reports asked for from all of them.")

    static let command = Command(
        name: "smoke", summary: "Run plans of route calls and check each against its expectations.",
        discussion: "A plan has one case per line: a route call exactly as typed after the program's name, then '=>' and expectations (ok, a category or prefix such as http.not_found or http, status=N, code=N, value checks such as data.status=paid, data.total>0, headers.content-type~json, data.token?, count(data)>0, time<500ms) and 'capture name=path'; 'retries=N' runs a failed case again (a case that then passes is flaky), 'until CHECK every 2s for 60s' polls until a check holds. '#' starts a comment; '[name]' labels a case; ${VAR} comes from the environment or an earlier capture. Without PLAN, runs smoke/*.smoke in the working directory.",
        options: ([jobs, filter, readOnly, bail, shard, failOnFlaky, junit, tap, reportJSON, reportHTML, mergeReports] as [any DeclaresOption]).map(\.declaration),
        positionals: [Positional("plan", kind: .path, help: "Plan files (with --merge-reports: the JSON reports to merge).", isRequired: false, isRepeating: true)],
        examples: ["courier smoke", "courier smoke smoke/local.smoke --env dev --read-only --junit smoke.xml",
                   "DEMO_PASSWORD=… courier smoke --jobs 8 --tap -",
                   "courier smoke --shard 2/3 --report-json shard-2.json",
                   "courier smoke --merge-reports shard-*.json --report-html smoke.html --junit smoke.xml"])
        .using(passedOn.union([.output, .help, .version]))

    /// Global options `courier smoke` passes on to each case that does not set them itself.
    /// (Marked `.passedOn()` where they are declared, in ``GlobalOptions``.)
    static let passedOn = Set(GlobalOptions.all.filter(\.isPassedOn).compactMap { GlobalOptionName(rawValue: $0.name) })

    let api: APIDescription
    /// The program's command tree, which plan lines are parsed against.
    let root: Command
    let values: ParsedValues
    let console: Console
    let learned: LearnedSecrets

    func run() throws(CommandFailure) {
        if let mode = values.optional(GlobalOptions.output), mode != .full, mode != .ndjson {
            throw .error(.smoke(.smokeOutput(mode: mode.rawValue)))
        }
        let environment = ProcessEnvironment.current(program: api.programName)
        let shard: Shard?
        do throws(CourierError) { shard = try values.optional(Self.shard).map { text throws(CourierError) in try Shard(text) } } catch { throw .error(error) }
        let files = SmokeReportFiles(requested: SmokeReportFiles.options.compactMap { format, name in
            values.texts(name).last.map { (format, $0) }
        })
        // A report path Courier could not write to (a FIFO, device, directory, link) is refused before any case is sent,
        // and before the plans are read, so a plan error can still be written into every report.
        do throws(CourierError) { try files.check() } catch { throw .error(error) }
        if values.flag(Self.mergeReports) { return try merge(files: files) }
        var cases: [SmokeCase]
        // Every plan error at once, in line order (issue 45): the lines that cannot be read, then those whose call
        // cannot be made, sorted together by file and line.
        var found: [PlacedPlanError]
        do throws(PlanError) {
            let (loaded, problems) = try loadPlans()
            cases = loaded
            found = problems.map { PlacedPlanError(position: $0.before, rank: 0, error: $0.error) }
            for index in cases.indices { cases[index].ordinal = index + 1 }
            if let glob = values.optional(Self.filter) {
                cases = cases.filter { Platform.matches(glob: glob, $0.title) || Platform.matches(glob: glob, $0.words.joined(separator: " ")) }
            }
            guard !cases.isEmpty || !found.isEmpty else { throw PlanError(reason: .noCases) }
            if let shard { cases = shard.select(cases) }
        } catch {
            throw planFailed([error], files: files)
        }
        var inherited: [(name: String, value: String?)] = []
        for declaration in GlobalOptions.all where declaration.isPassedOn {
            for raw in values.texts(declaration) {
                if declaration.isFlag {
                    if raw == "true" { inherited.append((declaration.name, nil)) }
                } else {
                    inherited.append((declaration.name, raw))
                }
            }
        }
        let runner: SmokeRunner
        let calls: CommandLineCalls
        do throws(CourierError) {
            calls = try CommandLineCalls(api: api, root: root, environment: environment)
        } catch {
            throw planFailed([PlanError(location: "config", reason: .call(error))], files: files)
        }
        // A plan reads top to bottom: its cases run in the order written unless --jobs asks for more at once.
        runner = SmokeRunner(calls: calls, sessions: RunSessions(api: api, network: { CurlTransport() }), cases: cases, inherited: inherited,
                             clock: Call.clock, inFileOrder: !values.isGiven(Self.jobs))
        found += runner.problems().map { PlacedPlanError(position: cases[$0.index].ordinal - 1, rank: 1, error: $0.error) }
        if !found.isEmpty {
            // Found in line order within each rank: a stable sort keeps it.
            let ordered = found.enumerated().sorted { ($0.element.position, $0.element.rank, $0.offset) < ($1.element.position, $1.element.rank, $1.offset) }
            throw planFailed(ordered.prefix(PlanParser.errorLimit).map(\.element.error), files: files)
        }
        for warning in calls.configs.compactMap(\.warning) { console.warning(warning) }
        runner.jobs = values.optional(Self.jobs) ?? 4
        runner.readOnly = values.flag(Self.readOnly)
        runner.bail = values.flag(Self.bail)
        // The JSON and HTML reports show every case's response, not only the failures'.
        runner.keepsDocuments = values.optional(GlobalOptions.output) == .ndjson || files.wants(.json) || files.wants(.html)
        runner.keepsCalls = files.wants(.json) || files.wants(.html)
        let live = Platform.isTerminal(2)
        var line = LiveLine(total: cases.count)
        var drawn = 0.0
        let progressConsole = console
        let width = Platform.terminalColumns(2).map { min(max($0, 40), 200) } ?? TextWrapping.terminalWidth()
        // unowned: the runner keeps these closures, so a strong capture would be a cycle (LeakSanitizer found it).
        runner.progress = { [unowned runner] finished in
            guard let last = finished.last else { return }
            var reporter = progressConsole
            reporter.secrets = runner.secrets
            // The cases read in place from one reference to them (each read through the runner copied its case).
            let cases = runner.cases
            for (index, report) in finished { line.ended(cases[index].title, report) }
            if live {
                // Only the newest state matters on a live line.
                reporter.progress("[\(line.done)/\(line.total)] \(SmokeReport.progressLine(location: cases[last.0].location, title: cases[last.0].title, last.1))", final: line.done == line.total)
                drawn = PipelineClock.system.now()
            } else {
                reporter.diagnostic(lines: finished.map { SmokeReport.progressLine(location: cases[$0.0].location, title: cases[$0.0].title, $0.1) })
            }
        }
        if live {
            // Between endings, the counts, what is in flight and for how long, and the slowest so far, at most 10 times a second.
            runner.inFlight = { [unowned runner] flying in
                let now = PipelineClock.system.now()
                guard line.done < line.total, !flying.isEmpty, now - drawn >= 0.1 else { return }
                drawn = now
                line.inFlight = flying.map { ($0.0.title, $0.1) }
                var reporter = progressConsole
                reporter.secrets = runner.secrets
                reporter.progress(line.text(width: width), final: false)
            }
        }
        // With no report asked for and the JSON document on stdout, the run keeps one small outcome per case and
        // prints the document one case at a time (RunOutcomes); the reports need every case's whole report.
        let streams = files.requested.isEmpty && values.optional(GlobalOptions.output) != .ndjson
        var outcomes = RunOutcomes(cases: streams ? cases : [])
        if streams {
            runner.keepsReports = false
            runner.judged = { index, report in outcomes.record(index, report) }
        }
        let started = PipelineClock.system.now()
        let reports = runner.run(over: CommandLineCalls.transport())
        let seconds = PipelineClock.system.now() - started
        runner.judged = { _, _ in }
        learned.add(runner.secrets)
        if streams {
            outcomes.seconds = seconds
            return try finish(outcomes, secrets: runner.secrets)
        }
        try finish(ReportedRun(SmokeReport(cases: cases, reports: reports, seconds: seconds)), files: files, secrets: runner.secrets)
    }

    /// The summary and stdout's document for a run kept as outcomes (``RunOutcomes``), and the exit: what
    /// ``finish(_:files:secrets:)`` prints and picks for the same run, with no case held whole.
    private func finish(_ outcomes: RunOutcomes, secrets: [String]) throws(CommandFailure) {
        var output = console
        output.secrets = secrets
        let scrubber = SecretScrubber(secrets)
        output.diagnostic(lines: outcomes.summary(scrubbedBy: scrubber))
        try output.emitStream(printer: JSONPrinter()) { printer, buffer, flush in
            try outcomes.writeDocument(printer: printer, scrubber: scrubber, into: &buffer, threshold: Console.chunk, flush: flush)
        }
        let counts = outcomes.counts
        if Interrupts.arrived { throw .error(.interrupted()) }
        if counts.failed > 0 { throw .casesFailed(failed: counts.failed, of: outcomes.cases.count) }
        if counts.flaky > 0, values.flag(Self.failOnFlaky) { throw .casesFlaky(flaky: counts.flaky, of: outcomes.cases.count) }
    }

    /// Writes the reports, the summary and stdout's document for a run (or merged shards), and picks the exit.
    func finish(_ unscrubbed: ReportedRun, files: SmokeReportFiles, secrets: [String]) throws(CommandFailure) {
        var output = console
        output.secrets = secrets
        let run = unscrubbed.scrubbed(secrets)
        do throws(CourierError) { try files.write(run, program: console.program, secrets: secrets) } catch { throw .error(error) }
        output.diagnostic(lines: run.summary)
        if let format = files.onStdout {
            try output.emitText(String(format.render(run, program: console.program).dropLast()))
        } else if values.optional(GlobalOptions.output) == .ndjson {
            var lines: [UInt8] = []
            for (index, reported) in run.cases.enumerated() {
                JSONPrinter(layout: .compact).write(run.entry(reported, full: false, withDocument: true), into: &lines)
                if index < run.cases.count - 1 { lines.append(0x0A) }
            }
            try output.emit(lines)
        } else {
            try output.emitStream(run.document(full: false), printer: JSONPrinter())
        }
        if Interrupts.arrived { throw .error(.interrupted()) }
        if !run.errors.isEmpty { throw .smoke(run.errors.map { PlanError(location: $0.location, reason: .reported($0.message)) }) }
        if run.failed > 0 { throw .casesFailed(failed: run.failed, of: run.cases.count) }
        if run.flaky > 0, values.flag(Self.failOnFlaky) { throw .casesFlaky(flaky: run.flaky, of: run.cases.count) }
    }

    /// Plans that cannot run still fill every requested report with their errors (and `--tap -` prints them), then exit 2.
    private func planFailed(_ errors: [PlanError], files: SmokeReportFiles) -> CommandFailure {
        let run = ReportedRun(PlanErrorReport(errors))
        do throws(CourierError) { try files.write(run, program: console.program, secrets: []) } catch { return .error(error) }
        if let format = files.onStdout {
            do throws(CommandFailure) { try console.emitText(String(format.render(run, program: console.program).dropLast())) } catch { return error }
        }
        return .smoke(errors)
    }

    /// Where plans are found without PLAN, in order; the first that holds any is run. `smoke/` is where `init`'s
    /// scaffold writes a team's (`smoke/local.smoke`); `Routes/smoke/` is where this repository keeps the demo's.
    static let planDirectories = ["smoke", "Routes/smoke"]

    /// The plans named, or the `*.smoke` of the first of ``planDirectories`` that has any, read in order
    /// (``PlanLoader``): their cases, and every error placed among them.
    /// - Throws: only when there is no plan at all.
    private func loadPlans() throws(PlanError) -> ([SmokeCase], [PlanErrorAt]) {
        var files = values.positionalValues("plan")
        if files.isEmpty {
            let found = Self.planDirectories.lazy.map { directory in
                (Platform.directoryEntries(directory) ?? []).filter { $0.hasSuffix(".smoke") }.map { directory + "/" + $0 }
            }.first { !$0.isEmpty }
            guard let found else { throw PlanError(reason: .noPlan) }
            files = found.sorted()
        }
        var parser = PlanParser()
        parser.checkPath = CommandLineCalls.pathProblem
        return PlanLoader(parser: parser).load(files)
    }
}

/// A plan error with where it stands, for putting a run's errors in line order: before the case at `position` (in
/// the plans as read), a line's own errors (`rank` 0) before a case's call errors (`rank` 1).
private struct PlacedPlanError {
    var position: Int
    var rank: Int
    var error: PlanError
}
