/// A target that declares how it is authorized (Moya's `AccessTokenAuthorizable`); a non-`nil` type also makes the
/// ``MoyaRoute`` require Courier's credentials.
public protocol AccessTokenAuthorizable {
    var authorizationType: AuthorizationType? { get }
}

/// The `Authorization` scheme: `Basic`, `Bearer` or your own.
public enum AuthorizationType: Equatable, Sendable {
    case basic
    case bearer
    case custom(String)

    public var value: String {
        switch self {
        case .basic: "Basic"
        case .bearer: "Bearer"
        case .custom(let scheme): scheme
        }
    }
}

/// Moya's `AccessTokenPlugin`: `Authorization: <scheme> <token>` on targets whose `authorizationType` is set.
public struct AccessTokenPlugin: PluginType {
    /// The token for a target.
    public typealias TokenClosure = (TargetType) -> String

    public let tokenClosure: TokenClosure

    public init(tokenClosure: @escaping TokenClosure) {
        self.tokenClosure = tokenClosure
    }

    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        guard let type = authorizationType(of: target) else { return request }
        var request = request
        request.addValue("\(type.value) \(tokenClosure(target))", forHTTPHeaderField: "Authorization")
        return request
    }
}

/// The authorization type of a target, looking through ``MultiTarget`` as Moya does.
func authorizationType(of target: TargetType) -> AuthorizationType? {
    if let multi = target as? MultiTarget { return authorizationType(of: multi.target) }
    return (target as? AccessTokenAuthorizable)?.authorizationType
}
