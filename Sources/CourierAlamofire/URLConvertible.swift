/// A value that can become a `URL`: `String`, `URL` and `URLComponents`, as in Alamofire 5.
public protocol URLConvertible: Sendable {
    /// - Throws: ``AFError/invalidURL(url:)`` when the value is not a URL.
    func asURL() throws -> URL
}

extension String: URLConvertible {
    public func asURL() throws -> URL {
        guard let url = URL(string: self) else { throw AFError.invalidURL(url: self) }
        return url
    }
}

extension URL: URLConvertible {
    public func asURL() throws -> URL { self }
}

extension URLComponents: URLConvertible {
    public func asURL() throws -> URL {
        guard let url else { throw AFError.invalidURL(url: self) }
        return url
    }
}

/// A value that can build a `URLRequest`: Alamofire's router protocol (`enum Router: URLRequestConvertible`).
///
/// Courier sends what `asURLRequest()` returns; see ``AlamofireRoute``.
public protocol URLRequestConvertible: Sendable {
    /// - Throws: whatever the router throws while building (Alamofire hands it to the response).
    func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
    /// The request, or `nil` when building it throws.
    public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
    public func asURLRequest() throws -> URLRequest { self }
}
