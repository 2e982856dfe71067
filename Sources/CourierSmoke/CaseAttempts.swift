/// How a case is run again: `retries=N` after a failed attempt, `until CHECK every D for D` while a check does not
/// hold yet (a poll). Default: one attempt.
package struct AttemptPolicy: Equatable {
    /// Attempts after a failed one (`retries=N`); a case that fails and then passes is flaky, not failed.
    package var retries = 0
    /// The checks a poll waits for (`until data.status=done`); empty: no polling.
    package var until: [ValueCheck] = []
    /// Seconds between attempts, polls and retries alike (`every 2s`; default ``defaultEvery``).
    package var every = AttemptPolicy.defaultEvery
    /// Seconds a poll may go on from the case's first attempt (`for 60s`); required with `until`.
    package var bound: Double?

    package static let defaultEvery = 1.0
    /// The most `retries=` a line may ask for.
    package static let maximumRetries = 20

    package init(retries: Int = 0, until: [ValueCheck] = [], every: Double = AttemptPolicy.defaultEvery, bound: Double? = nil) {
        self.retries = retries
        self.until = until
        self.every = every
        self.bound = bound
    }

    /// One attempt and done: nothing to decide.
    package var isSingle: Bool { retries == 0 && until.isEmpty }
}

/// The attempts of one case as a state machine without I/O: told how each attempt ended and when, it says
/// whether to wait and run the case again, or what the case's verdict is. The runner does the waiting and
/// sending; tables test this (CaseAttemptsTests).
///
/// A poll's attempts that find its checks not yet holding are expected, so a case that polls and then passes
/// is not flaky; an attempt that fails its expectations once the checks hold counts against `retries`, and a
/// case that passes after such a failure is flaky.
package struct CaseAttempts: Equatable {
    package enum Verdict: Equatable {
        case passed
        /// Passed after `failures` failed attempts.
        case flaky(failures: Int)
        case failed
        /// The poll's checks never held within its bound.
        case pollExpired
    }

    package enum Step: Equatable {
        /// Wait this many seconds, then run the case again.
        case wait(Double)
        case finished(Verdict)
    }

    package let policy: AttemptPolicy
    /// When the first attempt started, on the runner's clock.
    package let started: Double
    package private(set) var attempts = 0
    /// Attempts that failed their expectations (polls not yet holding are not counted).
    package private(set) var failures = 0

    package init(_ policy: AttemptPolicy, started: Double) {
        self.policy = policy
        self.started = started
    }

    /// An attempt ended at `now`: whether the poll's checks held (true without a poll) and whether the case's
    /// expectations passed.
    package mutating func ended(at now: Double, untilHolds: Bool, passed: Bool) -> Step {
        attempts += 1
        guard untilHolds else {
            // Another poll only when it would start within the bound.
            if let bound = policy.bound, now + policy.every - started <= bound { return .wait(policy.every) }
            return .finished(.pollExpired)
        }
        if passed { return .finished(failures > 0 ? .flaky(failures: failures) : .passed) }
        failures += 1
        return failures <= policy.retries ? .wait(policy.every) : .finished(.failed)
    }
}
