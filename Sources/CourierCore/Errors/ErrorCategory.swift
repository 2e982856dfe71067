/// The stable, dotted error categories of DESIGN.md. Scripts match on these: never rename one.
public enum ErrorCategory: String, CaseIterable, Sendable, Codable {
    case usage
    case config
    case requestInvalid = "request.invalid"
    case transportDNS = "transport.dns"
    case transportConnect = "transport.connect"
    case transportTimeout = "transport.timeout"
    case transportTLS = "transport.tls"
    /// Reset, truncated or malformed responses, and bodies past the size cap.
    case transportIO = "transport.io"
    case transportRedirects = "transport.redirects"
    case httpRedirect = "http.redirect"
    case httpUnauthorized = "http.unauthorized"
    case httpForbidden = "http.forbidden"
    case httpNotFound = "http.not_found"
    case httpValidation = "http.validation"
    case httpRateLimited = "http.rate_limited"
    case httpClient = "http.client"
    case httpServer = "http.server"
    case decodingBody = "decoding.body"
    case decodingEnvelope = "decoding.envelope"
    case decodingModel = "decoding.model"
    /// The envelope's code is not one of the API's success codes.
    case business
    case cancelled
    case `internal`

    /// The process exit code for this category (DESIGN.md's table).
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
        case .decodingBody, .decodingEnvelope, .decodingModel: .decoding
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
