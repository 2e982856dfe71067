/// Encodes an `Encodable` value into a `URLRequest` (Alamofire 5's `ParameterEncoder`).
public protocol ParameterEncoder: Sendable {
    /// - Parameters:
    ///   - parameters: The value; `nil` leaves the request as it is.
    ///   - request: The request to encode into.
    /// - Returns: The encoded request.
    /// - Throws: ``AFError/parameterEncodingFailed(reason:)`` or ``AFError/parameterEncoderFailed(reason:)``.
    func encode<Parameters: Encodable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest
}

/// The value as a JSON body through `JSONEncoder`; `Content-Type: application/json` unless one is set.
///
/// Members are written sorted (`.sortedKeys` is added to a copy of the encoder's settings), for the reason
/// ``JSONEncoding`` gives; everything else is the given encoder's output.
open class JSONParameterEncoder: @unchecked Sendable, ParameterEncoder {
    public static var `default`: JSONParameterEncoder { JSONParameterEncoder() }

    public static var prettyPrinted: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .prettyPrinted
        return JSONParameterEncoder(encoder: encoder)
    }

    public static var sortedKeys: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return JSONParameterEncoder(encoder: encoder)
    }

    public let encoder: JSONEncoder

    /// - Parameter encoder: Default `JSONEncoder()`.
    public init(encoder: JSONEncoder = JSONEncoder()) {
        self.encoder = encoder
    }

    open func encode<Parameters: Encodable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest {
        guard let parameters else { return request }
        var request = request
        do {
            request.httpBody = try JSONEncoder.sortingKeys(like: encoder).encode(parameters)
            if request.headers["Content-Type"] == nil { request.headers.update(.contentType("application/json")) }
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return request
    }
}

extension JSONEncoder {
    /// A copy of `encoder`'s settings with `.sortedKeys` added, so dictionaries encode in one stable order.
    public static func sortingKeys(like encoder: JSONEncoder) -> JSONEncoder {
        let copy = JSONEncoder()
        copy.outputFormatting = encoder.outputFormatting.union(.sortedKeys)
        copy.dateEncodingStrategy = encoder.dateEncodingStrategy
        copy.dataEncodingStrategy = encoder.dataEncodingStrategy
        copy.nonConformingFloatEncodingStrategy = encoder.nonConformingFloatEncodingStrategy
        copy.keyEncodingStrategy = encoder.keyEncodingStrategy
        copy.userInfo = encoder.userInfo
        return copy
    }
}

/// The value as `a=1&b=2` through ``URLEncodedFormEncoder``, in the query or the body by ``Destination``.
///
/// In the query it is joined to an existing query with `&`; in the body it sets `Content-Type:
/// application/x-www-form-urlencoded; charset=utf-8` unless one is set.
open class URLEncodedFormParameterEncoder: @unchecked Sendable, ParameterEncoder {
    /// Where the encoded form goes: the same three places as ``URLEncoding/Destination`` (Alamofire declares two
    /// alike enums; one serves both here, and code naming either compiles).
    public typealias Destination = URLEncoding.Destination

    public static var `default`: URLEncodedFormParameterEncoder { URLEncodedFormParameterEncoder() }

    public let encoder: URLEncodedFormEncoder
    public let destination: Destination

    /// - Parameters:
    ///   - encoder: Default `URLEncodedFormEncoder()`.
    ///   - destination: Default `.methodDependent`.
    public init(encoder: URLEncodedFormEncoder = URLEncodedFormEncoder(), destination: Destination = .methodDependent) {
        self.encoder = encoder
        self.destination = destination
    }

    open func encode<Parameters: Encodable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest {
        guard let parameters else { return request }
        var request = request
        guard let url = request.url else { throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.url)) }
        guard let method = request.method else {
            throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.httpMethod(rawValue: "nil")))
        }
        if destination.encodesParametersInURL(for: method), var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            let query: String = try encoded { try encoder.encode(parameters) }
            let joined = [components.percentEncodedQuery, query].compactMap { $0 }.joined(separator: "&")
            components.percentEncodedQuery = joined.isEmpty ? nil : joined
            guard let newURL = components.url else { throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.url)) }
            request.url = newURL
        } else {
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/x-www-form-urlencoded; charset=utf-8"))
            }
            request.httpBody = try encoded { try encoder.encode(parameters) }
        }
        return request
    }

    private func encoded<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw AFError.parameterEncoderFailed(reason: .encoderFailed(error: error)) }
    }
}

extension ParameterEncoder where Self == JSONParameterEncoder {
    public static var json: JSONParameterEncoder { JSONParameterEncoder() }
    public static func json(encoder: JSONEncoder = JSONEncoder()) -> JSONParameterEncoder { JSONParameterEncoder(encoder: encoder) }
}

extension ParameterEncoder where Self == URLEncodedFormParameterEncoder {
    public static var urlEncodedForm: URLEncodedFormParameterEncoder { URLEncodedFormParameterEncoder() }
    public static func urlEncodedForm(encoder: URLEncodedFormEncoder = URLEncodedFormEncoder(),
                                      destination: URLEncodedFormParameterEncoder.Destination = .methodDependent) -> URLEncodedFormParameterEncoder {
        URLEncodedFormParameterEncoder(encoder: encoder, destination: destination)
    }
}
