import Testing
@testable import CourierCore

/// The parts of `--all` that read and write the wire: the `Link` header (RFC 8288) and a page's query parameter.
struct PagingPartsTests {
    @Test(arguments: [
        ([#"<https://a.test/x?page=2>; rel="next", <https://a.test/x?page=9>; rel="last""#], "https://a.test/x?page=2"),
        ([#"<https://a.test/x?page=9>; rel="last""#, #"<https://a.test/x?page=2>; rel="next""#], "https://a.test/x?page=2"),
        ([#"<https://a.test/x?page=2>;rel=NEXT"#], "https://a.test/x?page=2"),
        ([#"<https://a.test/x?a=1,2>; title="a, b"; rel="prev next""#], "https://a.test/x?a=1,2"),
        ([#"<https://a.test/x>; rel="nextish""#], nil),
        ([#"<https://a.test/x; rel="next""#], nil),
        (["garbage"], nil),
        ([], nil),
    ] as [([String], String?)])
    func theNextLinkIsFoundInAnyFieldValue(values: [String], next: String?) {
        #expect(LinkHeader.target(rel: "next", in: values) == next)
    }

    @Test(arguments: [
        ("http://a.test/x", "http://a.test/x?page=2"),
        ("http://a.test/x?uid=5&page=1&sort=a", "http://a.test/x?uid=5&sort=a&page=2"),
        ("http://a.test/x?page=1&page=3#top", "http://a.test/x?page=2"),
        ("http://a.test/x?pa%67e=1&uid=5", "http://a.test/x?uid=5&page=2"),
    ])
    func aPageParameterReplacesTheOneTheRequestHad(url: String, expected: String) {
        #expect(NextPage.setting("page", "2", in: url) == expected)
    }

    @Test func aCursorIsPercentEncodedAndReadBackDecoded() {
        let url = NextPage.setting("cursor", "a b&c=d", in: "http://a.test/x")
        #expect(url == "http://a.test/x?cursor=a%20b%26c%3Dd")
        #expect(NextPage.queryValue("cursor", in: url) == "a b&c=d")
        #expect(NextPage.queryValue("page", in: url) == nil)
    }

    @Test func aNextURLWithAControlCharacterOrDotSegmentIsRefused() throws {
        let request = HTTPRequest(method: .get, url: "http://a.test/x")
        #expect(throws: CourierError.self) { try NextPage.url("http://a.test/%0d%0aX:1").apply(to: request) }
        #expect(throws: CourierError.self) { try NextPage.url("http://a.test/a/../b").apply(to: request) }
        #expect(try NextPage.url("http://a.test/y?page=2").apply(to: request).url == "http://a.test/y?page=2")
    }
}
