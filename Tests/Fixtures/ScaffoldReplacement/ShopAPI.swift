import Foundation
import Moya

// Shop's networking layer (an app's own file, dropped into a `courier init --style moya` package unchanged).
// Its sample data comes from the app bundle, force-unwrapped as apps write it: a CLI has no such bundle,
// so reading it traps; only `--stub` and `describe` may.

/// Shop's orders API.
enum ShopAPI {
    /// List a user's orders.
    case orders(uid: Int)
    /// Show one order.
    case order(no: String)
    /// Search orders with the app's free-form filters.
    case search(filters: [String: Any])
    /// One line of an order.
    case line(no: String, index: Int)
}

extension ShopAPI: TargetType, AccessTokenAuthorizable {
    var baseURL: URL { URL(string: "https://api.example.com/v1")! }

    var path: String {
        switch self {
        case .orders: return "/orders"
        case .order(let no): return "/orders/\(no)"
        case .search: return "/orders/search"
        case .line(let no, let index): return "/orders/\(no)/lines/\(index)"
        }
    }

    var method: Moya.Method { .get }

    var task: Task {
        switch self {
        case .orders(let uid): return .requestParameters(parameters: ["uid": uid], encoding: URLEncoding.default)
        case .search(let filters): return .requestParameters(parameters: filters, encoding: URLEncoding.queryString)
        case .order, .line: return .requestPlain
        }
    }

    var headers: [String: String]? { ["Accept": "application/json"] }

    var authorizationType: AuthorizationType? {
        switch self {
        case .orders, .order, .line: return .bearer
        case .search: return nil
        }
    }

    var sampleData: Data {
        let url = Bundle.main.url(forResource: "orders", withExtension: "json")!
        return try! Data(contentsOf: url)
    }
}

/// The app's provider: its token plugin and Moya's logger, as apps configure them.
let shopProvider = MoyaProvider<ShopAPI>(plugins: [
    AccessTokenPlugin { _ in "app-token" },
    NetworkLoggerPlugin(configuration: .init(logOptions: .verbose)),
])
