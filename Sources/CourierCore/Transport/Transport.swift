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
    /// The certificate (and key) Courier proves itself with to a server that asks for one (mTLS); part of the
    /// options' equality, so a reused handle never carries one call's certificate into another's transfer.
    package var clientCertificate: ClientCertificate?
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

/// A client certificate for mutual TLS, as curl's `--cert`, `--key`, `--cert-type`, `--key-type` and `--pass` give it.
///
/// The passphrase is held here only to be handed to libcurl: the CLI also keeps it among the call's secrets, so
/// every printed form scrubs it.
package struct ClientCertificate: Hashable, Sendable {
    /// The certificate file (it may hold the key too, as curl allows).
    package var certificatePath: String
    /// `PEM`, `DER` or `P12`; nil is libcurl's default, PEM.
    package var certificateType: String?
    /// The private key's file when it is not in the certificate's.
    package var keyPath: String?
    /// `PEM` or `DER`; nil is libcurl's default, PEM.
    package var keyType: String?
    /// What decrypts the key (or the P12 file).
    package var passphrase: String?

    package init(certificatePath: String, certificateType: String? = nil, keyPath: String? = nil, keyType: String? = nil, passphrase: String? = nil) {
        (self.certificatePath, self.certificateType, self.keyPath, self.keyType, self.passphrase) =
            (certificatePath, certificateType, keyPath, keyType, passphrase)
    }
}
