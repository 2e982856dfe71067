/// Moya's `PluginType`: hooks around one request, all with empty defaults.
///
/// Courier calls `prepare` while building a ``MoyaRoute`` (in the order the plugins are given), so what a plugin
/// adds — common query parameters, headers, a timeout — is in the request Courier sends and shows in `--dry-run`.
/// `willSend`, `didReceive` and `process` are declared so plugin files compile; Courier's own pipeline does
/// not call them (its plugins and validation do that work; see docs/Compat.md).
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
