//
//  Endpoint.swift
//  The network layer's contract: every API enum conforms to Endpoint, and the
//  extension turns it into a URLRequest. Users and orders live on two services.
//
import Foundation

protocol Endpoint {
    var baseURL: String { get }
    var path: String { get }
    var method: HTTPMethod { get }
    var headers: [String: String]? { get }
    var parameters: [String: Any]? { get }
    var timeoutInterval: TimeInterval { get }
}

enum HTTPMethod: String {
    case GET
    case POST
    case PUT
    case DELETE
    case PATCH
}

enum NetworkError: Error {
    case invalidURL
    case encodingFailed
}

extension Endpoint {
    var timeoutInterval: TimeInterval {
        return 30.0
    }

    var headers: [String: String]? {
        return ["Content-Type": "application/json"]
    }

    func asURLRequest() throws -> URLRequest {
        guard var urlComponents = URLComponents(string: baseURL + path) else {
            throw NetworkError.invalidURL
        }

        // GET: parameters go in the URL
        if method == .GET, let params = parameters {
            urlComponents.queryItems = params.map {
                URLQueryItem(name: $0.key, value: "\($0.value)")
            }
        }

        guard let url = urlComponents.url else {
            throw NetworkError.invalidURL
        }

        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.timeoutInterval = timeoutInterval

        // everything else: parameters go in the body
        if method != .GET, let params = parameters {
            request.httpBody = try JSONSerialization.data(withJSONObject: params)
        }

        headers?.forEach { request.setValue($0.value, forHTTPHeaderField: $0.key) }

        return request
    }
}

enum UserRouter: Endpoint {
    case login(username: String, password: String)
    case profile(userId: String)
    case updateProfile(userId: String, name: String)
    case avatar(userId: String)

    var baseURL: String {
        return "https://user.example.com"
    }

    var path: String {
        switch self {
        case .login:
            return "/v1/user/login"
        case .profile(let userId):
            return "/v1/user/\(userId)/profile"
        case .updateProfile(let userId, _):
            return "/v1/user/\(userId)/profile"
        case .avatar(let userId):
            return "/v1/user/\(userId)/avatar"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .login:
            return .POST
        case .profile, .avatar:
            return .GET
        case .updateProfile:
            return .PUT
        }
    }

    var parameters: [String: Any]? {
        switch self {
        case .login(let username, let password):
            return ["username": username, "password": password]
        case .profile, .avatar:
            return nil
        case .updateProfile(_, let name):
            return ["name": name]
        }
    }

    var headers: [String: String]? {
        switch self {
        case .avatar:
            return ["Accept": "image/png"]
        default:
            return ["Content-Type": "application/json"]
        }
    }
}

enum OrderRouter: Endpoint {
    case list(page: Int)
    case detail(orderNo: String)
    case cancel(orderNo: String)

    var baseURL: String {
        return "https://order.example.com/api"
    }

    var path: String {
        switch self {
        case .list:
            return "/v2/orders"
        case .detail(let orderNo):
            return "/v2/orders/\(orderNo)"
        case .cancel(let orderNo):
            return "/v2/orders/\(orderNo)/cancel"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .list, .detail:
            return .GET
        case .cancel:
            return .POST
        }
    }

    var parameters: [String: Any]? {
        switch self {
        case .list(let page):
            return ["page": page]
        case .detail:
            return nil
        case .cancel:
            return ["reason": "user request"]
        }
    }

    var timeoutInterval: TimeInterval {
        return 10
    }
}
