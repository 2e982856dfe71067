import CourierCore

/// Why a pasted line or a HAR file (or one of its entries) is not a request Courier can read back (category `usage`,
/// exit 2: nothing is sent, nothing written). The evidence is kept (the word, the option, the entry's number) and
/// worded in one place, ``ErrorWording/message(for:)-(CaptureReason)``; the client defines it, so Core only carries it.
///
/// A capture is read, never run: a line that would make the shell run a command, expand a variable or read a file is
/// refused with the word that would have, rather than guessed at.
package enum CaptureReason: Error, Sendable, Equatable, ModuleReason {
    // The shell's words (``ShellWords``).
    /// A `'`, `"` or `$'` that opens `word` and is never closed.
    case unbalancedQuote(quote: String, word: String)
    /// `$(…)` or a backtick: a command the shell would run.
    case commandSubstitution(word: String)
    /// `$NAME` or `${NAME}` outside single quotes: a value the shell would put in, which Courier never has.
    case expansion(variable: String, word: String)
    /// `|`, `;`, `&`, `>`, `<`, `(` or `)` unquoted: a pipeline, a list or a redirection, not one request.
    case shellOperator(String)
    /// A line end without `\` before more words: the shell would run them as a second command.
    case secondCommand(word: String)
    /// More than ``ShellWords/maximumBytes`` bytes.
    case lineTooLong(limit: Int)
    /// More than ``ShellWords/maximumWords`` words.
    case tooManyWords(limit: Int)
    /// Nothing but blanks and comments.
    case emptyLine

    // curl's options (``CurlLine``) and `METHOD URL` (``RequestLine``).
    /// An option curl has but that Courier does not map, or one curl does not have (`--request=POST` among them:
    /// curl takes an option's value as the next word).
    case unknownOption(String)
    /// An option whose value is missing at the end of the line.
    case missingValue(option: String)
    /// `-d @FILE`, `--data-binary @FILE`, `-T FILE`, `-K FILE`, `-H @FILE`: curl would read a file from disk.
    case readsFile(option: String, path: String)
    /// `-b NAME`: a word without `=` is a cookie file to curl.
    case cookieFile(path: String)
    /// `-H` with neither `:` nor `;`.
    case badHeader(String)
    /// `-F` without `=`.
    case badFormPart(String)
    /// Both `-d` (or `--json`) and `-F`: curl refuses them together too.
    case dataAndForm
    /// A method that is not an RFC 9110 token.
    case badMethod(String)
    /// No URL on the line.
    case noURL
    /// A second URL: one capture is one request.
    case severalURLs(first: String, second: String)
    /// A URL whose scheme is not http or https (`ws:`, `data:`, `chrome-extension:`, `ftp:`).
    case notHTTP(url: String)
    /// A URL with no host, spaces or control characters, or a port out of range.
    case badURL(url: String)
    /// `METHOD URL` without its URL.
    case methodWithoutURL(String)

    // HAR files (``HARFile``) and their entries.
    /// The file itself: unreadable, not a regular file, too large, not JSON, not a HAR.
    case harFile(path: String, HARProblem)
    /// One entry (numbered from 1, in capture order): the others are read all the same.
    indirect case entry(Int, EntryProblem)

    /// What is wrong with a HAR file as a whole.
    package enum HARProblem: Sendable, Equatable {
        /// The OS's words, or "a directory, not a regular file".
        case unreadable(String)
        case tooLarge(limit: Int)
        /// The parser's place and reason (truncated, nested deeper than the parser's limit, not UTF-8…).
        case notJSON(String)
        /// JSON, but without `log.entries` as an array.
        case notHAR
    }

    /// What is wrong with one HAR entry; `field` is its path in the entry (`request.url`).
    package enum EntryProblem: Error, Sendable, Equatable {
        /// A field HAR 1.2 requires is missing.
        case missing(field: String)
        /// A field of the wrong kind (`found` as JSON names it).
        case wrongKind(field: String, expected: String, found: String)
        /// The request's URL, as ``CaptureReason`` words it for a curl line (not HTTP, no host, a bad method).
        indirect case request(CaptureReason)
        /// `encoding: base64` text that is not base64.
        case badBase64(field: String)
    }

    package var category: ErrorCategory { .usage }
    package var message: String { ErrorWording.message(for: self) }
}
