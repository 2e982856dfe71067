import Testing
@testable import CourierSmoke

/// Reports write times as milliseconds with three decimals (`String(format3:)`), without Foundation's formatter.
struct MillisecondsTextTests {
    @Test(arguments: [
        (0.0, "0.000"), (0.001, "0.001"), (0.05, "0.050"), (1.5, "1.500"), (12.3456, "12.346"), (0.0125, "0.013"),
        (999.9996, "1000.000"), (7, "7.000"), (1e15, "1000000000000.000"),
    ])
    func aTimeHasThreeDecimals(value: Double, text: String) {
        #expect(String(format3: value) == text)
    }

    /// A merged report's numbers come from a file: nothing there traps, and what is not a time reads 0.
    @Test(arguments: [Double.nan, -3, -Double.infinity])
    func whatIsNotATimeReadsZero(value: Double) {
        #expect(String(format3: value) == "0.000")
    }
}
