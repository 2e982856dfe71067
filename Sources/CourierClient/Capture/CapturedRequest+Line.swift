extension CapturedRequest {
    /// The request of a pasted line, whichever form it takes: `METHOD URL [curl options]` (``RequestLine``) when its
    /// first word is a method in capitals, else a curl line with or without `curl` (``CurlLine``). `match`'s one
    /// entry point for a line; the words are split once (``ShellWords``).
    /// - Throws: ``CaptureReason`` naming the word, option or URL that is not a request.
    package static func reading(line: String) throws(CaptureReason) -> CapturedRequest {
        let words = try ShellWords.split(line)
        return RequestLine.looksLikeRequestLine(words) ? try RequestLine.request(from: words) : try CurlLine.request(from: words)
    }
}
