import CourierPlatform
import Arguments
import CourierCore
import CurlTransport

/// The run: one loop over libcurl's multi interface, and a judge thread for outcomes nothing waits on.
extension SmokeRunner {
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
            // A batch waits at most `handOverDelay`, so progress on a terminal stays live.
            if let since = endedSince,
               ended.count >= 16 || flights.byCase.isEmpty || PipelineClock.system.now() - since >= Self.handOverDelay {
                judge.send(ended)
                ended.removeAll(keepingCapacity: true)
                endedSince = nil
            }
            if flights.byCase.isEmpty { break }
            if Interrupts.arrived {
                for completion in flights.multi?.cancelAll() ?? [] { advance(completion.tag, completion.result, &flights) }
            }
            let now = PipelineClock.system.now()
            var nextWake = min(now + 0.05, (endedSince ?? .infinity) + Self.handOverDelay)
            for index in flights.waiting {
                guard let flight = flights.byCase[index], let until = flight.waitingUntil else { continue }
                if until <= now || Interrupts.arrived {
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
                    guard let multi = flights.multi else { throw flights.startError ?? CourierError.internal(.noTransfers) }
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
        if Interrupts.arrived { return "interrupted" }
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
        let response = result.outcome.response
        let envelopeCode = (result.document.dataKey == nil ? nil : api.envelope.format.flatMap { result.outcome.outcome?.envelope?[$0.codeKey] })
        var report = CaseReport(result: .passed, status: response?.status, category: result.error?.category.rawValue,
                                attempts: result.outcome.attempts, milliseconds: result.milliseconds)
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

    /// The longest a finished case waits to be handed to the judge thread (and to show in the progress).
    static let handOverDelay = 0.01

    /// How a case ended, on its way to the judge thread: already judged, or its exchange to judge there.
    enum Ending {
        case judged(CaseReport)
        case exchange(Sent)
    }

    /// A call and what the pipeline did with it, boxed: handing it on then moves one reference instead of
    /// copying two large values field by field.
    final class Sent {
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
        case .exchange(let sent):
            let call = sent.ready.call
            let outcome = sent.ready.pipeline.judge(sent.exchange, route: call.route, in: call.settings.environment)
            return report(index, call.result(outcome, milliseconds: sent.milliseconds))
        }
    }

    /// A case ended. When later cases wait on its outcome (its captures, or `--bail`), it is judged here
    /// and now; otherwise judging is left to the judge thread and the loop moves on.
    private func finish(_ index: Int, _ ending: Ending) {
        schedule.finish(index)
        if endedSince == nil { endedSince = PipelineClock.system.now() }
        if case .exchange = ending, !steers(index) { return ended.append((index, ending)) }
        let report = judge(index, ending)
        for (name, value) in report.capturedValues { captured[name] = value }
        if case .failed = report.result, bail { bailed = true }
        ended.append((index, .judged(report)))
    }
}
