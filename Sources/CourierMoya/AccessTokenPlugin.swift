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
///
/// Generic, and the type compared before the cast, because a cast the runtime has not seen scans every protocol
/// conformance record in the program (thousands with Foundation linked): from an existential it scans for the box
/// as well as for the target's type, and a failed cast to a concrete type still asks about bridging.
func authorizationType<Target: TargetType>(of target: Target) -> AuthorizationType? {
    if Target.self == MultiTarget.self, let multi = target as? MultiTarget { return innerAuthorizationType(of: multi.target) }
    return (target as? any AccessTokenAuthorizable)?.authorizationType
}

/// ``authorizationType(of:)`` of the target a ``MultiTarget`` wraps, opened to its own type.
private func innerAuthorizationType(of target: any TargetType) -> AuthorizationType? { authorizationType(of: target) }
