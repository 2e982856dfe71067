/// A failure: its stable ``category``, the sentence that says what went wrong, and optionally a hint.
///
/// Courier's own errors keep what went wrong as data (a reason with its evidence: the status, the curl
/// code, the field path) and compute the category and the sentence from it, so they cannot disagree, as
/// Alamofire's `AFError` keeps its reasons apart from their descriptions. The reasons are Courier's to
/// extend, so they are not public: a team's plugin or route reads `category`, `message` and `code`, and
/// throws `CourierError(.requestInvalid, "unsigned")` with a category and a sentence of its own.
public struct CourierError: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: Reason
    /// A hint on how to fix it, shown after the message; Courier's errors come with one where it knows a fix.
    public var hint: String? {
        didSet { hintValues = nil }
    }
    /// The values a hint Courier worded quotes (a header's name, where a token came from, a server's scheme): the
    /// hint's only evidence (``carriedSecrets(of:)``), its other words being Courier's. `nil`: the whole hint is evidence.
    package private(set) var hintValues: [String]?

    /// Sets a hint worded by ``ErrorWording`` from `values`.
    package mutating func setHint(_ text: String, quoting values: [String]) {
        hint = text
        hintValues = values
    }

    package init(_ reason: Reason, hint: String? = nil) {
        self.reason = reason
        self.hint = hint ?? ErrorWording.hint(for: reason)
    }

    /// An error of code outside Courier (a team's plugin or route): its own category and sentence.
    public init(_ category: ErrorCategory, _ message: String, hint: String? = nil) {
        self.init(.custom(category, message), hint: hint)
    }

    /// The stable category scripts match on (README's table); the exit code follows from it.
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
