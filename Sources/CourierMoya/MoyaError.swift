import CourierCore

/// Moya's `MoyaError`, every case, so routers and plugins that match on it compile.
///
/// Request building produces `requestMapping`, `parameterEncoding` and `encodableMapping`; Courier reports them
/// as `request.invalid`. The response cases belong to Courier's own categories and are never thrown by Courier.
public enum MoyaError: Swift.Error {
    case imageMapping(Response)
    case jsonMapping(Response)
    case stringMapping(Response)
    case objectMapping(Swift.Error, Response)
    case encodableMapping(Swift.Error)
    case statusCode(Response)
    case underlying(Swift.Error, Response?)
    case requestMapping(String)
    case parameterEncoding(Swift.Error)

    /// The response the error carries, if any.
    public var response: Response? {
        switch self {
        case .imageMapping(let response), .jsonMapping(let response), .stringMapping(let response),
            .objectMapping(_, let response), .statusCode(let response):
            response
        case .underlying(_, let response): response
        case .encodableMapping, .requestMapping, .parameterEncoding: nil
        }
    }

    /// The Courier error this one wraps (`parameterEncoding`, `encodableMapping` or `underlying` around one), which
    /// is reported as itself, in its own category, rather than flattened into `request.invalid` text.
    var courierError: CourierError? {
        switch self {
        case .parameterEncoding(let error as CourierError), .encodableMapping(let error as CourierError), .underlying(let error as CourierError, _):
            error
        default: nil
        }
    }

    /// One line, for Courier's `request.invalid` message.
    public var errorDescription: String? {
        switch self {
        case .imageMapping: "failed to map data to an image"
        case .jsonMapping: "failed to map data to JSON"
        case .stringMapping: "failed to map data to a string"
        case .objectMapping(let error, _): "failed to map data to a Decodable object: \(error)"
        case .encodableMapping(let error): "failed to encode the Encodable object into data: \(error)"
        case .statusCode(let response): "status code \(response.statusCode) did not fall within the given range"
        case .underlying(let error, _): "\(error)"
        case .requestMapping(let url): "failed to map the endpoint to a URLRequest: '\(Redaction.redactingPassword(url))' is not a URL"
        case .parameterEncoding(let error): "failed to encode parameters for the URLRequest: \(error)"
        }
    }
}
