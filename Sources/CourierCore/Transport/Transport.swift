/// The seam where bytes cross the wire. CourierCore only knows this protocol; libcurl lives behind it.
public protocol Transport {
    /// Sends one request and waits for its final response.
    /// - Returns: the response, or a ``CourierError`` in a `transport.*` category.
    func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError>
}

/// Limits and switches for one transfer. Every limit is finite.
public struct TransportOptions: Hashable, Sendable {
    /// Seconds to establish the connection. Default 10.
    public var connectTimeout: Double = 10
    /// Seconds for the whole transfer. Default 30.
    public var totalTimeout: Double = 30
    /// A CA bundle to verify the server with instead of the system's.
    public var caCertificatePath: String?
    /// Skip TLS verification (warned about and recorded in the output).
    public var insecure = false
    /// The most body bytes kept in memory. Default 256 MiB.
    public var maxBodyBytes: Int = 256 << 20
    /// A transfer slower than `lowSpeedLimit` bytes/s for `lowSpeedTime` seconds is aborted as a timeout,
    /// so a stalled connection ends even under a long total timeout. Default: 1 byte/s over 30 s.
    public var lowSpeedLimit: Int = 1
    public var lowSpeedTime: Int = 30
    /// Stream a successful (2xx) body to this file instead of memory; other bodies stay in memory.
    public var downloadPath: String?
    /// Ask for compressed responses (`Accept-Encoding`); the decoded size is still capped by `maxBodyBytes`
    /// in memory, so a compression bomb stops at the cap.
    public var acceptsCompression = false
    /// The proxy to use: a URL, or "" to go direct. `nil` (the default) leaves it to libcurl, which then
    /// reads `http_proxy` and friends itself; the CLI always decides (see its ProxySetting).
    public var proxy: String?
    /// Hosts that bypass ``proxy`` (curl's `no_proxy` syntax); `nil` leaves it to libcurl.
    public var noProxy: String?

    public init() {}
}
