/// Moya's `MultiTarget`: any target behind one type, forwarding every property.
public enum MultiTarget: TargetType {
    case target(TargetType)

    public init(_ target: TargetType) {
        self = .target(target)
    }

    /// The wrapped target.
    public var target: TargetType {
        switch self {
        case .target(let target): target
        }
    }

    public var baseURL: URL { target.baseURL }
    public var path: String { target.path }
    public var method: Moya.Method { target.method }
    public var sampleData: Data { target.sampleData }
    public var task: Task { target.task }
    public var validationType: ValidationType { target.validationType }
    public var headers: [String: String]? { target.headers }
}

/// As in Moya: the wrapped target's `authorizationType`, so `AccessTokenPlugin` and ``MoyaRoute`` see through it.
extension MultiTarget: AccessTokenAuthorizable {
    public var authorizationType: AuthorizationType? { (target as? AccessTokenAuthorizable)?.authorizationType }
}
