/// A request ready for a transport: a value that plugins copy and change, never a live handle.
public struct HTTPRequest: Hashable, Sendable {
    /// The method (RFC 9110 §9).
    public var method: HTTPMethod
    /// The full URL, already percent-encoded.
    public var url: String
    /// The headers, in the order they are sent.
    public var headers: HTTPHeaders
    /// The body.
    public var body: RequestBody
    /// Whether the URL is one of the environment's own origins. A foreign origin gets none of the API's
    /// credentials, common parameters, default or secret headers: only what the user adds with `-H`.
    package var origin: RequestOrigin
    /// The headers a redirect to another origin carries instead of ``headers``: what a direct call to a
    /// foreign URL would get (the plugins that apply to foreign origins, run over no headers but the
    /// body's Content-Type). Set by ``Pipeline/prepare(_:in:)`` for a request to the environment's origins;
    /// `nil` otherwise, and then a hop keeps ``headers`` minus the secret ones.
    package var foreignHeaders: HTTPHeaders?

    package init(method: HTTPMethod, url: String, headers: HTTPHeaders = [], body: RequestBody = .none, origin: RequestOrigin = .environment) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.origin = origin
    }
}

/// Where a request goes, relative to the environment it was built for.
package enum RequestOrigin: String, Hashable, Sendable {
    /// The environment's base URL or one of its services (RFC 6454 origin: scheme, host, port).
    case environment
    /// Anywhere else: an absolute URL given by hand, a compat router's URL outside every mapped base.
    case foreign
}

extension HTTPRequest {
    /// The headers as they go on the wire: the request's own, then the body's Content-Type when no header sets one
    /// (the transport adds it there; a multipart body's, with its boundary, is libcurl's). `--dry-run` and `-v`
    /// show these, so what they print is what `--curl` and the server see.
    package var headersOnTheWire: HTTPHeaders {
        guard let type = body.contentType, !headers.contains("Content-Type") else { return headers }
        if case .multipart = body { return headers }
        var shown = headers
        shown.add("Content-Type", type)
        return shown
    }
}
