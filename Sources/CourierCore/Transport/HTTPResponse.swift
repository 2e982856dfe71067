/// A response as received: status, headers in order with their case, raw body bytes, and timings.
public struct HTTPResponse: Hashable, Sendable {
    public var status: Int
    /// The reason phrase as the server sent it (may be empty; HTTP/2 has none).
    public var reason: String
    /// `HTTP/1.0`, `HTTP/1.1`, `HTTP/2` or `HTTP/3`.
    public var httpVersion: String
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The URL of the last hop, after any redirects.
    public var effectiveURL: String
    public var timings: Timings
    /// Where a downloaded body went, when the transport streamed it to a file.
    public var download: Download?

    public init(status: Int, reason: String = "", httpVersion: String = "HTTP/1.1", headers: HTTPHeaders = [],
                body: [UInt8] = [], effectiveURL: String = "", timings: Timings = Timings(), download: Download? = nil)
    {
        self.download = download
        self.status = status
        self.reason = reason
        self.httpVersion = httpVersion
        self.headers = headers
        self.body = body
        self.effectiveURL = effectiveURL
        self.timings = timings
    }
}

/// A body streamed to a file: where, how large, and its SHA-256.
public struct Download: Hashable, Sendable {
    public var path: String
    public var bytes: Int
    public var sha256: String
    public init(path: String, bytes: Int, sha256: String) {
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
    }
}

/// Phase timings of one transfer in milliseconds, each measured from the start (libcurl's CURLINFO_*_TIME_T).
public struct Timings: Hashable, Sendable {
    public var dns: Double = 0
    public var connect: Double = 0
    /// TLS handshake done; 0 for plain HTTP.
    public var tls: Double = 0
    public var firstByte: Double = 0
    public var total: Double = 0

    public init(dns: Double = 0, connect: Double = 0, tls: Double = 0, firstByte: Double = 0, total: Double = 0) {
        self.dns = dns
        self.connect = connect
        self.tls = tls
        self.firstByte = firstByte
        self.total = total
    }
}
