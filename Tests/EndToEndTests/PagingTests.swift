import Foundation
import Testing
import TestSupport

/// `--all` against the demo API's lists (Tests/Servers/demo_pages.py): a page number, a cursor and `Link`
/// headers, their limits, the loops and the cross-origin link they refuse, and a failing page.
struct PagingTests {
    let demo: LoopbackServer
    init() throws { demo = try LoopbackServer(script: "demo_api.py") }

    func courier(_ arguments: [String], fault: String? = nil) -> CourierRun {
        CourierRun.run((fault.map { ["-H", "X-Page-Fault: " + $0] } ?? []) + arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
    }

    static let allIDs = Array(1...7)

    /// The ids of the listed items in the order printed.
    func ids(_ value: Any?) -> [Int] { (value as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? [] }

    /// Page requests the demo API counted, by style.
    func counts() -> [String: Int] {
        let run = CourierRun.run(["-o", "data", "request", "GET", "/pages/count"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        return (run.json as? [String: Int]) ?? [:]
    }

    /// Seven items, three a page: three requests in each style (the page-number list ends at its short third page).
    @Test(arguments: [("numbered", "data.items"), ("cursor", "data.items"), ("linked", "data")])
    func allFetchesEveryPageIntoOneDocument(style: String, items: String) {
        let run = courier(["pages", style, "--all"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope." + items)) == Self.allIDs, "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(counts()[style] == 3)
    }

    /// `gh api --paginate`: a plain JSON API whose pages are bare arrays chained by Link headers, called by
    /// its own base URL, and as a foreign origin from the demo API's environment.
    @Test func allFollowsLinkPagesOfAPlainAPIOnLoopback() throws {
        let plain = try LoopbackServer(script: "plain_api.py")
        let own = CourierRun.run(["--no-envelope", "request", "GET", "/repos", "--all"], environment: ["COURIER_BASE_URL": plain.baseURL])
        #expect(own.exitCode == 0, "\(own.stderr)")
        #expect(ids(own.json?["body"]) == [1, 2, 3], "\(own.stdout)")
        let foreign = courier(["-o", "data", "request", "GET", plain.baseURL + "/repos", "--all"])
        #expect(foreign.exitCode == 0, "\(foreign.stderr)")
        #expect(foreign.stdout.contains("octo/three"), "\(foreign.stdout)")
        #expect(counts().values.reduce(0, +) == 0, "the demo API was not called")
    }

    @Test func theLastPagesPagingFieldsAreKept() {
        let numbered = courier(["pages", "numbered", "--all"])
        #expect(numbered.json?.at("envelope.data.page") as? Int == 3)
        let cursor = courier(["pages", "cursor", "--all"])
        #expect(cursor.json?.at("envelope.data.nextCursor") is NSNull, "\(cursor.stdout)")
    }

    @Test func aFullLastPageIsFollowedByAnEmptyOneThatEndsTheList() {
        let run = courier(["pages", "numbered", "--per-page", "7", "--all"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data.items")) == Self.allIDs)
        #expect(counts()["numbered"] == 2)
    }

    @Test func requestFollowsLinkHeadersByDefault() {
        let run = courier(["request", "GET", "/pages/linked", "--query", "per_page=2", "--all"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data")) == Self.allIDs)
        #expect(counts()["linked"] == 4)
    }

    @Test func aRelativeNextLinkIsResolvedAgainstThePage() {
        let run = courier(["pages", "linked", "--all"], fault: "relative")
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data")) == Self.allIDs)
    }

    @Test func maxPagesStopsWithAWarningAndKeepsWhatCame() {
        let run = courier(["pages", "linked", "--all", "--max-pages", "2"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data")) == [1, 2, 3, 4, 5, 6])
        #expect(run.stderr.contains("warning: --all stopped at --max-pages 2 with more left: the list holds the first 6 items"), "\(run.stderr)")
        #expect(counts()["linked"] == 2)
    }

    @Test func maxItemsCutsTheListAndStopsFetching() {
        let run = courier(["pages", "cursor", "--all", "--max-items", "4"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data.items")) == [1, 2, 3, 4])
        #expect(run.stderr.contains("--max-items 4"), "\(run.stderr)")
        #expect(counts()["cursor"] == 2)
    }

    @Test func maxItemsAtTheExactEndIsNoWarning() {
        let run = courier(["pages", "cursor", "--all", "--max-items", "7"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ids(run.json?.at("envelope.data.items")) == Self.allIDs)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func aRepeatedCursorStopsWithAPagingError() {
        let run = courier(["pages", "cursor", "--all"], fault: "repeat")
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(run.stderr.contains("courier: paging: page 2 gives the cursor 'c3' again: the pages loop"), "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "paging")
        #expect(counts()["cursor"] == 2)
    }

    @Test func aRepeatedNextURLStopsWithAPagingError() {
        let run = courier(["pages", "linked", "--all"], fault: "repeat")
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(run.stderr.contains("courier: paging: page 2's next link"), "\(run.stderr)")
        #expect(run.stderr.contains("was fetched before"), "\(run.stderr)")
        #expect(counts()["linked"] == 2)
    }

    @Test func aNextLinkToAnotherOriginIsRefusedAndNothingIsSentThere() throws {
        let other = try LoopbackServer(script: "scripted_server.py")
        let run = courier(["pages", "linked", "--all"], fault: "next-origin=" + other.baseURL)
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(run.stderr.contains("courier: paging: page 1's next link '\(other.baseURL)/v1/pages/linked?page=2&per_page=3' leaves http://127.0.0.1:"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was sent there"), "\(run.stderr)")
        #expect(try other.stats().connections == 0)
        #expect(counts()["linked"] == 1)
    }

    @Test func theTokenNeverLeavesForTheOtherOriginNorAppearsInAnyOutput() throws {
        let other = try LoopbackServer(script: "scripted_server.py")
        let canary = "canary-page-token-7c1e"
        let run = CourierRun.run(["-v", "-H", "X-Page-Fault: next-origin=" + other.baseURL, "request", "GET", "/pages/linked", "--all"],
                                 environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "COURIER_TOKEN": canary])
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(try other.stats().requests == 0)
        #expect(!run.stdout.contains(canary) && !run.stderr.contains(canary))
        // The token went to the demo API (redacted in the output), and nowhere else.
        #expect(run.json?.at("request.url") as? String == demo.baseURL + "/v1/pages/linked")
        #expect((run.json?.at("request.headers.Authorization") as? String)?.hasPrefix("Bearer") == true, "\(run.stdout)")
    }

    @Test(arguments: ["numbered", "cursor", "linked"])
    func anErrorOnPageThreeFailsTheCallWithThatPagesCategory(style: String) {
        let run = courier(["--no-retry", "pages", style, "--all"], fault: "fail-at=3")
        #expect(run.exitCode == 5, "\(run.stderr)")
        #expect(run.stderr.contains("courier: http.server: HTTP 500 Internal Server Error: page 3 failed"), "\(run.stderr)")
        // No partial list: stdout is the failing page's own document, nothing of pages 1 and 2.
        #expect(run.json?.at("error.category") as? String == "http.server")
        #expect(!run.stdout.contains("item 1"), "\(run.stdout)")
        #expect(!run.stdout.contains("item 4"), "\(run.stdout)")
    }

    @Test func aPageThatIsNotAnEnvelopeFailsAsDecodingEnvelope() {
        let run = courier(["pages", "numbered", "--all"], fault: "plain-at=2")
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(run.stderr.contains("courier: decoding.envelope:"), "\(run.stderr)")
        #expect(!run.stdout.contains("item 1"), "\(run.stdout)")
    }

    @Test func aPageWithoutItsListIsAPagingError() {
        let run = courier(["--no-contract", "pages", "cursor", "--all"], fault: "not-a-list")
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(run.stderr.contains("courier: paging: page 1 has no list at 'data.items' (found an object)"), "\(run.stderr)")
    }

    @Test func ndjsonStreamsOneItemALine() {
        let run = courier(["-o", "ndjson", "pages", "linked", "--all"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.stdout)")
        #expect(lines.first == #"{"id":1,"name":"item 1"}"#)
        #expect(lines.last == #"{"id":7,"name":"item 7"}"#)
    }

    @Test func ndjsonWithSelectPrintsOneValueOfEachItem() {
        let run = courier(["-o", "ndjson", "--select", "name", "pages", "cursor", "--all", "--max-items", "2"])
        #expect(run.stdout == "item 1\nitem 2\n", "\(run.stdout)\(run.stderr)")
    }

    @Test func ndjsonEndsWithTheFailingPagesDocumentAfterTheItemsBeforeIt() {
        let run = courier(["--no-retry", "-o", "ndjson", "pages", "linked", "--all"], fault: "fail-at=3")
        #expect(run.exitCode == 5, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.stdout)")
        #expect(lines.last?.contains(#""category":"http.server""#) == true, "\(run.stdout)")
    }

    @Test func selectReadsTheMergedDocument() {
        let run = courier(["--select", "data[6].name", "pages", "linked", "--all"])
        #expect(run.stdout == "item 7\n", "\(run.stdout)\(run.stderr)")
    }

    @Test(arguments: [
        (["orders", "list", "--uid", "5", "--all"], "'orders list' declares no pages"),
        (["--max-pages", "2", "pages", "linked"], "--max-pages bounds --all; give --all too"),
        (["--max-items", "2", "pages", "linked"], "--max-items bounds --all; give --all too"),
        (["-o", "body", "pages", "linked", "--all"], "which --output body cannot hold"),
        (["--download", "/tmp/courier-never-written", "pages", "linked", "--all"], "which --download cannot hold"),
        (["pages", "linked", "--all", "--max-pages", "0"], "--max-pages"),
    ])
    func commandLinesThatCannotPageAreUsageErrorsThatSendNothing(arguments: [String], message: String) {
        let run = courier(arguments)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(counts().values.reduce(0, +) == 0)
    }

    @Test func aSmokeCaseMayFetchEveryPage() throws {
        let plan = NSTemporaryDirectory() + "courier-pages-\(UUID().uuidString).smoke"
        try """
        [every page]   pages cursor --all      => ok count(data.items)=7 data.items[6].id=7
        [a loop]       pages linked --all -H 'X-Page-Fault: repeat' => paging
        """.write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let run = CourierRun.run(["smoke", plan, "--output", "ndjson"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        #expect(counts()["cursor"] == 3)
        #expect(counts()["linked"] == 2)
    }
}
