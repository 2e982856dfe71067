/// Every exit code Courier ends with, and what each means: the one place the numbers are written.
///
/// ``ErrorCategory/exitStatus`` maps each category to one of these; ``ExitCodeTable`` prints them for
/// `--help` and README. Scripts depend on the numbers (DESIGN.md's table): never change one silently.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    case `internal` = 1
    case usage = 2
    case httpRedirect = 3
    case httpClient = 4
    case httpServer = 5
    case tooManyRedirects = 6
    case network = 7
    case timeout = 8
    case tls = 9
    case decoding = 10
    case business = 11
    case smokeFailures = 13
    case interrupted = 130

    /// For README's table.
    public var meaning: String {
        switch self {
        case .success: "success"
        case .internal: "internal error (a bug), or the output could not be written"
        case .usage: "usage or config error; nothing was sent (also: stdout is closed)"
        case .httpRedirect: "final HTTP status 3xx (redirects are not followed)"
        case .httpClient: "final HTTP status 4xx"
        case .httpServer: "final HTTP status 5xx"
        case .tooManyRedirects: "too many redirects"
        case .network: "network failure"
        case .timeout: "timeout"
        case .tls: "TLS failure"
        case .decoding: "decoding or contract failure"
        case .business: "business error: the envelope's code is not a success code"
        case .smokeFailures: "a smoke run had failing cases"
        case .interrupted: "interrupted"
        }
    }

    /// For the one-paragraph summary in `--help`.
    public var short: String {
        switch self {
        case .internal: "internal error"
        case .usage: "usage or config error (nothing sent)"
        case .httpClient: "4xx"
        case .httpServer: "5xx"
        case .business: "business error (envelope code)"
        case .smokeFailures: "smoke failures"
        default: meaning
        }
    }
}
