import CourierCore

/// `METHOD URL [curl options]` (source `request`): how a request is written in a bug report or an HTTP client's
/// history, `GET https://x/v1/orders/A1001 -H 'Accept: application/json'`. The options after the URL are curl's,
/// read by ``CurlLine`` (the one mapping), so `--data`, `-H`, `-b`, `-u` mean here what they mean there; the method
/// is the one written, as `-X` would set it.
package enum RequestLine {
    /// The request of a pasted `METHOD URL …` line, split as bash would (``ShellWords``).
    package static func request(fromLine line: String) throws(CaptureReason) -> CapturedRequest {
        try request(from: ShellWords.split(line))
    }

    /// The request of `words`: the method, the URL, then curl's options.
    /// - Throws: ``CaptureReason``: a method that is not an HTTP token, no URL, or what curl's options refuse.
    package static func request(from words: [String]) throws(CaptureReason) -> CapturedRequest {
        guard let method = words.first else { throw .emptyLine }
        guard HTTPMethod(rawValue: method).isValidToken, !method.hasPrefix("-") else { throw .badMethod(method) }
        guard words.count > 1, !words[1].hasPrefix("-") else { throw .methodWithoutURL(method) }
        return try CurlLine.request(from: ["-X", method, "--url", words[1]] + words.dropFirst(2), source: "request")
    }

    /// Whether `words` read as `METHOD URL …` rather than a curl line: a first word in capitals that is a method token
    /// (`GET`, `PATCH`, a custom `PURGE`), not `curl`; `GET` alone too, so it is told it lacks a URL rather than sent to a
    /// host named `GET`. What ``CapturedRequest/reading(line:)`` chooses by.
    package static func looksLikeRequestLine(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        return first.allSatisfy { $0.isASCII && $0.isUppercase } && HTTPMethod(rawValue: first).isValidToken
    }
}
