/// How a list endpoint goes on to its next page, so `--all` can fetch every page: a property of the route
/// (docs/Architecture.md, "Pages").
///
/// Three styles cover what APIs do: a page number in the query, a cursor the body gives and the next
/// request sends back, and the `Link: <…>; rel="next"` header (RFC 8288, as GitHub pages). Paths are the
/// result paths `--select` reads: `data` is the envelope's data, or the body when there is no envelope.
/// `items` is where a page's list is: `--all` prints the last page's document with every page's items there.
///
///     var paging: Paging? {
///         switch self {
///         case .list: .cursor(at: "data.nextCursor", parameter: "cursor", items: "data.items")
///         case .detail: nil
///         }
///     }
public enum Paging: Sendable, Hashable {
    /// Pages counted in the query: `?page=1`, `?page=2`, … until an empty page, or one with fewer items than the
    /// request's `per_page`. `page` and `perPage` name the query parameters (default `page`, `per_page`);
    /// `firstPage` is the first page's number when the request carries none (default 1); `items` defaults to `data`.
    case pageNumber(page: String = "page", perPage: String = "per_page", firstPage: Int = 1, items: String = "data")
    /// Pages chained by a cursor in the body (default at `data.nextCursor`), sent back as the query parameter
    /// `parameter` (default `cursor`), until the cursor is missing, `null` or empty; `items` defaults to `data.items`.
    case cursor(at: String = "data.nextCursor", parameter: String = "cursor", items: String = "data.items")
    /// Pages chained by `Link: <URL>; rel="next"` (RFC 8288), followed on the same origin only, until a page has none;
    /// `items` defaults to `data`. `courier request` pages this way (as `gh api --paginate`).
    case link(items: String = "data")

    /// Where a page's list is.
    package var items: String {
        switch self {
        case .pageNumber(_, _, _, let items), .cursor(_, _, let items), .link(let items): items
        }
    }
}
