import CourierCore

/// `--all` and its bounds, resolved once: whether a call fetches every page of its list, and where it stops.
package struct PageOptions: Equatable {
    /// `--max-pages` when not given: a bound on a server whose pages never end. Help prints it from here.
    package static let defaultMaxPages = 100

    package var all = false
    package var maxPages = defaultMaxPages
    package var maxItems: Int?

    package init() {}
}
