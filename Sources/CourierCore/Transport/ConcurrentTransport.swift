/// Many transfers in flight at once, all driven from the caller's thread: the seam `courier smoke`
/// runs its cases through, as ``Transport`` is the seam for one call (libcurl's multi interface lives
/// behind it, as `curl -Z` uses it).
///
/// Why tags and polling instead of callbacks: the caller steps one ``PipelineRun`` per transfer and
/// decides what to start next; a finished transfer only has to say whose it was.
/// Not for use from several threads at once.
package protocol ConcurrentTransport: AnyObject {
    /// Transfers in flight.
    var count: Int { get }
    /// Starts sending `request`; its result comes from a later ``perform(waitingAtMost:)`` under `tag`.
    func start(_ request: HTTPRequest, options: TransportOptions, tag: Int) throws(CourierError)
    /// Puts on the wire what was started since the last call, without waiting or returning what finished (a
    /// later ``perform(waitingAtMost:)`` does): the caller judges the last responses while these travel.
    func send()
    /// Moves every transfer along, waiting up to `timeout` seconds for activity when none has finished.
    /// Returns the transfers that finished (possibly none).
    func perform(waitingAtMost timeout: Double) -> [FinishedTransfer]
    /// Stops every transfer in flight (after Ctrl-C): each finishes as `cancelled`.
    func cancelAll() -> [FinishedTransfer]
}

/// A transfer a ``ConcurrentTransport`` finished: the tag it was started with, and what came back.
package struct FinishedTransfer {
    package var tag: Int
    package var result: Result<HTTPResponse, CourierError>

    package init(tag: Int, result: Result<HTTPResponse, CourierError>) {
        self.tag = tag
        self.result = result
    }
}
