extension URLRequest {
    /// Creates a request as Alamofire's `URLRequest(url:method:headers:)` does.
    ///
    /// - Parameters:
    ///   - url: Anything ``URLConvertible``.
    ///   - method: The method.
    ///   - headers: Header fields, `nil` for none. Default: `nil`.
    /// - Throws: ``AFError/invalidURL(url:)`` when `url` is not a URL.
    public init(url: URLConvertible, method: HTTPMethod, headers: HTTPHeaders? = nil) throws {
        let url = try url.asURL()
        self.init(url: url)
        httpMethod = method.rawValue
        allHTTPHeaderFields = headers?.dictionary
    }

    /// The method as Alamofire's ``HTTPMethod``; `nil` when `httpMethod` is.
    public var method: HTTPMethod? {
        get { httpMethod.map(HTTPMethod.init) }
        set { httpMethod = newValue?.rawValue }
    }

    /// `allHTTPHeaderFields` as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }
}
