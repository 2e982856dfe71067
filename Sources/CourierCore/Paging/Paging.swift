/// How a list endpoint goes on to its next page, so `--all` can fetch every page (DESIGN.md: "Pages are a
/// property of a route").
///
/// Three styles cover what APIs do: a page number in the query, a cursor the body gives and the next
/// request sends back, and the `Link: <…>; rel="next"` header (RFC 8288, as GitHub pages). Paths are the
/// result paths `--select` reads: `data` is the envelope's data, or the body when there is no envelope.
///
///     var paging: Paging? {
///         switch self {
///         case .list: .cursor(at: "data.nextCursor", parameter: "cursor", items: "data.items")
///         case .detail: nil
///         }
///     }
public struct Paging: Sendable, Hashable {
    /// How the next page is asked for.
    package enum Style: Sendable, Hashable {
        /// The query parameter `page` counts from `first`; `perPage` names the page size the request may carry.
        /// The pages end with an empty page, or one shorter than the size the request asked for.
        case pageNumber(page: String, perPage: String, first: Int)
        /// The body's value at `path` is the next page's cursor, sent as the query parameter `parameter`.
        /// The pages end where it is missing, `null` or empty.
        case cursor(path: String, parameter: String)
        /// The `Link` header's `rel="next"` target; the pages end where there is none.
        case link
    }

    package var style: Style
    /// Where a page's list is (a result path); `--all` prints one document whose list there holds every page's items.
    package var items: String

    package init(_ style: Style, items: String) {
        self.style = style
        self.items = items
    }

    /// Pages counted in the query: `?page=1`, `?page=2`, … until an empty page, or one with fewer items than the
    /// request's `per_page`.
    /// - Parameters:
    ///   - page: The query parameter of the page number. Default: `page`.
    ///   - perPage: The query parameter of the page size, read from the request to spot the last page. Default: `per_page`.
    ///   - firstPage: The number of the first page, when the request does not carry one. Default: 1.
    ///   - items: Where a page's list is. Default: `data` (the envelope's data, or the body).
    public static func pageNumber(page: String = "page", perPage: String = "per_page", firstPage: Int = 1, items: String = "data") -> Paging {
        Paging(.pageNumber(page: page, perPage: perPage, first: firstPage), items: items)
    }

    /// Pages chained by a cursor in the body, sent back as a query parameter, until the cursor is missing, `null` or empty.
    /// - Parameters:
    ///   - path: Where the next page's cursor is. Default: `data.nextCursor`.
    ///   - parameter: The query parameter that carries it. Default: `cursor`.
    ///   - items: Where a page's list is. Default: `data.items`.
    public static func cursor(at path: String = "data.nextCursor", parameter: String = "cursor", items: String = "data.items") -> Paging {
        Paging(.cursor(path: path, parameter: parameter), items: items)
    }

    /// Pages chained by `Link: <URL>; rel="next"` (RFC 8288), followed on the same origin only, until a page has none.
    /// `courier request` pages this way (as `gh api --paginate`).
    /// - Parameter items: Where a page's list is. Default: `data` (the envelope's data, or the body).
    public static func link(items: String = "data") -> Paging {
        Paging(.link, items: items)
    }
}
