import Courier

/// Orders.
enum OrderRouter: Route {
    /// List a user's orders.
    case list(uid: Int)
    case detail(no: String) // Show one order.

    var method: HTTPMethod { .get }
    var path: [PathSegment] {
        switch self {
        case .list: ["orders"]
        case .detail(let no): ["orders", .param("no", no)]
        }
    }
}

/// A team's own protocol, as seed 004 writes it.
enum UserRouter {
    case profile(userId: String)
}

extension UserRouter: Endpoint {
    var path: String {
        switch self {
        case .profile(let id): "users/\(id)"
        }
    }
}
