/// The stable, dotted error categories of README's "Exit codes and error categories" table, each with its
/// exit code. Scripts match on these, so none is ever renamed or removed; Courier may add one, so a switch
/// over them should end in `default`.
public enum ErrorCategory: String, CaseIterable, Sendable, Codable {
    /// The command line is wrong; nothing was sent (exit 2).
    case usage
    /// A config file, variable or the program's API description is wrong; nothing was sent (exit 2).
    case config
    /// The route built a request that must not be sent: nothing was sent (exit 2).
    case requestInvalid = "request.invalid"
    /// The host name did not resolve (exit 7).
    case transportDNS = "transport.dns"
    /// No connection could be made (exit 7).
    case transportConnect = "transport.connect"
    /// The call ran out of time, connecting or in total (exit 8).
    case transportTimeout = "transport.timeout"
    /// The TLS handshake or the certificate check failed (exit 9).
    case transportTLS = "transport.tls"
    /// Reset, truncated or malformed responses, and bodies past the size cap.
    case transportIO = "transport.io"
    /// More redirects than the limit allows (exit 6).
    case transportRedirects = "transport.redirects"
    /// A final 3xx status that was not followed (exit 3).
    case httpRedirect = "http.redirect"
    /// HTTP 401, or an envelope code the API maps to it: credentials missing or refused (exit 4).
    case httpUnauthorized = "http.unauthorized"
    /// HTTP 403 (exit 4).
    case httpForbidden = "http.forbidden"
    /// HTTP 404 (exit 4).
    case httpNotFound = "http.not_found"
    /// HTTP 400 or 422: the server refused what the request carried (exit 4).
    case httpValidation = "http.validation"
    /// HTTP 429 (exit 4).
    case httpRateLimited = "http.rate_limited"
    /// Any other 4xx status (exit 4).
    case httpClient = "http.client"
    /// A 5xx status (exit 5).
    case httpServer = "http.server"
    /// The body is not what the call needs (not JSON where JSON is expected) (exit 10).
    case decodingBody = "decoding.body"
    /// The body is JSON but not the API's envelope (exit 10).
    case decodingEnvelope = "decoding.envelope"
    /// The payload does not decode into the route's model; the error names the field's path (exit 10).
    case decodingModel = "decoding.model"
    /// `--all`: the pages do not continue as the route declares (a next link to another origin, a cursor or URL
    /// that repeats, a page without its list) (exit 10).
    case paging
    /// The envelope's code is not one of the API's success codes.
    case business
    /// Interrupted by Ctrl-C or SIGTERM (exit 130).
    case cancelled
    /// A bug in Courier or a broken libcurl (exit 1).
    case `internal`

    /// The process exit code for this category (README's table; the numbers are ``ExitStatus``'s).
    package var exitCode: Int32 { exitStatus.rawValue }

    /// The exit status this category ends with.
    package var exitStatus: ExitStatus {
        switch self {
        case .internal: .internal
        case .usage, .config, .requestInvalid: .usage
        case .httpRedirect: .httpRedirect
        case .httpUnauthorized, .httpForbidden, .httpNotFound, .httpValidation, .httpRateLimited, .httpClient: .httpClient
        case .httpServer: .httpServer
        case .transportRedirects: .tooManyRedirects
        case .transportDNS, .transportConnect, .transportIO: .network
        case .transportTimeout: .timeout
        case .transportTLS: .tls
        case .decodingBody, .decodingEnvelope, .decodingModel, .paging: .decoding
        case .business: .business
        case .cancelled: .interrupted
        }
    }

    /// The category for a final HTTP status that is not a success (RFC 9110 §15).
    package static func forStatus(_ status: Int) -> ErrorCategory? {
        switch status {
        case 200..<300: nil
        case 300..<400: .httpRedirect
        case 401: .httpUnauthorized
        case 403: .httpForbidden
        case 404: .httpNotFound
        case 400, 422: .httpValidation
        case 429: .httpRateLimited
        case 400..<500: .httpClient
        case 500..<600: .httpServer
        default: .transportIO  // 1xx as final, or outside 100-599: not a valid final response.
        }
    }
}
