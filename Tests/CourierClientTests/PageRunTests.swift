import CourierCore
import Testing
@testable import CourierClient

/// The `--all` loop's decisions, page by page, with no I/O: what it fetches next, where it stops, and what it refuses.
struct PageRunTests {
    /// A page as `--select` sees it: `data` standing for the envelope's data.
    static func page(_ data: String, links: [String] = [], url: String = "http://api.test/v1/items") -> PageRun.Page {
        let json = try! JSONParser.parse(data)
        return PageRun.Page(root: .object([.init("status", .int(200)), .init("data", json)]), links: links, url: url)
    }

    static func ids(_ values: [JSON]) -> [String] { values.map { JSONPrinter(layout: .compact).string($0) } }

    /// Feeds pages until the machine stops asking; returns every step it took after each page.
    static func drive(_ paging: Paging, pages: [PageRun.Page], maxPages: Int = 100, maxItems: Int? = nil) -> (steps: [PageRun.Step], items: [String]) {
        var run = PageRun(paging: paging, maxPages: maxPages, maxItems: maxItems)
        var steps: [PageRun.Step] = []
        var items: [String] = []
        for page in pages {
            guard case .fetch = run.step else { break }
            run.received(page)
            steps.append(run.step)
            if case .failed = run.step { break }
            items += ids(run.pageItems)
        }
        return (steps, items)
    }

    @Test func theFirstStepIsTheRoutesOwnRequest() {
        #expect(PageRun(paging: .link(), maxPages: 5, maxItems: nil).step == .fetch(nil))
    }

    @Test(arguments: [
        // (size sent, items on the page, the next step)
        ("http://a.test/x?per_page=2", "[1,2]", PageRun.Step.fetch(.query(name: "page", value: "2"))),
        ("http://a.test/x?per_page=2&page=4", "[1,2]", .fetch(.query(name: "page", value: "5"))),
        ("http://a.test/x?per_page=2&page=4", "[1]", .finished(nil)),
        ("http://a.test/x?page=4", "[1]", .fetch(.query(name: "page", value: "5"))),
        ("http://a.test/x?page=4", "[]", .finished(nil)),
        // A page number at the last Int (a redirect can set it) has no next page rather than an overflow (issue 42, finding 1).
        ("http://a.test/x?page=9223372036854775807", "[1]", .finished(nil)),
    ])
    func aPageNumberCountsOnUntilAShortOrEmptyPage(url: String, items: String, next: PageRun.Step) {
        #expect(Self.drive(.pageNumber(), pages: [Self.page(items, url: url)]).steps == [next])
    }

    @Test func aPageNumberStartsFromTheDeclaredFirstPage() {
        #expect(Self.drive(.pageNumber(page: "p", firstPage: 0), pages: [Self.page("[1]")]).steps == [.fetch(.query(name: "p", value: "1"))])
    }

    @Test func aCursorIsSentBackUntilItIsNullMissingOrEmpty() {
        let pages = [Self.page(#"{"items":[1,2],"nextCursor":"b"}"#), Self.page(#"{"items":[3],"nextCursor":7}"#),
                     Self.page(#"{"items":[4],"nextCursor":""}"#)]
        let run = Self.drive(.cursor(), pages: pages)
        #expect(run.steps == [.fetch(.query(name: "cursor", value: "b")), .fetch(.query(name: "cursor", value: "7")), .finished(nil)])
        #expect(run.items == ["1", "2", "3", "4"])
        for last in [#"{"items":[],"nextCursor":null}"#, #"{"items":[]}"#] {
            #expect(Self.drive(.cursor(), pages: [Self.page(last)]).steps == [.finished(nil)])
        }
    }

    @Test func aCursorSeenBeforeIsALoop() {
        let pages = [Self.page(#"{"items":[1],"nextCursor":"b"}"#), Self.page(#"{"items":[2],"nextCursor":"b"}"#, url: "http://api.test/v1/items?cursor=b")]
        #expect(Self.drive(.cursor(), pages: pages).steps.last == .failed(.repeatedCursor("b", page: 2)))
    }

    @Test func aPageHandingBackTheCursorItWasAskedWithIsALoop() {
        let page = Self.page(#"{"items":[1],"nextCursor":"x y"}"#, url: "http://api.test/v1/items?cursor=x+y")
        #expect(Self.drive(.cursor(), pages: [page]).steps == [.failed(.repeatedCursor("x y", page: 1))])
    }

    @Test func aCursorThatIsNotTextIsRefused() {
        #expect(Self.drive(.cursor(), pages: [Self.page(#"{"items":[1],"nextCursor":{"a":1}}"#)]).steps
            == [.failed(.badCursor(path: "data.nextCursor", page: 1, found: "an object"))])
    }

    @Test(arguments: [
        (#"<http://api.test/v1/items?page=2>; rel="next""#, PageRun.Step.fetch(.url("http://api.test/v1/items?page=2"))),
        (#"</v1/items?page=2>; rel=next"#, .fetch(.url("http://api.test/v1/items?page=2"))),
        (#"<?page=2>; rel="prev next""#, .fetch(.url("http://api.test/v1/items?page=2"))),
        (#"<http://api.test/v1/items?page=9>; rel="last""#, .finished(nil)),
        (#"<http://API.test:80/v1/items?page=2>; rel="next""#, .fetch(.url("http://API.test:80/v1/items?page=2"))),
        (#"<https://api.test/v1/items?page=2>; rel="next""#,
         .failed(.crossOrigin(url: "https://api.test/v1/items?page=2", page: 1, origin: "http://api.test:80"))),
        (#"<http://evil.test/v1/items?page=2>; rel="next""#,
         .failed(.crossOrigin(url: "http://evil.test/v1/items?page=2", page: 1, origin: "http://api.test:80"))),
        (#"<//evil.test/x>; rel="next""#, .failed(.crossOrigin(url: "http://evil.test/x", page: 1, origin: "http://api.test:80"))),
        (#"<ftp://api.test/x>; rel="next""#, .failed(.badNextLink("ftp://api.test/x", page: 1))),
        (#"<http://api.test/v1/items>; rel="next""#, .failed(.repeatedURL("http://api.test/v1/items", page: 1))),
    ])
    func aLinkIsFollowedOnTheSameOriginOnly(link: String, next: PageRun.Step) {
        #expect(Self.drive(.link(), pages: [Self.page("[1]", links: [link])]).steps == [next])
    }

    @Test func aLinkToAnyEarlierPageIsALoop() {
        let pages = [Self.page("[1]", links: [#"<http://api.test/v1/items?page=2>; rel="next""#]),
                     Self.page("[2]", links: [#"<http://api.test/v1/items>; rel="next""#], url: "http://api.test/v1/items?page=2")]
        #expect(Self.drive(.link(), pages: pages).steps.last == .failed(.repeatedURL("http://api.test/v1/items", page: 2)))
    }

    @Test func maxPagesStopsWithMoreLeft() {
        let pages = (1...5).map { Self.page("[\($0)]", links: ["<http://api.test/v1/items?page=\($0 + 1)>; rel=\"next\""], url: "http://api.test/v1/items?page=\($0)") }
        let run = Self.drive(.link(), pages: pages, maxPages: 2)
        #expect(run.steps.last == .finished(PageRun.Stop(option: "--max-pages", limit: 2)))
        #expect(run.items == ["1", "2"])
    }

    @Test func theLastPageUnderMaxPagesIsNoStop() {
        let pages = [Self.page("[1]", links: [#"<http://api.test/v1/items?page=2>; rel="next""#]), Self.page("[2]", url: "http://api.test/v1/items?page=2")]
        #expect(Self.drive(.link(), pages: pages, maxPages: 2).steps.last == .finished(nil))
    }

    @Test(arguments: [(3, ["1", "2", "3"], true), (4, ["1", "2", "3", "4"], true), (5, ["1", "2", "3", "4", "5"], false)])
    func maxItemsCutsTheList(maxItems: Int, kept: [String], stoppedEarly: Bool) {
        let pages = [Self.page(#"{"items":[1,2],"nextCursor":"b"}"#), Self.page(#"{"items":[3,4],"nextCursor":"c"}"#),
                     Self.page(#"{"items":[5]}"#)]
        let run = Self.drive(.cursor(), pages: pages, maxItems: maxItems)
        #expect(run.items == kept)
        #expect(run.steps.last == .finished(stoppedEarly ? PageRun.Stop(option: "--max-items", limit: maxItems) : nil))
    }

    @Test(arguments: [
        (#"{"items":{"a":1}}"#, PagingReason.notAList(path: "data.items", page: 1, found: "an object")),
        (#"{"other":[]}"#, .notAList(path: "data.items", page: 1, found: nil)),
        (#"{"items":null}"#, .notAList(path: "data.items", page: 1, found: "null")),
    ])
    func aPageWithoutItsListIsRefused(data: String, reason: PagingReason) {
        #expect(Self.drive(.cursor(), pages: [Self.page(data)]).steps == [.failed(reason)])
    }

    @Test func aDeclarationWhosePathDoesNotReadFailsBeforeAnythingIsSent() {
        #expect(PageRun(paging: .link(items: "data["), maxPages: 5, maxItems: nil).step == .failed(.badPath("data[")))
        #expect(PageRun(paging: .cursor(at: ""), maxPages: 5, maxItems: nil).step == .failed(.badPath("")))
    }
}
