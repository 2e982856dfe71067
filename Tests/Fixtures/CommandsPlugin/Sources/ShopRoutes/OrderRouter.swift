/// Orders.
enum OrderRouter: Route {
    /// List a user's orders.
    case list(uid: Int)
    case detail(no: String) // Show one order.
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
