/// Parses `Retry-After` (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
package enum RetryAfter {
    /// Seconds to wait, or `nil` when the value is neither form. A date in the past means 0.
    package static func seconds(_ value: String, now: Double) -> Double? {
        let text = value.trimmingSpaces
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            // Any number of digits: a Double holds them all (as +infinity past 1e308), which any cap refuses.
            return Double(text)
        }
        guard let date = HTTPDate.parse(text) else { return nil }
        return max(0, date - now)
    }
}

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the HTTP-date form senders must use (RFC 9110 §5.6.7).
package enum HTTPDate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Seconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not an IMF-fixdate.
    ///
    /// Every number has the digits the grammar gives it (2 for day, hour, minute and second, 4 for the year),
    /// so a server's `Sun, 06 Nov 999999999999 08:49:37 GMT` is not a date rather than an overflow.
    package static func parse(_ text: String) -> Double? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
              let day = number(parts[1], digits: 2), (1...31).contains(day),
              let month = months.firstIndex(of: String(parts[2])),
              let year = number(parts[3], digits: 4), year >= 1970
        else { return nil }
        let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, let hour = number(clock[0], digits: 2), let minute = number(clock[1], digits: 2),
              let second = number(clock[2], digits: 2), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        // At most 9999-12-31: about 2.5e11 seconds, far inside Int and exactly representable as a Double.
        let days = daysFromCivil(year: year, month: month + 1, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    /// A field of exactly `digits` ASCII digits, or nil (no sign, no spaces).
    static func number(_ text: Substring, digits: Int) -> Int? {
        guard text.utf8.count == digits, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Formats seconds since 1970 as an IMF-fixdate (for tests and servers), clamped to years 1970...9999.
    package static func format(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 253_402_300_799)) : 0
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let rest = total - days * 86_400
        // civil from days
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][((days % 7) + 7) % 7]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(weekday), \(two(day)) \(months[month - 1]) \(year) \(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60)) GMT"
    }
}
