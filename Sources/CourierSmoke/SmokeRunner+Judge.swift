import CourierCore

/// Judging: a finished call checked against its case's expectations, and its captures taken.
extension SmokeRunner {
    /// How a case ended: already judged (skipped, or a plan line that could not run), or with an exchange to judge.
    enum Ending {
        case judged(CaseReport)
        case exchange(any SmokeCall, Exchange, milliseconds: Double)
    }

    /// A case ended. When later cases wait on its outcome (its captures, or `--bail`), it is judged here
    /// and now; otherwise when the loop next comes round (``judgeEnded()``), after refilling the free slots.
    func finish(_ index: Int, _ ending: Ending) {
        schedule.finish(index)
        if case .exchange = ending, !steers(index) { return ended.append((index, ending)) }
        let report = judge(index, ending)
        for (name, value) in report.capturedValues { captured[name] = value }
        if case .failed = report.result, bail { bailed = true }
        ended.append((index, .judged(report)))
    }

    /// Judges the cases that ended since the last round, keeps their reports and shows their progress lines.
    func judgeEnded() {
        guard !ended.isEmpty else { return }
        var lines: [(SmokeCase, CaseReport)] = []
        lines.reserveCapacity(ended.count)
        for (index, ending) in ended {
            let judged = judge(index, ending)
            reports[index] = judged
            lines.append((cases[index], judged))
        }
        ended.removeAll(keepingCapacity: true)
        progress(lines)
    }

    private func judge(_ index: Int, _ ending: Ending) -> CaseReport {
        switch ending {
        case .judged(let report): return report
        case .exchange(let call, let exchange, let milliseconds): return report(index, call.finish(exchange, milliseconds: milliseconds))
        }
    }

    /// Checks a judged call against its case's expectations and takes its captures.
    private func report(_ index: Int, _ outcome: any SmokeCallOutcome) -> CaseReport {
        let smokeCase = cases[index]
        var report = CaseReport(result: .passed, status: outcome.status, category: outcome.error?.category.rawValue,
                                attempts: outcome.attempts, milliseconds: outcome.milliseconds)
        report.startedAt = startedAt[index].map { ($0 - runStarted) * 1000 }
        report.sentAt = sentAt[index].map { ($0 - runStarted) * 1000 }
        report.timings = outcome.timings
        report.call = outcome.facts
        if let reason = smokeCase.check(outcome) {
            report.result = .failed(reason)
        } else {
            for capture in smokeCase.captures {
                switch outcome.capture(capture.path) {
                case .success(let text): report.capturedValues[capture.name] = text
                case .failure(let reason): report.result = .failed(ErrorWording.message(for: reason.captured(as: capture.name)))
                case nil: continue
                }
            }
        }
        if keepsDocuments || report.result != .passed { report.output = outcome.document }
        return report
    }
}
