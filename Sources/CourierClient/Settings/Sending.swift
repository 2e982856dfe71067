import CourierPlatform
import CourierCore

/// How calls are sent: the transfer limits (Core's ``TransportOptions``, whose defaults the options show),
/// retries, redirects, the proxy, and whether the sample answers instead of the network.
package struct Sending {
    package var transport = TransportOptions()
    /// Whether `--timeout` was given: it then wins over a route's own timeout (see `Call.transportOptions`).
    package var timeoutGiven = false
    package var retry = RetryPolicy.default
    package var redirects = RedirectPolicy.none
    /// The proxy calls go through (or none), and where that came from.
    package var proxy = ProxySetting(choice: .direct)
    /// `--keylog FILE`: handed to OpenSSL by the command that makes the transport (``ProcessEnvironment/enableKeyLog(_:)``),
    /// not while resolving, so resolving settings changes nothing in the process.
    package var keyLogPath: String?
    /// `--stub` or `--stub=NAME`: the sample's name, empty for the route's first sample.
    package var stub: String?
    /// `--stub-dir DIR`: recorded samples answer first (``RecordedStubTransport``).
    package var stubDirectory: SampleDirectory?
    /// `--record DIR`: every response is written there as a sample (``SampleRecording``), checked before sending.
    package var record: SampleDirectory?

    package init() {}
}
