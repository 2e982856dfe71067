import CourierClient
import CourierCore

/// What a tool call asks beside the action's own options: how much of the call's document comes back (`verbose`,
/// `select`) and which pages (`cursor` or `page`, `all`). Every tool takes `verbose` and `select`; a paged route's
/// tool also takes the argument it pages by and `all`.
package struct ToolCallOptions: Equatable {
    /// The whole document (status, response headers, the request sent) instead of only the data.
    package var verbose = false
    /// A `--select` path: only that value comes back.
    package var select: Selection?
    /// Every page, merged, as `--all` fetches them (bounded by the server's `--max-pages`).
    package var all = false
    /// Where the list starts: the next page a previous result named.
    package var page: NextPage?

    package init() {}

    /// The arguments a tool takes beside its action's inputs; an action's own input of the same name wins.
    enum Name: String, CaseIterable {
        case verbose, select, all
    }

    /// The argument a paged route's tool pages by: the cursor's or page number's query parameter, with whether it is
    /// a number and its first value. A route paged by `Link` takes none (its next page is a URL; `all` follows it).
    struct PageArgument: Equatable {
        var name: String
        var isNumber: Bool
        var first: Int

        init?(_ paging: Paging?) {
            switch paging {
            case .cursor(_, let parameter, _)?: (name, isNumber, first) = (parameter, false, 0)
            case .pageNumber(let page, _, let first, _)?: (name, isNumber, self.first) = (page, true, first)
            case .link?, nil: return nil
            }
        }

        var schema: JSON {
            isNumber
                ? ["type": "integer", "minimum": .int(first), "description": .string("The page to fetch: a previous result's next.\(name) (default: the first page).")]
                : ["type": "string", "description": .string("The page to fetch: a previous result's next.\(name) (default: the first page).")]
        }
    }

    /// The schema of each argument ``ToolCallOptions`` reads, as `tools/list` lists it.
    static func schema(_ name: Name, maxPages: Int) -> JSON {
        switch name {
        case .verbose:
            ["type": "boolean", "description": "Return the call's whole document: status, response headers and the request sent (default: only the data)."]
        case .select:
            ["type": "string", "description": "Return only the value at this path of the call's document: data[0].no, data.items, status, headers.content-type, error.category."]
        case .all:
            ["type": "boolean", "description": .string("Fetch every page (at most \(maxPages)) and return their items as one list.")]
        }
    }

    /// The next page as the data a result carries: `{"cursor": "c3"}` or `{"page": 2}`, the argument to call with.
    static func next(_ page: NextPage, argument: PageArgument?) -> JSON? {
        guard case .query(let name, let value) = page, let argument, argument.name == name else { return nil }
        if argument.isNumber, let number = Int(value) { return .object([.init(name, .int(number))]) }
        return .object([.init(name, .string(value))])
    }
}
