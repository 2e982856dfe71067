extension ErrorWording {
    /// The words of a paging failure (``PagingReason``).
    static func message(for reason: PagingReason) -> String {
        switch reason {
        case .notDeclared(let action):
            "\(quoted(action)) declares no pages, so --all has nothing to follow (a route declares its paging; 'request' follows Link headers)"
        case .limitWithoutAll(let option): "\(option) bounds --all; give --all too"
        case .unmergeable(let option): "--all prints the pages as one document, which \(option) cannot hold"
        case .badPath(let path): "the route's paging path \(quoted(path)) is not a result path such as data.items"
        case .notAList(let path, let page, let found):
            "page \(page) has no list at \(quoted(path))" + (found.map { " (found \($0))" } ?? "")
        case .badCursor(let path, let page, let found):
            "page \(page)'s cursor at \(quoted(path)) is \(found), not a string or number"
        case .repeatedCursor(let cursor, let page):
            "page \(page) gives the cursor \(quoted(cursor)) again: the pages loop, so they are not followed"
        case .badNextLink(let url, let page): "page \(page)'s next link \(quotedURL(url)) is not an http(s) URL"
        case .crossOrigin(let url, let page, let origin):
            "page \(page)'s next link \(quotedURL(url)) leaves \(Redaction.printable(origin)): pages are followed on the first page's origin only, and nothing was sent there"
        case .repeatedURL(let url, let page):
            "page \(page)'s next link \(quotedURL(url)) was fetched before: the pages loop, so they are not followed"
        }
    }

    /// The words of ``Warning/pagesLeft(option:limit:items:)``.
    static func pagesLeftMessage(option: String, limit: Int, items: Int) -> String {
        "--all stopped at \(option) \(limit) with more left: the list holds the first \(items) item\(items == 1 ? "" : "s")"
    }
}
