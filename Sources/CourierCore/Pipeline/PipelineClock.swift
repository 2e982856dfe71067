#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock time, sleeping and randomness for the retry loop; tests swap in their own.
public struct PipelineClock: Sendable {
    /// Seconds since 1970 (for HTTP-date `Retry-After`).
    public var now: @Sendable () -> Double
    public var sleep: @Sendable (Double) -> Void
    /// A number in 0..<1 for jitter.
    public var random: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) -> Void,
                random: @escaping @Sendable () -> Double)
    {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    public static let system = PipelineClock(
        now: {
            var spec = timespec()
            clock_gettime(CLOCK_REALTIME, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        },
        sleep: { seconds in
            guard seconds > 0, seconds.isFinite else { return }
            var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.towardZero)) * 1e9))
            var remaining = timespec()
            while nanosleep(&request, &remaining) == -1, errno == EINTR { request = remaining }
        },
        random: { Double.random(in: 0..<1) })
}
