import Alamofire

// The names Moya 15 re-exports from Alamofire, so routers write `Moya.Method`, `URLEncoding.default`
// and `JSONEncoding.default` with `import Moya` alone.

/// An HTTP method (`Moya.Method`), Alamofire's ``Alamofire/HTTPMethod``.
public typealias Method = Alamofire.HTTPMethod
public typealias ParameterEncoding = Alamofire.ParameterEncoding
public typealias JSONEncoding = Alamofire.JSONEncoding
public typealias URLEncoding = Alamofire.URLEncoding
/// Where a download goes; kept so routers compile, never called (see ``Task/downloadDestination(_:)``).
public typealias DownloadDestination = Alamofire.DownloadRequest.Destination

extension Alamofire.HTTPMethod {
    /// Whether Moya sends a multipart body with this method: `POST`, `PUT`, `PATCH` and `CONNECT` (Moya 15's
    /// `Method.supportsMultipart`).
    public var supportsMultipart: Bool {
        switch self {
        case .post, .put, .patch, .connect: true
        default: false
        }
    }
}
