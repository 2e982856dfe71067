import CourierCore

extension PageRun {
    /// The page after a single page's answer, by the same rules `--all` follows (a short or empty page is the last; a
    /// missing, `null` or empty cursor ends the list): what an MCP tool's result tells the agent to ask for next.
    /// - Returns: `nil` when the answer failed, was the last page, or cannot be followed (a cursor that is not text).
    package static func following(_ result: Call.Result, paging: Paging) -> NextPage? {
        guard result.error == nil, case .answered(let delivery, let response, _) = result.outcome else { return nil }
        var run = PageRun(paging: paging, maxPages: .max, maxItems: nil)
        guard case .fetch = run.step else { return nil }
        run.received(Page(root: result.selectionRoot(), links: response.headers.values(for: "Link"), url: delivery.request.url))
        if case .fetch(let next?) = run.step { return next }
        return nil
    }
}
