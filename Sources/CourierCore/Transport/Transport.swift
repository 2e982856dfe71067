/// The seam where bytes cross the wire. CourierCore only knows this protocol; libcurl lives behind it.
package protocol Transport {
    /// Sends one request and waits for its final response.
    /// - Returns: the response, or a ``CourierError`` in a `transport.*` category.
    func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError>
}

/// Limits and switches for one transfer. Every limit is finite.
package struct TransportOptions: Hashable, Sendable {
    /// Seconds to establish the connection. Default 10.
    package var connectTimeout: Double = 10
    /// Seconds for the whole transfer. Default 30.
    package var totalTimeout: Double = 30
    /// A CA bundle to verify the server with instead of the system's.
    package var caCertificatePath: String?
    /// Skip TLS verification (warned about and recorded in the output).
    package var insecure = false
    /// The most body bytes kept in memory. Default 256 MiB.
    package var maxBodyBytes: Int = 256 << 20
    /// A transfer slower than `lowSpeedLimit` bytes/s for `lowSpeedTime` seconds is aborted as a timeout,
    /// so a stalled connection ends even under a long total timeout. Default: 1 byte/s over 30 s.
    package var lowSpeedLimit: Int = 1
    package var lowSpeedTime: Int = 30
    /// Stream a successful (2xx) body to this file instead of memory; other bodies stay in memory.
    package var downloadPath: String?
    /// Ask for compressed responses (`Accept-Encoding`); the decoded size is still capped by `maxBodyBytes`
    /// in memory, so a compression bomb stops at the cap.
    package var acceptsCompression = false
    /// The proxy each request goes through, chosen by its URL (``ProxyChoice/proxy(for:)``). `nil` (the
    /// default) leaves it to libcurl, which then reads `http_proxy` and friends itself; the CLI always
    /// decides (see its ProxySetting).
    package var proxies: ProxyChoice?

    package init() {}

    /// Whether `request`'s reply is decoded when compressed: asked for with `--compressed`, or because the
    /// request names its own `Accept-Encoding` (Alamofire's `HTTPHeaders.default` does: br, gzip, deflate), whose
    /// compressed reply would otherwise print as compressed bytes. The transfer and its `--curl` line both ask this.
    package func decodesReply(to request: HTTPRequest) -> Bool {
        acceptsCompression || request.headers.contains("Accept-Encoding")
    }
}
