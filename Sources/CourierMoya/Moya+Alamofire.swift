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
