import CourierCore
import CourierClient

/// Judging: a finished call checked against its case's expectations, and its captures taken.
extension SmokeRunner {
    /// How a case ended: already judged (skipped, or a plan line that could not run), or with an exchange to judge.
    enum Ending {
        case judged(CaseReport)
        case exchange(CaseCall, Exchange, milliseconds: Double)
    }

    /// A case's call ended with `exchange`. When later cases wait on its outcome (its captures, or `--bail`), or it
    /// may run again, it is judged here and now; otherwise when the loop next comes round (``judgeEnded()``), after
    /// refilling the free slots.
    ///
    /// (The ending made once, where it is kept: handed in as an ``Ending`` and then kept, it was copied twice a case,
    /// its call and its response each time.)
    func finish(_ index: Int, call: CaseCall, _ exchange: consuming Exchange, milliseconds: Double) {
        if !cases[index].attempts.isSingle {
            guard let final = attemptEnded(index, judge(index, .exchange(call, consume exchange, milliseconds: milliseconds))) else { return }
            return finish(index, judged: final)
        }
        schedule.finish(index)
        if !steers(index) { return ended.append((index, .exchange(call, consume exchange, milliseconds: milliseconds))) }
        keep(index, judge(index, .exchange(call, consume exchange, milliseconds: milliseconds)))
    }

    /// A case ended already judged: skipped, or a plan line that could not run.
    func finish(_ index: Int, judged report: CaseReport) {
        schedule.finish(index)
        keep(index, report)
    }

    /// A judged case's captures and `--bail` take effect now; its report is kept for the next round.
    private func keep(_ index: Int, _ report: CaseReport) {
        for (name, value) in report.capturedValues { captured[name] = value }
        if case .failed = report.result, bail { bailed = true }
        ended.append((index, .judged(report)))
    }

    /// Judges the cases that ended since the last round, keeps their reports and shows their progress lines.
    func judgeEnded() {
        guard !ended.isEmpty else { return }
        var lines: [(Int, CaseReport)] = []
        lines.reserveCapacity(ended.count)
        for (index, ending) in ended {
            let report = judge(index, ending)
            if keepsReports { reports[index] = report }
            judged(index, report)
            lines.append((index, consume report))
        }
        ended.removeAll(keepingCapacity: true)
        progress(lines)
    }

    private func judge(_ index: Int, _ ending: Ending) -> CaseReport {
        switch ending {
        case .judged(let report): return report
        case .exchange(let call, let exchange, let milliseconds):
            // A login's tokens are secrets of the run from now on: no report (JSON, JUnit, TAP, HTML) prints them.
            if let grant = call.route.grant, case .answered(_, let response) = exchange { knownSecrets.formUnion(grant.secrets(in: response)) }
            return report(index, call.finish(exchange, milliseconds: milliseconds), of: call)
        }
    }

    /// Checks a judged call against its case's expectations and takes its captures.
    private func report(_ index: Int, _ result: Call.Result, of call: CaseCall) -> CaseReport {
        // The case read in place (`cases[index].…`): a copy of it retained a dozen fields, every case.
        var report = CaseReport(result: .passed, status: result.status, category: result.failure?.category.rawValue,
                                attempts: result.attempts, milliseconds: result.milliseconds)
        report.startedAt = startedAt[index].map { ($0 - runStarted) * 1000 }
        report.sentAt = sentAt[index].map { ($0 - runStarted) * 1000 }
        report.timings = result.timings
        if keepsCalls { report.call = call.facts(result) }
        // The document as JSON, made once for all of a case's captures and checks, and only for a case that has some.
        let root = cases[index].readsDocument ? result.selectionRoot() : .null
        for check in cases[index].attempts.until {
            guard let found = Selection.value(at: check.path, in: root) else { report.pollPending = "\(check): no result document to look in"; break }
            if let reason = check.failure(found) { report.pollPending = reason; break }
        }
        let judged = cases[index].check(result, root: root, call: call)
        if let reason = judged {
            report.result = .failed(reason)
        } else {
            for capture in cases[index].captures {
                switch Selection.text(at: capture.path, in: root) {
                case .success(let text): report.capturedValues[capture.name] = text
                case .failure(let reason): report.result = .failed(ErrorWording.message(for: reason.captured(as: capture.name)))
                case nil: continue
                }
            }
        }
        if keepsDocuments || report.result != .passed || !cases[index].attempts.isSingle {
            var kept = result
            kept.releaseRawBody()
            report.output = kept.document
        }
        return report
    }

    /// One attempt of a case that may run again ended with `report`: its ``CaseAttempts`` machine decides. Returns
    /// the case's final report (every earlier attempt kept in it), or nil when it runs again after a wait.
    private func attemptEnded(_ index: Int, _ report: CaseReport) -> CaseReport? {
        let now = clock.now()
        var machine = attemptMachines[index] ?? CaseAttempts(cases[index].attempts, started: startedAt[index] ?? now)
        let step = machine.ended(at: now, untilHolds: report.pollPending == nil, passed: report.result == .passed)
        attemptMachines[index] = machine
        var final = report
        final.earlier = earlierAttempts[index] ?? []
        final.attempts += final.earlier.reduce(0) { $0 + $1.attempts }
        final.milliseconds = (now - machine.started) * 1000
        switch step {
        case .wait(let seconds):
            let reason: String = switch report.result {
            case .failed(let why) where report.pollPending == nil: why
            default: "until " + (report.pollPending ?? "")
            }
            earlierAttempts[index, default: []].append(CaseReport.Attempt(reason: reason, document: report.document,
                                                                          milliseconds: report.milliseconds, attempts: report.attempts))
            lastAttempt[index] = final
            reruns[index] = now + seconds
            return nil
        case .finished(.passed), .finished(.failed):
            return final
        case .finished(.flaky):
            final.result = .flaky(final.earlier.first { !$0.reason.hasPrefix("until ") }?.reason ?? "")
            return final
        case .finished(.pollExpired):
            let bound = cases[index].attempts.bound ?? 0
            final.result = .failed("until \(report.pollPending ?? ""): still so after \(machine.attempts) attempts in \(String(format3: bound)) s")
            return final
        }
    }
}
