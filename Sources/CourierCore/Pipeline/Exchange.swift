/// What the pipeline's loop did with one call, before it is judged (``Pipeline/judge(_:route:in:)``).
///
/// The machine's last step, kept apart from the verdict so that the driver chooses when to judge:
/// `courier smoke` judges a case after refilling the free transfer slots, so judging overlaps the
/// transfers in flight.
package enum Exchange: Sendable {
    /// Refused before sending (a bad base URL, header or path parameter, a plugin's refusal): nothing went out.
    case refused(CourierError)
    /// Sent, and no response to judge: the transport failed, a redirect could not be followed, or the
    /// wait before a retry was interrupted.
    case failed(Delivery, CourierError)
    /// The last attempt's response (after its redirects).
    case answered(Delivery, HTTPResponse)
}
