/// The parameters routers pass to a ``ParameterEncoding``: `[String: Any]`, as in Alamofire 5 before 5.10.
public typealias Parameters = [String: Any]

/// How a set of parameters is applied to a `URLRequest` (Alamofire's `ParameterEncoding`).
public protocol ParameterEncoding: Sendable {
    /// - Parameters:
    ///   - urlRequest: The request to encode into.
    ///   - parameters: The parameters; `nil` leaves the request as it is.
    /// - Returns: The encoded request.
    /// - Throws: ``AFError/parameterEncodingFailed(reason:)``.
    func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

/// The methods whose parameters a method-dependent destination puts in the URL (Alamofire's list).
let methodsWithParametersInURL: [HTTPMethod] = [.get, .head, .delete]
