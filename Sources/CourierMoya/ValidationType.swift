/// Moya's `ValidationType`: which statuses count as success.
public enum ValidationType: Equatable, Sendable {
    /// No validation (Moya's default): every status is a response.
    case none
    /// 2xx.
    case successCodes
    /// 2xx and 3xx.
    case successAndRedirectCodes
    /// Only these.
    case customCodes([Int])

    /// The statuses that pass; empty for `.none`.
    public var statusCodes: [Int] {
        switch self {
        case .successCodes: Array(200..<300)
        case .successAndRedirectCodes: Array(200..<400)
        case .customCodes(let codes): codes
        case .none: []
        }
    }
}
