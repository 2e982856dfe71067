import Courier

/// Page through a list, in each way APIs page.
///
/// The demo API's seven items, three a page, behind a page number, a cursor and `Link` headers. Each case
/// declares its paging, so `--all` fetches every page and prints one document (`-o ndjson`: one item a line).
// courier: group=pages
public enum PageRouter: Route {
    /// List items by page number: ?page=N&per_page=K, until a short page.
    /// - Parameter perPage: Items a page.
    // courier: option perPage range=1...100 example="courier pages numbered --all"
    case numbered(perPage: Int = 3)
    /// List items by cursor: each page's data.nextCursor is the next page's ?cursor=.
    /// - Parameter limit: Items a page.
    // courier: option limit range=1...100 example="courier pages cursor --all --max-items 5"
    case cursor(limit: Int = 3)
    /// List items by Link header: each page's rel="next" link (RFC 8288).
    /// - Parameter perPage: Items a page.
    // courier: option perPage range=1...100 example="courier -o ndjson pages linked --all"
    case linked(perPage: Int = 3)

    public var method: HTTPMethod {
        switch self {
        case .numbered, .cursor, .linked: .get
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .numbered: ["pages", "numbered"]
        case .cursor: ["pages", "cursor"]
        case .linked: ["pages", "linked"]
        }
    }

    public var query: [QueryItem] {
        switch self {
        case .numbered(let perPage), .linked(let perPage): [QueryItem("per_page", String(perPage))]
        case .cursor(let limit): [QueryItem("limit", String(limit))]
        }
    }

    public var paging: Paging? {
        switch self {
        case .numbered: .pageNumber(page: "page", perPage: "per_page", items: "data.items")
        case .cursor: .cursor(at: "data.nextCursor", parameter: "cursor", items: "data.items")
        case .linked: .link(items: "data")
        }
    }

    public var contract: ModelContract {
        switch self {
        case .numbered: .decodes(NumberedItems.self)
        case .cursor: .decodes(CursorItems.self)
        case .linked: .decodes([Item].self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .numbered:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"items":[\#(Self.sampleItem)],"page":1,"perPage":3,"total":1}}"#)]
        case .cursor:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"items":[\#(Self.sampleItem)],"nextCursor":null}}"#)]
        case .linked:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":[\#(Self.sampleItem)]}"#)]
        }
    }

    static let sampleItem = #"{"id":1,"name":"item 1"}"#
}
