import Arguments
import CourierCore
import CourierClient

/// `--all`, `--max-pages` and `--max-items` from the command line, checked against each other and `--output`.
extension PageOptions {
    /// - Throws: a bound without `--all`, or `--all` with an output that cannot hold merged pages (`usage`).
    static func resolve(_ values: ParsedValues) throws(CourierError) -> PageOptions {
        var pages = PageOptions()
        pages.all = values.flag(GlobalOptions.allPages)
        pages.maxPages = values.optional(GlobalOptions.maxPages) ?? defaultMaxPages
        pages.maxItems = values.optional(GlobalOptions.maxItems)
        for option in [GlobalOptions.maxPages.declaration, GlobalOptions.maxItems.declaration] where values.isGiven(option) && !pages.all {
            throw CourierError(.paging(.limitWithoutAll(option: "--" + option.name)))
        }
        guard pages.all else { return pages }
        if values.optional(GlobalOptions.output) == .body { throw CourierError(.paging(.unmergeable(option: "--output body"))) }
        if values.isGiven(GlobalOptions.download) { throw CourierError(.paging(.unmergeable(option: "--download"))) }
        return pages
    }
}
