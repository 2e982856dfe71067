import Testing
@testable import CourierSmoke

/// The live line's text by table: counts, up to three cases in flight (longest first, the rest counted), the
/// slowest that ended, and the cut to the terminal's width.
struct LiveLineTests {
    static func line(done: Int, flying: [(String, Double)], slowest: (String, Double)? = nil) -> LiveLine {
        var line = LiveLine(total: 10)
        for index in 0..<done { line.ended("case \(index)", CaseReport(result: index == 0 ? .failed("x") : .passed, milliseconds: 10)) }
        line.inFlight = flying.map { ($0.0, $0.1) }
        if let slowest { line.slowest = (slowest.0, slowest.1) }
        return line
    }

    @Test func countsInFlightAndSlowest() {
        #expect(Self.line(done: 0, flying: []).text(width: 200) == "[0/10] 0 passed, 0 failed")
        #expect(Self.line(done: 3, flying: [("a", 80), ("b", 1250)], slowest: ("s", 15)).text(width: 200)
            == "[3/10] 2 passed, 1 failed · in flight: b 1.3 s, a 80 ms · slowest: s 15 ms")
        #expect(Self.line(done: 0, flying: [("a", 1), ("b", 2), ("c", 3), ("d", 4), ("e", 5)]).text(width: 200)
            == "[0/10] 0 passed, 0 failed · in flight: e 5 ms, d 4 ms, c 3 ms (+2)")
    }

    @Test func aLongLineIsCutToTheWidth() {
        let text = Self.line(done: 1, flying: [(String(repeating: "x", count: 300), 5)]).text(width: 60)
        #expect(text.count == 60 && text.hasSuffix("…"))
    }

    @Test func theSlowestIsTheLongestCaseThatEnded() {
        var line = LiveLine(total: 3)
        line.ended("quick", CaseReport(result: .passed, milliseconds: 5))
        line.ended("slow", CaseReport(result: .skipped("x"), milliseconds: 50))
        line.ended("middle", CaseReport(result: .passed, milliseconds: 20))
        #expect(line.text(width: 200) == "[3/3] 2 passed, 0 failed, 1 skipped · slowest: slow 50 ms")
    }
}
