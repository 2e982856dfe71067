import Testing
@testable import CourierCore

/// A server's `Retry-After` is read without arithmetic that can trap (RFC 9110 §5.6.7, §10.2.3).
struct HTTPDateTests {
    @Test(arguments: [
        "Sun, 06 Nov 999999999999 08:49:37 GMT", "Sun, 06 Nov 99999999999999999999 08:49:37 GMT", "Sun, 06 Nov 19940 08:49:37 GMT",
        "Sun, 06 Nov -1994 08:49:37 GMT", "Sun, 06 Nov +994 08:49:37 GMT", "Sun, 999999999999999 Nov 1994 08:49:37 GMT",
        "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49:37:00 GMT",
        "Sun, 06 Nov 1994 99999999999999999999:49:37 GMT", "Sun,  06 Nov 1994 08:49:37 GMT", "Sunday, 06 Nov 1994 08:49:37 GMT",
    ])
    func anIMFFixdateWithTheWrongDigitsIsNotADate(text: String) {
        #expect(HTTPDate.parse(text) == nil)
        #expect(RetryAfter.seconds(text, now: 0) == nil)
    }

    @Test func theLastDateOfYear9999IsRead() throws {
        let seconds = try #require(HTTPDate.parse("Fri, 31 Dec 9999 23:59:59 GMT"))
        #expect(seconds == 253_402_300_799)
        #expect(RetryAfter.seconds("Fri, 31 Dec 9999 23:59:59 GMT", now: 1e9) == 253_402_300_799 - 1e9)
    }

    @Test(arguments: ["99999999999999999999", String(repeating: "9", count: 400)])
    func anyNumberOfDigitsIsADelayNoCapAccepts(text: String) throws {
        let seconds = try #require(RetryAfter.seconds(text, now: 0))
        #expect(seconds > RetryPolicy.default.retryAfterCap)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func formattingAnyNumberDoesNotTrap(seconds: Double) {
        #expect(HTTPDate.format(seconds).hasSuffix(" GMT"))
    }
}
