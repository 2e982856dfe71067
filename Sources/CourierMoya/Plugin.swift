/// Moya's `PluginType`: hooks around one request, all with empty defaults.
///
/// Courier calls `prepare` while building a ``MoyaRoute`` (in the order the plugins are given), so what a plugin
/// adds — common query parameters, headers, a timeout — is in the request Courier sends and shows in `--dry-run`.
/// `willSend` and `didReceive` are called around each attempt Courier sends (not for `--dry-run`), with the
/// request as sent and what came back; `process` once per call, on the final result, before Courier judges it
/// (see docs/Compat.md for the order and what its result becomes).
public protocol PluginType {
    func prepare(_ request: URLRequest, target: TargetType) -> URLRequest
    func willSend(_ request: RequestType, target: TargetType)
    func didReceive(_ result: Result<Response, MoyaError>, target: TargetType)
    func process(_ result: Result<Response, MoyaError>, target: TargetType) -> Result<Response, MoyaError>
}

extension PluginType {
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest { request }
    public func willSend(_ request: RequestType, target: TargetType) {}
    public func didReceive(_ result: Result<Response, MoyaError>, target: TargetType) {}
    public func process(_ result: Result<Response, MoyaError>, target: TargetType) -> Result<Response, MoyaError> { result }
}

/// The request a plugin's `willSend` sees (Moya's `RequestType`, without Alamofire's authentication methods).
public protocol RequestType {
    var request: URLRequest? { get }
    var sessionHeaders: [String: String] { get }
}
