import CourierCore

/// A finished smoke run in plan order, and its progress lines. Counts, the summary and every report come from
/// the ``ReportedRun`` this turns into (``ReportedRun/init(_:)-(SmokeReport)``).
package struct SmokeReport {
    package let cases: [SmokeCase]
    package let reports: [CaseReport]
    package let seconds: Double

    package init(cases: [SmokeCase], reports: [CaseReport], seconds: Double) {
        self.cases = cases
        self.reports = reports
        self.seconds = seconds
    }

    /// One progress line: `PASS local.smoke:3 orders list --uid 5 (12 ms)`.
    /// (The case's location and title, not the case: passed from another module, a case was copied whole.)
    package static func progressLine(location: String, title: String, _ report: CaseReport) -> String {
        switch report.result {
        case .passed: passedLine(location: location, title: title, milliseconds: report.milliseconds)
        case .flaky(let reason): "FLAKY \(location) \(title) (\(Int(min(report.milliseconds, 1e12).rounded())) ms, passed on attempt \(report.earlier.count + 1); first: \(reason))"
        case .failed(let reason): "FAIL \(location) \(title): \(reason)"
        case .skipped(let reason): "SKIP \(location) \(title): \(reason)"
        }
    }

    /// `PASS FILE:LINE TITLE (N ms)`, written into a string made at its size: every passing case prints one
    /// (interpolated, or appended piece by piece, it grew and was copied as it went).
    private static func passedLine(location: String, title: String, milliseconds: Double) -> String {
        var (location, title) = (location, title)
        var number = String(Int(min(milliseconds, 1e12).rounded()))
        let length = 5 + location.utf8.count + 1 + title.utf8.count + 2 + number.utf8.count + 4
        return String(unsafeUninitializedCapacity: length) { buffer in
            // The place passed along, not captured: a captured variable was checked for exclusive access at each use.
            func put(_ piece: StaticString, at: Int) -> Int {
                buffer[at...].initialize(fromContentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
            }
            func put(_ text: inout String, at: Int) -> Int { text.withUTF8 { buffer[at...].initialize(fromContentsOf: $0) } }
            var at = put("PASS ", at: 0)
            at = put(&location, at: at)
            at = put(" ", at: at)
            at = put(&title, at: at)
            at = put(" (", at: at)
            at = put(&number, at: at)
            return put(" ms)", at: at)
        }
    }
}

extension String {
    /// Three decimals without Foundation's formatter.
    init(format3 value: Double) {
        // At most 17 bytes (the clamp's 1e12 is "1000000000000.000"), written in place.
        self.init(unsafeUninitializedCapacity: 24) { buffer in
            var count = 0
            Self.format3(value) { byte in
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }

    /// ``init(format3:)``'s text appended to `out` as bytes (smoke's document writes one per case).
    static func appendFormat3(_ value: Double, into out: inout [UInt8]) {
        format3(value) { out.append($0) }
    }

    /// ``init(format3:)``'s bytes, handed to `emit` one at a time.
    private static func format3(_ value: Double, _ emit: (UInt8) -> Void) {
        // Clamped (a merged report's numbers come from a file): NaN and negatives read 0, nothing traps.
        let bounded = value.isNaN ? 0 : Swift.min(Swift.max(0, value), 1e12)
        let thousandths = Int((bounded * 1000).rounded())
        let fraction = thousandths % 1000
        JSONPrinter.decimal(thousandths / 1000, emit)
        emit(UInt8(ascii: "."))
        emit(UInt8(ascii: "0") + UInt8(fraction / 100))
        emit(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        emit(UInt8(ascii: "0") + UInt8(fraction % 10))
    }
}
