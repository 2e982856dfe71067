/// RFC 3339's ISO 8601 date-time (`2026-11-01T10:00:00Z`, `2026-11-01T12:00:00.250+02:00`) as seconds since
/// 1970-01-01T00:00:00Z, without Foundation. A date alone or a time without its offset is refused: a command line
/// that means an instant must say which.
enum ISO8601 {
    static func seconds(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        func number(_ count: Int) -> Int? {
            guard bytes.count >= count, bytes.prefix(count).allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            let value = bytes.prefix(count).reduce(0) { $0 * 10 + Int($1 - 0x30) }
            bytes = bytes.dropFirst(count)
            return value
        }
        func skip(_ characters: String) -> Bool {
            guard let first = bytes.first, characters.utf8.contains(first) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2), skip("Tt "),
              let hour = number(2), skip(":"), let minute = number(2), skip(":"), let second = number(2) else { return nil }
        var fraction = 0.0
        if skip(".") {
            var scale = 0.1
            var digits = 0
            while let first = bytes.first, (0x30...0x39).contains(first) {
                fraction += Double(first - 0x30) * scale
                scale /= 10
                digits += 1
                bytes = bytes.dropFirst()
            }
            guard digits > 0 else { return nil }
        }
        var offset = 0
        if skip("Zz") {
            offset = 0
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
            guard let hours = number(2), skip(":"), let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard bytes.isEmpty, (1...12).contains(month), (1...daysIn(month, year)).contains(day), hour < 24, minute < 60, second <= 60 else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset) + fraction
    }

    static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
