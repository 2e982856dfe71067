/// Instants that come from outside (a cookie's `Max-Age` or expiry, a grant's `expiresIn`, a stored session's
/// `expiresAt`, a cookie-jar line) as seconds since 1970. A server or a file can say any number, and
/// `Int64(_:)` traps on a Double past its range, so every such instant is clamped to the years an HTTP-date can
/// write before it is kept, and written back through ``whole(_:)``, which cannot trap.
package enum EpochSeconds {
    /// The last second of year 9999, the latest instant an IMF-fixdate can write (``HTTPDate/format(_:)``).
    package static let latest: Double = 253_402_300_799

    /// `seconds` inside `-latest...latest` (NaN as 0): far past any expiry a call compares it with, and a whole
    /// number of them always fits an `Int64`.
    package static func clamped(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(seconds, -latest), latest)
    }

    /// `now` plus a duration a server gave, clamped: `now + 9.2e18` would otherwise outlive every writer.
    package static func after(_ now: Double, seconds: Double) -> Double { clamped(clamped(now) + clamped(seconds)) }

    /// The whole seconds of `seconds`, clamped first, for the files and documents that store an instant.
    package static func whole(_ seconds: Double) -> Int64 { Int64(clamped(seconds).rounded(.down)) }
}
