import CourierCore

/// The run: one loop, on the caller's thread, over a ``ConcurrentTransport``.
extension SmokeRunner {
    /// Runs every case over `transport` (or, when none could be made, fails each case that would send
    /// with why) and returns their reports in plan order (none without ``keepsReports``: ``judged`` had each).
    ///
    /// Up to `jobs` cases are on the wire at once; a case that ended is judged after the free slots have
    /// been refilled and their requests sent (``ConcurrentTransport/send()``), so the server answers the next
    /// while one response is judged. Cases stay in flight while they wait to retry.
    package func run(over transport: Result<any ConcurrentTransport, CourierError>) -> [CaseReport] {
        var flights = Flights(transport: transport)
        if keepsReports { reports = Array(repeating: nil, count: cases.count) }
        runStarted = clock.now()
        while true {
            rerunDue(&flights)
            while flights.byCase.count < jobs, let (index, captures) = nextCase() { begin(index, captures: captures, &flights) }
            if case .success(let transport) = flights.transport, transport.count > 0 { transport.send() }
            judgeEnded()
            if flights.byCase.isEmpty && reruns.isEmpty { break }
            if clock.isCancelled(), case .success(let transport) = flights.transport {
                for finished in transport.cancelAll() { advance(finished.tag, finished.result, &flights) }
            }
            let now = clock.now()
            if let inFlight {
                inFlight(flights.byCase.keys.sorted().map { (cases[$0], (now - (startedAt[$0] ?? now)) * 1000) })
            }
            var nextWake = now + 0.05
            for due in reruns.values { nextWake = min(nextWake, due) }
            for index in flights.waiting {
                guard let flight = flights.byCase[index], let until = flight.waitingUntil else { continue }
                if until <= now || clock.isCancelled() {
                    flights.waiting.remove(index)
                    flight.waitingUntil = nil
                    flight.run.resume(at: clock.moment, cancelled: clock.isCancelled())
                    step(index, &flights)
                } else {
                    nextWake = min(nextWake, until)
                }
            }
            guard case .success(let transport) = flights.transport, transport.count > 0 else {
                if !flights.waiting.isEmpty || !reruns.isEmpty { clock.sleep(max(0, nextWake - now)) }
                continue
            }
            for finished in transport.perform(waitingAtMost: nextWake - now) { advance(finished.tag, finished.result, &flights) }
        }
        return reports.map { $0 ?? Self.notRun }
    }

    /// The report of a case the run never reached.
    package static var notRun: CaseReport { CaseReport(result: .skipped(notRunReason)) }
    static let notRunReason = "not run"

    /// Cases on their way: each one's pipeline state machine, and the transport carrying their transfers.
    private struct Flights {
        /// A class, so stepping a case changes it in place instead of copying its call and pipeline.
        final class Flight {
            /// The call, which keeps its pipeline (``CaseCall/willSend(_:)``, ``CaseCall/didReceive(_:)``).
            let call: CaseCall
            var run: PipelineRun
            let started: Double
            /// Set while the case waits before a retry.
            var waitingUntil: Double?

            init(_ call: CaseCall, run: PipelineRun, started: Double) {
                self.call = call
                self.run = run
                self.started = started
            }
        }

        /// The transport, or why none could be made: every case that would send fails with it.
        let transport: Result<any ConcurrentTransport, CourierError>
        var byCase: [Int: Flight] = [:]
        /// The cases waiting before a retry.
        var waiting = Set<Int>()
    }

    /// Starts again the cases whose wait before another attempt is over (in plan order, within `jobs`); after
    /// Ctrl-C, each ends with its last attempt's report instead.
    private func rerunDue(_ flights: inout Flights) {
        guard !reruns.isEmpty else { return }
        let now = clock.now()
        for index in reruns.keys.sorted() {
            guard let due = reruns[index] else { continue }
            if clock.isCancelled() {
                reruns[index] = nil
                var last = lastAttempt[index] ?? CaseReport(result: .passed)
                last.result = .skipped("interrupted while waiting to run again")
                finish(index, judged: last)
            } else if due <= now, flights.byCase.count < jobs {
                reruns[index] = nil
                begin(index, captures: captured, &flights)
            }
        }
    }

    private func begin(_ index: Int, captures: [String: String], _ flights: inout Flights) {
        let call: CaseCall
        switch validated[index].map({ .success($0) }) ?? prepare(cases[index], captures: captures) {
        case .success(let prepared): call = prepared
        case .failure(let problem): return finish(index, judged: CaseReport(result: .failed(problem.message)))
        }
        // A case that runs once lets go of its prepared call now (its flight holds it until judged): a run of
        // 100,000 distinct lines would otherwise keep every call it made to its end.
        if cases[index].attempts.isSingle { validated[index] = nil }
        knownSecrets.formUnion(call.secrets)
        let started = clock.now()
        if startedAt[index] == nil { startedAt[index] = started }
        let run = call.start()
        // A stubbed case never touches the network: its pipeline runs to the end here.
        guard !call.isStubbed else {
            return finish(index, call: call, call.drive(run), milliseconds: (clock.now() - started) * 1000)
        }
        // Moved in, not copied (each copy retained every field of the run).
        flights.byCase[index] = Flights.Flight(call, run: consume run, started: started)
        step(index, &flights)
    }

    private func advance(_ index: Int, _ result: Result<HTTPResponse, CourierError>, _ flights: inout Flights) {
        guard let flight = flights.byCase[index] else { return }
        flight.call.didReceive(result)
        flight.run.received(result, at: clock.moment)
        step(index, &flights)
    }

    /// Does what the case's pipeline asks for next: start a transfer, wait, or end the case.
    private func step(_ index: Int, _ flights: inout Flights) {
        while let flight = flights.byCase[index] {
            switch flight.run.stepInPlace() {
            case .send(let request, let options):
                flight.call.willSend(request)
                sentAt[index] = clock.now()
                do throws(CourierError) {
                    try flights.transport.get().start(request, options: options, tag: index)
                    return
                } catch {
                    flight.call.didReceive(.failure(error))
                    flight.run.received(.failure(error), at: clock.moment)
                }
            case .wait(let seconds):
                flight.waitingUntil = clock.now() + seconds
                flights.waiting.insert(index)
                return
            case .finished(let exchange):
                flights.byCase[index] = nil
                finish(index, call: flight.call, exchange, milliseconds: (clock.now() - flight.started) * 1000)
                return
            }
        }
    }

    /// The next case that may start now (skipping, and reporting, those that must not run), or nil.
    private func nextCase() -> (Int, [String: String])? {
        while !schedule.isComplete, let index = schedule.next() {
            if let reason = skipReason(index) {
                finish(index, judged: CaseReport(result: .skipped(reason)))
                continue
            }
            return (index, captured)
        }
        return nil
    }

    /// (The case read in place by its index: passed as an argument, a case was copied whole.)
    private func skipReason(_ index: Int) -> String? {
        if clock.isCancelled() { return "interrupted" }
        if bailed { return "--bail: an earlier case failed" }
        for name in cases[index].uses where captured[name] == nil {
            let maker = cases[..<index].lastIndex { $0.captures.contains { $0.name == name } }
            return "needs capture '\(name)' from \(maker.map { cases[$0].location } ?? "an earlier case"), which did not pass"
        }
        if !cases[index].environments.isEmpty, let call = preparedCall(index)?.call,
           let reason = cases[index].environments.skipReason(in: call.settings.target.environment.name)
        {
            return reason
        }
        if readOnly, let route = preparedCall(index)?.route, !route.isReadOnly {
            return "--read-only: \(route.method) changes state"
        }
        return nil
    }

    /// The case's call as validation prepared it; a line validation did not keep (past ``keptLines``) is prepared
    /// once here, and kept for its start (one that uses captures, each time: its words change with them).
    private func preparedCall(_ index: Int) -> CaseCall? {
        if validated[index] == nil, cases[index].uses.isEmpty { validated[index] = try? prepare(cases[index], captures: captured).get() }
        return validated[index] ?? (try? prepare(cases[index], captures: captured).get())
    }
}
