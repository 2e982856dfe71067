/// Headers a transport, a browser or the app's session adds to every request and a route never sets: a captured
/// request's copy of one does not count against a match, and `match` lists which it set aside.
///
/// Credentials (Authorization, Cookie…) are not here: ``CapturedCredential`` reports those.
package enum TransportHeaders {
    /// Lower-case names: what curl, browsers, URLSession and proxies add (RFC 9110's connection and content
    /// framing fields, content negotiation the client does itself, caching and fetch metadata).
    static let names: Set<String> = [
        "user-agent", "accept", "accept-encoding", "accept-language", "connection", "host", "content-length", "content-type",
        "keep-alive", "te", "upgrade-insecure-requests", "cache-control", "pragma", "origin", "referer", "dnt", "priority",
        "expect", "transfer-encoding", "if-none-match", "if-modified-since", "x-requested-with", "via", "x-forwarded-for",
        "x-forwarded-proto", "x-forwarded-host", "forwarded",
    ]

    /// Whether a captured header named `name` is one of ``names``, a fetch-metadata `Sec-` header, or an HTTP/2
    /// pseudo-header (`:authority`) a HAR keeps among the headers.
    package static func contains(_ name: String) -> Bool {
        let lower = name.lowercased()
        return names.contains(lower) || lower.hasPrefix("sec-") || lower.hasPrefix(":")
    }
}
