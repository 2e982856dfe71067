/// The verdict on one response: how its body reads, the envelope if it was one, and the failure if any.
public struct Outcome: Sendable, Equatable {
    /// The response body as Courier shows it.
    public var body: Body
    /// The whole envelope object, when the body was one.
    public var envelope: JSON?
    /// The failure, `nil` on success; `process` may change its hint or replace it with a `CourierError` of its own.
    public var error: CourierError?
    /// The `WWW-Authenticate` challenge of a response from the API's own origin, the evidence the CLI's 401 hint
    /// words (it alone decides the hint); `nil` for none or another origin.
    package var challenge: String?

    package init(body: Body, envelope: JSON? = nil, error: CourierError? = nil) {
        self.body = body
        self.envelope = envelope
        self.error = error
    }

    /// The containers a small body keeps as bytes (``Body/init(bytes:)``), in the body and the envelope, parsed into
    /// trees: what a team's `process` is handed. A large body's (``Body/rawThreshold``) stay raw, as they always were.
    package mutating func expandKeptContainers() {
        if case .json(let json) = body { body = .json(json.expandingLazyContainers) }
        envelope = envelope?.expandingLazyContainers
    }

    /// Whether the call succeeded: there is no error.
    public var isSuccess: Bool { error == nil }
    package var exitCode: Int32 { error?.exitCode ?? ExitStatus.success.rawValue }
}
