import Testing
@testable import CourierCore

struct PercentEncodingTests {
    @Test(arguments: [
        ("A1001", "A1001"),
        ("../x", "..%2Fx"),
        ("a/b", "a%2Fb"),
        ("%2e%2e", "%252e%252e"),
        ("?#%", "%3F%23%25"),
        ("a b", "a%20b"),
        ("&=+", "%26%3D%2B"),
        ("é", "%C3%A9"),
        ("订单", "%E8%AE%A2%E5%8D%95"),
        ("-._~", "-._~"),
        ("", ""),
    ])
    func encodesEverythingButUnreserved(input: String, expected: String) {
        #expect(PercentEncoding.encode(input) == expected)
    }

    /// How listings show a segment sent: decoded, but what would read as another part of the URL stays encoded.
    @Test(arguments: [
        ("%7Bid%7D", "{id}"),
        ("feed.php%3Fpage=1", "feed.php%3Fpage=1"),
        ("a%2Fb", "a%2Fb"),
        ("x%23y", "x%23y"),
        ("%E8%AE%A2%E5%8D%95", "订单"),
        ("50%", "50%"),
    ])
    func aShownSegmentKeepsOnlyItsStructureEncoded(sent: String, shown: String) {
        #expect(PercentEncoding.shownSegment(sent) == shown)
    }

    @Test(arguments: ["../x", "a/b", "?#%", "& = + # % space", "naïve 订单 🚀", "%2e%2e", "\u{0}\n"])
    func decodingUndoesEncoding(input: String) {
        #expect(PercentEncoding.decode(PercentEncoding.encode(input)) == input)
    }

    @Test func queryKeepsOrderAndRepeatedNames() {
        let items = [QueryItem("tag", "a&b"), QueryItem("tag", "c=d"), QueryItem("q", "x y+z#")]
        #expect(items.percentEncoded == "tag=a%26b&tag=c%3Dd&q=x%20y%2Bz%23")
    }

    @Test func malformedPercentSequenceDoesNotDecode() {
        #expect(PercentEncoding.decode("%G1") == nil)
        #expect(PercentEncoding.decode("%4") == nil)
        #expect(PercentEncoding.decode("%FF") == nil)  // not UTF-8
    }
}
