import CourierCore

extension URLRequest {
    /// Foundation's default `timeoutInterval`; a request that keeps it did not ask for a timeout.
    static let foundationDefaultTimeout: TimeInterval = 60

    /// This request as Courier sends it: method, absolute URL, headers and body bytes as they are.
    ///
    /// `URLRequest` keeps its headers in a dictionary, so their order is Foundation's hash order; Courier sorts
    /// them by lowercased name to send the same bytes on every run. A body without a `Content-Type` is sent as
    /// `application/x-www-form-urlencoded`, the type URLSession adds to such a body on Apple platforms.
    ///
    /// - Parameter body: The body to send instead of `httpBody` (Moya's uploads and multipart). Default: `httpBody`.
    /// - Throws: ``CourierError`` in `request.invalid` for a request without a URL or with a body stream.
    public func courierRequest(body: RequestBody? = nil) throws(CourierError) -> HTTPRequest {
        guard let url, let text = Optional(url.absoluteString), !text.isEmpty else {
            throw .request(.noURL)
        }
        guard httpBodyStream == nil || body != nil else {
            throw .request(.bodyStream)
        }
        let fields = (allHTTPHeaderFields ?? [:]).sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        let headers = CourierCore.HTTPHeaders(fields.map { CourierCore.HTTPHeader($0.key, $0.value) })
        let sent: RequestBody
        if let body {
            sent = body
        } else if let httpBody {
            sent = .raw(bytes: Array(httpBody), contentType: headers["Content-Type"] ?? "application/x-www-form-urlencoded")
        } else {
            sent = .none
        }
        return HTTPRequest(method: CourierCore.HTTPMethod(rawValue: httpMethod ?? "GET"), url: text, headers: headers, body: sent)
    }

    /// The timeout the router asked for: `timeoutInterval` when it differs from Foundation's 60 s, else `nil`.
    ///
    /// URLSession reads it as the longest idle time between packets; Courier applies it as the total time
    /// of an attempt, which is never shorter, so a request that finishes under URLSession finishes here too.
    public var courierTimeout: Double? {
        timeoutInterval == Self.foundationDefaultTimeout || timeoutInterval <= 0 ? nil : timeoutInterval
    }

    /// The URL's path as literal segments, for Courier's route listings (`/repos/a/b` → `repos`, `a`, `b`), each as a
    /// reader should see it: decoded, but a `?` sent inside a segment stays `%3F`.
    public var courierPathSegments: [PathSegment] {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [] }
        return components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true)
            .map { PathSegment.parameter(name: "", value: PercentEncoding.shownSegment(String($0))) }
    }
}
