/// Alamofire 5's `HTTPMethod`: an open set of methods, so a struct with constants (RFC 9110 §9).
///
/// Routers write `.get` or `HTTPMethod.post`, compare methods and read `rawValue`; all of it works as in Alamofire.
public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
    /// `CONNECT` (RFC 9110 §9.3.6).
    public static let connect = HTTPMethod(rawValue: "CONNECT")
    /// `DELETE` (RFC 9110 §9.3.5).
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `GET` (RFC 9110 §9.3.1).
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD` (RFC 9110 §9.3.2).
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `OPTIONS` (RFC 9110 §9.3.7).
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `PATCH` (RFC 5789).
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `POST` (RFC 9110 §9.3.3).
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT` (RFC 9110 §9.3.4).
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `QUERY` (draft-ietf-httpbis-safe-method-w-body), as Alamofire 5.10 lists it.
    public static let query = HTTPMethod(rawValue: "QUERY")
    /// `TRACE` (RFC 9110 §9.3.8).
    public static let trace = HTTPMethod(rawValue: "TRACE")

    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
