import CourierCore

/// A curl command line read back into the request curl would send (source `curl line`), as Chrome's "Copy as cURL
/// (bash)", Proxyman's "Copy cURL" and Charles' "Copy cURL Request" write it, or as a person types it.
///
/// Only what the line says is in the request: curl's own headers (`Host`, `User-Agent: curl/…`, `Accept: */*`,
/// `Content-Length`) are not added, so a matcher compares what the user chose to send. `--compressed` makes curl add
/// `Accept-Encoding` itself: the request carries none for it, and ``CapturedRequest/notes`` says so
/// (``CaptureNotes/acceptEncodingByCurl``). Nothing is read from disk, run or expanded (see ``CurlOption``).
///
/// The method is curl's: `-X`, else HEAD with `-I`, else POST when there is data or a form (and no `-G`), else GET.
package enum CurlLine {
    /// The request of a pasted line, split as bash would (``ShellWords``); the first word may be `curl` or not.
    package static func request(fromLine line: String) throws(CaptureReason) -> CapturedRequest {
        try request(from: ShellWords.split(line))
    }

    /// The request of curl's arguments (`words` with or without `curl` first).
    /// - Parameter source: what the capture is called in messages and reports; `curl line` unless a `METHOD URL`
    ///   line (``RequestLine``) reads its options through here.
    /// - Throws: ``CaptureReason`` naming the option or word curl would not send as a request.
    package static func request(from words: [String], source: String = "curl line") throws(CaptureReason) -> CapturedRequest {
        var state = CurlState()
        var index = words.first == "curl" ? 1 : 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), word.count > 1 else {
                try state.setURL(word)
                continue
            }
            for (option, name, attached) in try options(in: word) {
                if option.takesValue {
                    var value = attached
                    if value == nil {
                        guard index < words.count else { throw .missingValue(option: name) }
                        value = words[index]
                        index += 1
                    }
                    try state.apply(option.option, name: name, value: value ?? "")
                } else {
                    try state.apply(option.option, name: name, value: nil)
                }
            }
        }
        return try state.request(source: source)
    }

    /// The options a word names: one long option, or one or more bundled short ones (`-sSL`), the last of which may
    /// carry its value in the rest of the word (`-XPOST`).
    private static func options(in word: String) throws(CaptureReason) -> [(option: (option: CurlOption, takesValue: Bool), name: String, attached: String?)] {
        if word.hasPrefix("--") {
            guard let option = CurlOption.named(word) else { throw .unknownOption(word) }
            return [(option, word, nil)]
        }
        var found: [(option: (option: CurlOption, takesValue: Bool), name: String, attached: String?)] = []
        var rest = Substring(word.dropFirst())
        while let letter = rest.first {
            let name = "-" + String(letter)
            guard let option = CurlOption.named(name) else { throw .unknownOption(found.isEmpty ? word : name) }
            rest = rest.dropFirst()
            if option.takesValue {
                found.append((option, name, rest.isEmpty ? nil : String(rest)))
                return found
            }
            found.append((option, name, nil))
        }
        return found
    }
}
