/// Why `--all` cannot go on: a command line that cannot page (`usage`), a route's paging declaration that does not
/// read (`config`), or pages that do not continue as declared (`paging`, exit 10). `page` counts from 1.
package enum PagingReason: Error, Sendable, Equatable {
    /// `--all` on an action whose route declares no paging.
    case notDeclared(action: String)
    /// `--max-pages` or `--max-items` without `--all`.
    case limitWithoutAll(option: String)
    /// `--all` with an output the merged pages cannot be (`--output body`, `--download`).
    case unmergeable(option: String)
    /// The route's paging names a path that is not a result path (the declaration's, not the server's fault).
    case badPath(String)
    /// A page whose list is missing, or not an array; `found` is what is there (`an object`), `nil` when nothing.
    case notAList(path: String, page: Int, found: String?)
    /// A page's cursor that is neither a string nor a number.
    case badCursor(path: String, page: Int, found: String)
    /// A page gave the cursor an earlier page gave: following it would loop.
    case repeatedCursor(String, page: Int)
    /// A page's `rel="next"` target is not an http(s) URL.
    case badNextLink(String, page: Int)
    /// A page's next link leaves the first page's origin: nothing is sent there.
    case crossOrigin(url: String, page: Int, origin: String)
    /// A page's next link is a URL already fetched: following it would loop.
    case repeatedURL(String, page: Int)

    var category: ErrorCategory {
        switch self {
        case .notDeclared, .limitWithoutAll, .unmergeable: .usage
        case .badPath: .config
        case .notAList, .badCursor, .repeatedCursor, .badNextLink, .crossOrigin, .repeatedURL: .paging
        }
    }
}
