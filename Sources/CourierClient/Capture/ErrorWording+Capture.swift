import CourierCore

extension ErrorWording {
    /// `'$TOKEN' in 'Bearer $TOKEN' is a shell variable: a capture is never expanded; paste its value`,
    /// `entry 12: its request has no url`. Every word from the capture passes ``quoted(_:)`` (printable, so a control
    /// character in a header name shows as `\x..`), cut to ``shownWordLength`` characters.
    package static func message(for reason: CaptureReason) -> String {
        switch reason {
        case .unbalancedQuote(let quote, let word): "the \(quote) that opens \(shown(word)) is never closed"
        case .commandSubstitution(let word): "\(shown(word)) would run a command: a capture is never run; paste the value it gives"
        case .expansion(let variable, let word):
            "\(shown(variable)) in \(shown(word)) is a shell variable: a capture is never expanded; paste its value"
        case .shellOperator(let text): "\(shown(text)) makes a pipeline, list or redirection, not a request: paste the one command"
        case .secondCommand(let word):
            "the line goes on after a line end without '\\' (at \(shown(word))): the shell would run it as a second command"
        case .lineTooLong(let limit): "the line is longer than \(limit >> 20) MiB"
        case .tooManyWords(let limit): "the line has more than \(limit) words"
        case .emptyLine: "the line holds no request"
        case .unknownOption(let option):
            if let equals = option.firstIndex(of: "="), option.hasPrefix("--") {
                "curl has no option \(shown(option)): curl takes the value as the next word (\(shown(String(option[..<equals]))) \(shown(String(option[option.index(after: equals)...]))))"
            } else {
                "unknown curl option \(shown(option)): Courier reads the options that shape the request"
            }
        case .missingValue(let option): "curl option \(shown(option)) needs a value"
        case .readsFile(let option, let path): "curl reads \(shown(path)) from disk for \(shown(option)); paste the body instead (a capture never reads files)"
        case .cookieFile(let path): "-b \(shown(path)) names a cookie file curl reads from disk; paste the cookies as -b 'name=value; name2=value2'"
        case .badHeader(let header): "header \(shown(header)) has no ':' (curl's -H takes 'Name: value', or 'Name;' for an empty one)"
        case .badFormPart(let part): "form part \(shown(part)) has no '=' (curl's -F takes name=value, name=@file or name=<file)"
        case .dataAndForm: "the line has both -d (or --json) and -F: curl sends one body, as it says"
        case .badMethod(let method): "method \(shown(method)) is not an HTTP method token"
        case .noURL: "the line has no URL"
        case .severalURLs(let first, let second): "the line has two URLs, \(shownURL(first)) and \(shownURL(second)): a capture is one request"
        case .notHTTP(let url): "\(shownURL(url)) is not an http or https URL"
        case .badURL(let url): "\(shownURL(url)) is not a URL curl would send (no host, a space or a control character, or a bad port)"
        case .methodWithoutURL(let method): "\(shown(method)) needs a URL after it (METHOD URL [curl options])"
        case .harFile(let path, let problem): "HAR file \(quoted(path)) \(phrase(for: problem))"
        case .entry(let number, let problem): "entry \(number): \(phrase(for: problem))"
        }
    }

    /// How many characters of a capture's word a message shows: a pasted body can be megabytes.
    static let shownWordLength = 60

    private static func shown(_ word: String) -> String {
        word.count > shownWordLength ? quoted(String(word.prefix(shownWordLength)) + "…") : quoted(word)
    }

    private static func shownURL(_ url: String) -> String {
        shown(Redaction.redactingPassword(url))
    }

    private static func phrase(for problem: CaptureReason.HARProblem) -> String {
        switch problem {
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .tooLarge(let limit): "is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"), the most Courier reads"
        case .notJSON(let reason): "is not JSON: \(Redaction.printable(reason))"
        case .notHAR: "is not a HAR: it has no log.entries array"
        }
    }

    private static func phrase(for problem: CaptureReason.EntryProblem) -> String {
        switch problem {
        case .missing(let field):
            switch field.split(separator: ".", maxSplits: 1).map(String.init) {
            case let parts where parts.count == 2: "its \(parts[0]) has no \(Redaction.printable(parts[1]))"
            default: "it has no \(Redaction.printable(field))"
            }
        case .wrongKind(let field, let expected, let found): "its \(Redaction.printable(field)) is \(found), not \(expected)"
        case .request(let reason): message(for: reason)
        case .badBase64(let field): "its \(Redaction.printable(field)) says base64 but is not base64 text"
        }
    }
}
