// A Moya router in the style app teams write (a fixture for courier-commands; never compiled here).
import Foundation
import Moya

/// Sort orders the store's list endpoints accept.
enum StoreSort: String, CaseIterable {
    case newest, cheapest, popular
}

/// What `createReview` sends.
struct ReviewDraft: Codable {
    var stars: Int
    var text: String
}

/// The store's API.
enum StoreAPI {
    /// Sign in with a phone number and a one-time code.
    case login(params: [String: Any])
    /// Products of one category, a page at a time.
    /// - Parameters:
    ///   - category: The category's slug, e.g. `shoes`.
    ///   - page: Which page, from 1.
    case products(category: String, page: Int = 1, sort: StoreSort = .newest)
    case product(id: Int)                       // One product.
    case search(keyword: String, tags: [String]? = nil, inStock: Bool = false)
    case repo(fullname: String)
    case createReview(productId: Int, draft: ReviewDraft)
    case uploadAvatar(image: Data, mimeType: String = "image/jpeg")
    case download(url: URL)
    case ordersSince(_ since: Date)
    case report(_ reportId: Int64, String)
    #if DEBUG
    case resetSandbox
    #endif
    // courier: hide
    case legacyCallback(completion: (Bool) -> Void)
    case cartChanged(handler: (Int) -> Void)
}

extension StoreAPI: TargetType {
    var baseURL: URL { URL(string: "https://api.store.invalid")! }

    var path: String {
        switch self {
        case .login: return "/session"
        case .products(let category, _, _): return "/categories/\(category)/products"
        case .product(let id): return "/products/\(id)"
        case .search: return "/search"
        case .repo(let fullname): return "/repos/\(fullname)"
        case .createReview(let id, _): return "/products/\(id)/reviews"
        case .uploadAvatar: return "/me/avatar"
        case .download: return ""
        case .ordersSince: return "/orders"
        case .report(let id, _): return "/reports/\(id)"
        #if DEBUG
        case .resetSandbox: return "/sandbox/reset"
        #endif
        case .legacyCallback, .cartChanged: return "/legacy"
        }
    }

    var method: Moya.Method {
        switch self {
        case .login, .createReview, .uploadAvatar: return .post
        default: return .get
        }
    }

    var task: Task {
        switch self {
        case .login(let params): return .requestParameters(parameters: params, encoding: JSONEncoding.default)
        case let .search(keyword, tags, inStock):
            var params: [String: Any] = ["q": keyword, "in_stock": inStock]
            if let tags { params["tags"] = tags }
            return .requestParameters(parameters: params, encoding: URLEncoding.default)
        default: return .requestPlain
        }
    }

    var headers: [String: String]? { ["Accept": "application/json"] }
    var sampleData: Data { Data(#"{"code":0,"data":{}}"#.utf8) }
}
