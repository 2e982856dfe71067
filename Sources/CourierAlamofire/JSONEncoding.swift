/// Alamofire's `JSONEncoding`: parameters as a JSON body via `JSONSerialization`, `Content-Type: application/json`
/// unless the request has one.
///
/// Object members are written sorted (`.sortedKeys` is added): Alamofire writes them in the dictionary's hash order,
/// which changes from one process to the next, so no single byte order is "the" one; sorted is stable. Everything
/// else — `\/` for `/`, `1` for `1.0`, the pretty-printed layout — is Foundation's own output.
public struct JSONEncoding: ParameterEncoding {
    /// The error for values `JSONSerialization` cannot write (dates, URLs, your own types).
    public enum Error: Swift.Error {
        case invalidJSONObject
    }

    /// Compact JSON.
    public static var `default`: JSONEncoding { JSONEncoding() }
    /// Pretty-printed JSON.
    public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }

    public let options: JSONSerialization.WritingOptions

    /// - Parameter options: `JSONSerialization` options. Default: none.
    public init(options: JSONSerialization.WritingOptions = []) {
        self.options = options
    }

    public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try encode(urlRequest, withJSONObject: parameters)
    }

    /// Encodes any JSON-compatible object (an array too) as the body.
    public func encode(_ urlRequest: URLRequestConvertible, withJSONObject jsonObject: Any? = nil) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let jsonObject else { return request }
        guard JSONSerialization.isValidJSONObject(jsonObject) else {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: Error.invalidJSONObject))
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: jsonObject, options: options.union(.sortedKeys))
            if request.headers["Content-Type"] == nil { request.headers.update(.contentType("application/json")) }
            request.httpBody = data
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return request
    }
}
