import CourierCore
import CourierShared

/// The `--all` loop as a state machine without I/O (async-http-client's style): told each page as it arrives,
/// it says what to fetch next, that the pages are done (or stopped at a limit), or why they cannot be followed.
/// ``PagedCall`` does the I/O, sending every page through the call's own pipeline; tables test this one.
///
/// A page's next request is found by the route's ``Paging``: the page number after the one the request carried,
/// the body's cursor, or the `Link` header's `rel="next"` target resolved against the page's URL (RFC 3986
/// §5). A next link is followed on the first page's origin only, and a cursor or URL seen before ends the loop
/// with an error rather than loop until the page limit.
package struct PageRun {
    /// One page as the machine reads it.
    package struct Page {
        /// The page's document as `--select` reads it (``Selection/root(_:dataKey:)``): `data` is the payload.
        package var root: JSON
        /// The response's `Link` field values, in order.
        package var links: [String]
        /// The URL the page was fetched from.
        package var url: String
    }

    /// A limit the pages stopped at with more left: the option and its value.
    package struct Stop: Equatable {
        package var option: String
        package var limit: Int
    }

    /// The limits' options as a ``Stop`` names them, spelled once in ``GlobalOptionName``.
    private static let maxItemsOption = "--" + GlobalOptionName.maxItems.rawValue
    private static let maxPagesOption = "--" + GlobalOptionName.maxPages.rawValue

    package enum Step: Equatable {
        /// Send the next page: the route's own request for the first (`nil`), else changed by this.
        case fetch(NextPage?)
        /// Every page is in, or a limit (``Stop``) was reached with more left.
        case finished(Stop?)
        /// The pages cannot be followed (or the declaration's paths do not read).
        case failed(PagingReason)
    }

    private(set) var step: Step = .fetch(nil)
    /// Pages received so far.
    private(set) var pages = 0
    /// Items kept so far, across pages.
    private(set) var itemCount = 0
    /// The items the last page added, cut at `--max-items`.
    private(set) var pageItems: [JSON] = []

    private let paging: Paging
    private let items: Selection
    private let cursor: Selection?
    private let maxPages: Int
    private let maxItems: Int?
    /// The first page's origin (RFC 6454): next links must stay on it.
    private var origin: String?
    private var fetched: Set<String> = []
    private var cursors: Set<String> = []

    package init(paging: Paging, maxPages: Int, maxItems: Int?) {
        self.paging = paging
        self.maxPages = maxPages
        self.maxItems = maxItems
        let itemsPath = try? Selection.parse(paging.items)
        var cursorPath: Selection?
        if case .cursor(let path, _, _) = paging {
            cursorPath = try? Selection.parse(path)
            if cursorPath == nil { step = .failed(.badPath(path)) }
        }
        if itemsPath == nil { step = .failed(.badPath(paging.items)) }
        items = itemsPath ?? Selection(text: paging.items, steps: [])
        cursor = cursorPath
    }

    /// Reads a page that answered successfully and decides the next step.
    package mutating func received(_ page: Page) {
        guard case .fetch = step else { preconditionFailure("PageRun: a page arrived in state \(step); the driver must fetch only when told") }
        pages += 1
        if origin == nil { origin = URLParts(page.url)?.origin }
        fetched.insert(page.url)

        let list: [JSON]
        switch items.select(in: page.root) {
        case .success(let value):
            guard case .array(let elements) = value.expanded else {
                return step = .failed(.notAList(path: items.text, page: pages, found: value.kindPhrase))
            }
            list = elements
        case .failure:
            return step = .failed(.notAList(path: items.text, page: pages, found: nil))
        }
        var kept = list
        if let maxItems, kept.count > maxItems - itemCount { kept = Array(kept.prefix(maxItems - itemCount)) }
        pageItems = kept
        itemCount += kept.count
        if kept.count < list.count, let maxItems { return step = .finished(Stop(option: Self.maxItemsOption, limit: maxItems)) }

        let next: NextPage?
        switch nextPage(after: page, listCount: list.count) {
        case .success(let found): next = found
        case .failure(let reason): return step = .failed(reason)
        }
        guard let next else { return step = .finished(nil) }
        if let maxItems, itemCount >= maxItems { return step = .finished(Stop(option: Self.maxItemsOption, limit: maxItems)) }
        if pages >= maxPages { return step = .finished(Stop(option: Self.maxPagesOption, limit: maxPages)) }
        step = .fetch(next)
    }

    /// What the page after `page` is, `nil` when it was the last, or why it cannot be followed.
    private mutating func nextPage(after page: Page, listCount: Int) -> Result<NextPage?, PagingReason> {
        switch paging {
        case .pageNumber(let name, let perPage, let first, _):
            let size = NextPage.queryValue(perPage, in: page.url).flatMap { Int($0) }
            if listCount == 0 || size.map({ listCount < $0 }) == true { return .success(nil) }
            let current = NextPage.queryValue(name, in: page.url).flatMap { Int($0) } ?? first
            // The page number is the URL's, which a redirect can set to the last Int: no page follows it.
            let (following, overflow) = current.addingReportingOverflow(1)
            if overflow { return .success(nil) }
            return .success(.query(name: name, value: String(following)))
        case .cursor(_, let parameter, _):
            // The cursor this page was asked with counts as seen: a page that hands it back loops.
            if let sent = NextPage.queryValue(parameter, in: page.url) { cursors.insert(sent) }
            guard let cursor, case .success(let value) = cursor.select(in: page.root) else { return .success(nil) }
            let text: String
            switch value.expanded {
            case .null: return .success(nil)
            case .string(let string): text = string
            case .number(let literal): text = literal
            default: return .failure(.badCursor(path: cursor.text, page: pages, found: value.kindPhrase))
            }
            if text.isEmpty { return .success(nil) }
            guard cursors.insert(text).inserted else { return .failure(.repeatedCursor(text, page: pages)) }
            return .success(.query(name: parameter, value: text))
        case .link:
            guard let target = LinkHeader.target(rel: "next", in: page.links) else { return .success(nil) }
            guard let url = URLParts.resolve(target, against: page.url), let parts = URLParts(url) else {
                return .failure(.badNextLink(target, page: pages))
            }
            if let origin, parts.origin != origin { return .failure(.crossOrigin(url: url, page: pages, origin: origin)) }
            if fetched.contains(url) { return .failure(.repeatedURL(url, page: pages)) }
            return .success(.url(url))
        }
    }
}
