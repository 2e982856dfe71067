/// Response headers that differ between any two answers to the same call (time, caching, tracing, connection,
/// framing): `courier diff` does not compare them and `--record` does not keep them, so the one list serves both.
package enum VolatileHeaders {
    /// Lowercase names.
    package static let names: Set<String> = [
        "date", "age", "expires", "last-modified", "etag", "set-cookie", "server", "via", "connection", "keep-alive",
        "content-length", "transfer-encoding", "x-request-id", "request-id", "x-trace-id", "traceparent", "tracestate",
        "x-amzn-trace-id", "cf-ray", "x-runtime", "report-to", "nel", "alt-svc", "x-served-by", "x-cache", "x-cache-hits",
    ]

    package static func contains(_ name: String) -> Bool { names.contains(name.lowercased()) }
}
