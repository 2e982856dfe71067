/// Alamofire's `URLEncoding`: parameters as `a=1&b=2`, in the URL's query or in a form body.
///
/// The rules, each as Alamofire 5 applies them:
/// - top-level keys sorted with `<`; nested dictionaries as `key[sub]=` (sub-keys sorted too: Alamofire
///   walks them in the dictionary's hash order, which differs per process, so Courier picks the stable one);
/// - arrays as `key[]=` (``ArrayEncoding``), booleans as `1`/`0` (``BoolEncoding``), other values as
///   `"\(value)"`, numbers as `NSNumber` prints them (`1.0` → `1`);
/// - keys and values escaped with ``Foundation/CharacterSet/afURLQueryAllowed`` (brackets included: `key%5B%5D=1`);
/// - in the URL, appended to an existing query with `&`; in the body, `Content-Type:
///   application/x-www-form-urlencoded; charset=utf-8` unless the request has a Content-Type.
public struct URLEncoding: ParameterEncoding {
    /// Where the encoded string goes.
    public enum Destination: Sendable {
        /// The query for `GET`, `HEAD` and `DELETE`, the body otherwise.
        case methodDependent
        /// Always the query, appended to any existing one.
        case queryString
        /// Always the body.
        case httpBody

        func encodesParametersInURL(for method: HTTPMethod) -> Bool {
            switch self {
            case .methodDependent: methodsWithParametersInURL.contains(method)
            case .queryString: true
            case .httpBody: false
            }
        }
    }

    /// How array keys are written.
    public enum ArrayEncoding: Sendable {
        /// `key[]=1&key[]=2`. The default.
        case brackets
        /// `key=1&key=2`.
        case noBrackets
        /// `key[0]=1&key[1]=2`.
        case indexInBrackets
        /// Your own key for each index.
        case custom(@Sendable (_ key: String, _ index: Int) -> String)

        func encode(key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: "\(key)[]"
            case .noBrackets: key
            case .indexInBrackets: "\(key)[\(index)]"
            case .custom(let encoding): encoding(key, index)
            }
        }
    }

    /// How booleans are written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0`. The default.
        case numeric
        /// `true` and `false`.
        case literal

        func encode(value: Bool) -> String {
            switch self {
            case .numeric: value ? "1" : "0"
            case .literal: value ? "true" : "false"
            }
        }
    }

    /// `.methodDependent`, brackets, numeric.
    public static var `default`: URLEncoding { URLEncoding() }
    /// Always in the query.
    public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
    /// Always in the body.
    public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }

    public let destination: Destination
    public let arrayEncoding: ArrayEncoding
    public let boolEncoding: BoolEncoding

    /// - Parameters:
    ///   - destination: Default `.methodDependent`.
    ///   - arrayEncoding: Default `.brackets`.
    ///   - boolEncoding: Default `.numeric`.
    public init(destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
    }

    public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters else { return request }
        if let method = request.method, destination.encodesParametersInURL(for: method) {
            guard let url = request.url else { throw AFError.parameterEncodingFailed(reason: .missingURL) }
            if var components = URLComponents(url: url, resolvingAgainstBaseURL: false), !parameters.isEmpty {
                components.percentEncodedQuery = (components.percentEncodedQuery.map { $0 + "&" } ?? "") + query(parameters)
                request.url = components.url
            }
        } else {
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/x-www-form-urlencoded; charset=utf-8"))
            }
            request.httpBody = Data(query(parameters).utf8)
        }
        return request
    }

    /// The escaped `(key, value)` pairs one parameter becomes, recursing into dictionaries and arrays.
    public func queryComponents(fromKey key: String, value: Any) -> [(String, String)] {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.keys.sorted().flatMap { queryComponents(fromKey: "\(key)[\($0)]", value: dictionary[$0]!) }
        case let array as [Any]:
            return array.enumerated().flatMap { queryComponents(fromKey: arrayEncoding.encode(key: key, atIndex: $0.offset), value: $0.element) }
        case let number as NSNumber:
            let text = number.isBool ? boolEncoding.encode(value: number.boolValue) : number.appleDescription
            return [(escape(key), escape(text))]
        case let bool as Bool:
            return [(escape(key), escape(boolEncoding.encode(value: bool)))]
        default:
            return [(escape(key), escape("\(value)"))]
        }
    }

    /// Percent-escapes a key or value with ``Foundation/CharacterSet/afURLQueryAllowed``.
    public func escape(_ string: String) -> String {
        string.addingPercentEncoding(withAllowedCharacters: .afURLQueryAllowed) ?? string
    }

    /// The whole query or body string: top-level keys sorted, pairs joined with `&`.
    public func query(_ parameters: [String: Any]) -> String {
        parameters.keys.sorted(by: <)
            .flatMap { queryComponents(fromKey: $0, value: parameters[$0]!) }
            .map { "\($0)=\($1)" }
            .joined(separator: "&")
    }
}

extension NSNumber {
    /// A boolean `NSNumber` has the Objective-C type `c` (also in swift-corelibs-foundation), as Alamofire checks.
    fileprivate var isBool: Bool { String(cString: objCType) == "c" }

    /// `"\(number)"` as Apple's Foundation prints it, where the app runs: doubles with 16 significant digits and
    /// floats with 7 (`1.0` → `1`, `0.1` → `0.1`). swift-corelibs-foundation prints `1.0`, so floating-point
    /// numbers are formatted here; integers print the same everywhere.
    fileprivate var appleDescription: String {
        switch String(cString: objCType) {
        case "d": String(format: "%.16g", doubleValue)
        case "f": String(format: "%.7g", floatValue)
        default: "\(self)"
        }
    }
}
