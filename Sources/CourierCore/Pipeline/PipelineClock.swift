import CourierPlatform

/// Wall-clock time, sleeping and randomness for the retry loop; tests swap in their own.
package struct PipelineClock: Sendable {
    /// Seconds since 1970 (for HTTP-date `Retry-After`).
    package var now: @Sendable () -> Double
    package var sleep: @Sendable (Double) -> Void
    /// A number in 0..<1 for jitter.
    package var random: @Sendable () -> Double
    /// Whether the user asked to stop (Ctrl-C); checked before each attempt and while waiting.
    package var isCancelled: @Sendable () -> Bool = { false }

    package init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) -> Void,
                random: @escaping @Sendable () -> Double)
    {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    /// The real clock. `isCancelled` is checked before and every 50 ms during a wait: the signal that
    /// sets it may arrive on another thread, or before the wait starts, so `EINTR` alone is not enough.
    package static func system(isCancelled: @escaping @Sendable () -> Bool = { false }) -> PipelineClock {
        var clock = PipelineClock(
            now: { Platform.wallClock() },
            sleep: { seconds in
                guard seconds > 0, seconds.isFinite else { return }
                var left = seconds
                while left > 0, !isCancelled() {
                    let slice = min(left, 0.05)
                    guard Platform.nap(slice) else { return }
                    left -= slice
                }
            },
            random: { Double.random(in: 0..<1) })
        clock.isCancelled = isCancelled
        return clock
    }

    /// Now, for a ``PipelineRun`` event: the time and a jitter number, both read from this clock.
    package var moment: PipelineRun.Moment { PipelineRun.Moment(now: now(), random: random()) }

    /// The real clock, never cancelled.
    package static let system = system()
}
