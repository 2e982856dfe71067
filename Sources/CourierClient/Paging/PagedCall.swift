import CourierCore
import CourierPlatform

/// `--all`: the I/O around ``PageRun``. Each page goes through the call's own pipeline (plugins, credentials,
/// retries, judging), changed only by its ``NextPage``; the machine decides what comes next.
///
/// It ends in one ``Call/Result``: on success the last page's document with the list at the route's items path
/// holding every page's items in order (the last page's paging fields kept); on a failing page that page's own
/// result, so the call fails with its category and no partial list; when the pages cannot be followed, the
/// page that showed it, failed with the `paging` error.
package struct PagedCall {
    package let call: Call
    package let paging: Paging

    package init(call: Call, paging: Paging) {
        self.call = call
        self.paging = paging
    }

    /// How the pages ended.
    package struct Collected {
        package var result: Call.Result
        /// The limit `--all` stopped at with more left (worth a warning), or `nil`.
        package var stop: PageRun.Stop?
        /// Pages fetched.
        package var pages: Int
        /// Items kept, across pages.
        package var items: Int
    }

    /// The paging `--all` follows for `route`: `nil` without `--all`.
    /// - Throws: `usage` when `--all` is given and the route declares no paging.
    package static func paging(of route: any Route, settings: Settings, action: String) throws(CourierError) -> Paging? {
        guard settings.pages.all else { return nil }
        guard let paging = route.paging else { throw CourierError(.paging(.notDeclared(action: action))) }
        return paging
    }

    /// Fetches the pages.
    /// - Parameters:
    ///   - first: page 1's outcome when the caller has already sent it (a smoke case); `nil` sends it here.
    ///   - keepsItems: whether the merged list is built (not when each page's items were streamed).
    ///   - onPage: called with each successful page's items (cut at `--max-items`) as it arrives, in order; what it
    ///     throws (a front end's own failure: the CLI's when stdout is closed) ends the pages and is rethrown.
    package func collect<Failure: Error>(first: CallOutcome? = nil, keepsItems: Bool = true,
                                 onPage: ([JSON]) throws(Failure) -> Void) throws(Failure) -> Collected
    {
        let started = PipelineClock.system.now()
        var run = PageRun(paging: paging, maxPages: call.settings.pages.maxPages, maxItems: call.settings.pages.maxItems)
        var pipeline = call.pipeline()
        var pending = first
        var items: [JSON] = []
        var last: Call.Result?
        func elapsed() -> Double { (PipelineClock.system.now() - started) * 1000 }
        while true {
            switch run.step {
            case .fetch(let next):
                // Ctrl-C between pages ends the loop before the next page is sent.
                if next != nil, Interrupts.arrived || Cancellation.currentIsCancelled {
                    return Collected(result: call.result(.refused(.interrupted()), milliseconds: elapsed()), stop: nil, pages: run.pages, items: run.itemCount)
                }
                // Only the first fetch has no next page: it starts where the call asks (``Call/startPage``).
                pipeline.nextPage = next ?? call.startPage
                let outcome = pending ?? pipeline.run(call.route, in: call.settings.target.environment)
                pending = nil
                let result = call.result(outcome, milliseconds: elapsed())
                guard result.error == nil, case .answered(let delivery, let response, _) = outcome else {
                    return Collected(result: result, stop: nil, pages: run.pages + 1, items: run.itemCount)
                }
                run.received(PageRun.Page(root: Selection.root(result.document.json(), dataKey: result.document.dataKey),
                                          links: response.headers.values(for: "Link"), url: delivery.request.url))
                last = result
                if case .failed = run.step { continue }
                if keepsItems { items += run.pageItems }
                try onPage(run.pageItems)
            case .finished(let stop):
                guard let last else { preconditionFailure("PagedCall: finished before any page") }
                return Collected(result: merged(last, items: items, milliseconds: elapsed()), stop: stop, pages: run.pages, items: run.itemCount)
            case .failed(let reason):
                let error = CourierError(.paging(reason))
                guard let last, case .answered(let delivery, let response, var verdict) = last.outcome else {
                    return Collected(result: call.result(.refused(error), milliseconds: elapsed()), stop: nil, pages: run.pages, items: run.itemCount)
                }
                verdict.error = error
                return Collected(result: call.result(.answered(delivery, response, verdict), milliseconds: elapsed()), stop: nil, pages: run.pages, items: run.itemCount)
            }
        }
    }

    /// Fetches the pages, nothing done as each arrives.
    /// - Parameter first: page 1's outcome when the caller has already sent it (a smoke case); `nil` sends it here.
    package func collect(first: CallOutcome? = nil) -> Collected {
        collect(first: first) { (_: [JSON]) throws(Never) in }
    }

    /// The last page's result with the list at the items path replaced by `items`.
    private func merged(_ last: Call.Result, items: [JSON], milliseconds: Double) -> Call.Result {
        guard case .answered(let delivery, let response, var verdict) = last.outcome,
              let steps = (try? Selection.parse(paging.items).steps).map(ArraySlice.init), case .key(let head) = steps.first else { return last }
        let rest = steps.dropFirst()
        let list = JSON.array(items)
        let dataKey = last.document.dataKey
        switch head {
        case "data" where verdict.envelope != nil && dataKey != nil:
            verdict.envelope = verdict.envelope?.replacing(at: ArraySlice([.key(dataKey ?? "data")] + rest), with: list) ?? verdict.envelope
        case "envelope" where verdict.envelope != nil:
            verdict.envelope = verdict.envelope?.replacing(at: rest, with: list) ?? verdict.envelope
        case "data", "body":
            if case .json(let body) = verdict.body, let replaced = body.replacing(at: rest, with: list) { verdict.body = .json(replaced) }
        default:
            return last
        }
        return call.result(.answered(delivery, response, verdict), milliseconds: milliseconds)
    }
}
