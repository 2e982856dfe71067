import CourierPlatform
import Synchronization

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
            random: { Jitter.next() })
        clock.isCancelled = isCancelled
        return clock
    }

    /// Now, for a ``PipelineRun`` event: the time and a jitter number, both read from this clock.
    package var moment: PipelineRun.Moment { PipelineRun.Moment(now: now(), random: random()) }

    /// The real clock, never cancelled.
    package static let system = system()
}

/// Jitter numbers without a system call each: SplitMix64 over an atomic counter, seeded once from the system's
/// generator. Jitter only spreads retries apart and needs no secrecy; `Double.random` read `getrandom(2)` once
/// per response (a thousand system calls in a 1,000-case smoke run).
private enum Jitter {
    private static let seed = UInt64.random(in: .min ... .max)
    private static let drawn = Atomic<UInt64>(0)

    static func next() -> Double {
        var z = seed &+ drawn.wrappingAdd(1, ordering: .relaxed).newValue &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }
}
