import CourierCore

/// The errors Alamofire's encoders and URL conversions throw, with the reasons routers match on.
///
/// Only the cases request building can produce are mirrored; response and session errors belong to
/// Courier's own error categories.
public enum AFError: Error, CustomStringConvertible {
    /// Why a ``ParameterEncoding`` failed.
    public enum ParameterEncodingFailureReason: Sendable {
        case missingURL
        case jsonEncodingFailed(error: any Error)
        case customEncodingFailed(error: any Error)
    }

    /// Why a ``ParameterEncoder`` failed.
    public enum ParameterEncoderFailureReason: Sendable {
        /// A component the encoder needs.
        public enum RequiredComponent: Sendable {
            case url
            case httpMethod(rawValue: String)
        }

        case missingRequiredComponent(RequiredComponent)
        case encoderFailed(error: any Error)
    }

    /// Why a response failed validation (`validate(statusCode:)`, which Moya applies for a target's `validationType`).
    public enum ResponseValidationFailureReason: Sendable {
        case dataFileNil
        case dataFileReadFailed(at: URL)
        case missingContentType(acceptableContentTypes: [String])
        case unacceptableContentType(acceptableContentTypes: [String], responseContentType: String)
        case unacceptableStatusCode(code: Int)
        case customValidationFailed(error: any Error)
    }

    case invalidURL(url: any URLConvertible)
    case parameterEncodingFailed(reason: ParameterEncodingFailureReason)
    case parameterEncoderFailed(reason: ParameterEncoderFailureReason)
    case createURLRequestFailed(error: any Error)
    /// A response outside the statuses a request validates: what a Moya plugin's `didReceive` and `process` see for it.
    case responseValidationFailed(reason: ResponseValidationFailureReason)

    /// The Courier error this one wraps, reported as itself (in its own category) rather than as `request.invalid` text.
    var courierError: CourierError? {
        switch self {
        case .parameterEncodingFailed(.jsonEncodingFailed(let error as CourierError)), .parameterEncodingFailed(.customEncodingFailed(let error as CourierError)),
             .parameterEncoderFailed(.encoderFailed(let error as CourierError)), .createURLRequestFailed(let error as CourierError):
            error
        default: nil
        }
    }

    public var description: String {
        switch self {
        // A URL's password never reaches output (Courier's one redaction rule).
        case .invalidURL(let url): "URL is not valid: \(Redaction.redactingPassword("\(url)"))"
        case .parameterEncodingFailed(let reason): "parameter encoding failed: \(reason)"
        case .parameterEncoderFailed(let reason): "parameter encoder failed: \(reason)"
        case .createURLRequestFailed(let error): "URLRequest creation failed: \(error)"
        case .responseValidationFailed(let reason): "response validation failed: \(reason)"
        }
    }
}
