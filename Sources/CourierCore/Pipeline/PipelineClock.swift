import CourierPlatform

/// Wall-clock time, sleeping and randomness for the retry loop; tests swap in their own.
public struct PipelineClock: Sendable {
    /// Seconds since 1970 (for HTTP-date `Retry-After`).
    public var now: @Sendable () -> Double
    public var sleep: @Sendable (Double) -> Void
    /// A number in 0..<1 for jitter.
    public var random: @Sendable () -> Double
    /// Whether the user asked to stop (Ctrl-C); checked before each attempt and while waiting.
    public var isCancelled: @Sendable () -> Bool = { false }

    public init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) -> Void,
                random: @escaping @Sendable () -> Double)
    {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    /// The real clock. `isCancelled` is checked before and every 50 ms during a wait: the signal that
    /// sets it may arrive on another thread, or before the wait starts, so `EINTR` alone is not enough.
    public static func system(isCancelled: @escaping @Sendable () -> Bool = { false }) -> PipelineClock {
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
    public var moment: PipelineRun.Moment { PipelineRun.Moment(now: now(), random: random()) }

    /// The real clock, never cancelled.
    public static let system = system()
}
