/// A response as received (what a plugin's `didReceive` sees): status, headers in order with their case,
/// and the body's bytes.
public struct HTTPResponse: Hashable, Sendable {
    /// The final status code (RFC 9110 §15).
    public var status: Int
    /// The reason phrase as the server sent it (may be empty; HTTP/2 has none).
    package var reason: String
    /// `HTTP/1.0`, `HTTP/1.1`, `HTTP/2` or `HTTP/3`.
    package var httpVersion: String
    /// The headers in order, with their case as received.
    public var headers: HTTPHeaders
    /// The body's bytes.
    public var body: [UInt8]
    /// The URL of the last hop, after any redirects.
    public var effectiveURL: String
    package var timings: Timings
    /// Where a downloaded body went, when the transport streamed it to a file.
    package var download: Download?

    package init(status: Int, reason: String = "", httpVersion: String = "HTTP/1.1", headers: HTTPHeaders = [],
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
package struct Download: Hashable, Sendable {
    package var path: String
    package var bytes: Int
    package var sha256: String
    package init(path: String, bytes: Int, sha256: String) {
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
    }
}

/// Phase timings of one transfer in milliseconds, each measured from the start (libcurl's CURLINFO_*_TIME_T).
package struct Timings: Hashable, Sendable {
    package var dns: Double = 0
    package var connect: Double = 0
    /// TLS handshake done; 0 for plain HTTP.
    package var tls: Double = 0
    package var firstByte: Double = 0
    package var total: Double = 0

    package init(dns: Double = 0, connect: Double = 0, tls: Double = 0, firstByte: Double = 0, total: Double = 0) {
        self.dns = dns
        self.connect = connect
        self.tls = tls
        self.firstByte = firstByte
        self.total = total
    }
}
