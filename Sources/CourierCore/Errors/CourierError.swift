/// A failure: what went wrong as data (``Reason``, with its evidence) and, optionally, a hint.
///
/// The category, the sentence and the document's fields are all computed from the reason, so they cannot
/// disagree, and the words live in one place (``ErrorWording``), as Alamofire's `AFError` keeps its
/// reasons apart from their descriptions.
public struct CourierError: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: Reason
    /// A hint on how to fix it, shown after the message; by default ``ErrorWording/hint(for:)``'s.
    public var hint: String?

    package init(_ reason: Reason, hint: String? = nil) {
        self.reason = reason
        self.hint = hint ?? ErrorWording.hint(for: reason)
    }

    /// An error of code outside Courier (a team's plugin or route): its own category and sentence.
    public init(_ category: ErrorCategory, _ message: String, hint: String? = nil) {
        self.init(.custom(category, message), hint: hint)
    }

    public var category: ErrorCategory { reason.category }
    package var exitCode: Int32 { category.exitCode }
    /// The sentence, without category or hint.
    public var message: String { ErrorWording.message(for: reason) }
    /// The envelope code that came with an HTTP or business error, if any.
    public var code: JSON? { reason.envelopeCode }
    /// libcurl's CURLcode for transport failures.
    package var curlCode: Int? { reason.curlCode }
    /// A field path for contract failures.
    package var path: String? { reason.fieldPath }

    /// One line: `http.not_found: HTTP 404: order not found (code 40401)`.
    public var description: String { ErrorWording.line(for: self) }

    package static func usage(_ reason: UsageReason) -> CourierError { CourierError(.usage(reason)) }
    package static func config(_ reason: ConfigReason) -> CourierError { CourierError(.config(reason)) }
    package static func file(_ reason: FileReason) -> CourierError { CourierError(.file(reason)) }
    package static func request(_ reason: RequestReason) -> CourierError { CourierError(.request(reason)) }
    package static func transport(_ reason: TransportReason) -> CourierError { CourierError(.transport(reason)) }
    package static func redirect(_ reason: RedirectReason) -> CourierError { CourierError(.redirect(reason)) }
    package static func response(_ reason: ResponseReason) -> CourierError { CourierError(.response(reason)) }
    package static func `internal`(_ reason: InternalReason) -> CourierError { CourierError(.internal(reason)) }
    /// Ctrl-C (or SIGTERM); `curlCode` when libcurl's transfer was the one stopped.
    package static func interrupted(curlCode: Int? = nil) -> CourierError { CourierError(.interrupted(curlCode: curlCode)) }
}
