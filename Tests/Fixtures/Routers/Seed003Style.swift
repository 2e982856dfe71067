//
//  Router.swift
//  All httpbin-style endpoints in one URLRequestConvertible router; Alamofire
//  calls asURLRequest() for each request.
//
import Foundation
import Alamofire

struct SearchQuery: Encodable, Sendable {
    let term: String
    let page: Int
    let exact: Bool
    let tags: [String]
    let since: String?
}

struct NewPost: Encodable, Sendable {
    let title: String
    let body: String
    let draft: Bool
}

enum Router: URLRequestConvertible {
    case get([String: String])
    case post([String: String])
    case search(SearchQuery)
    case createPost(NewPost)
    case form(name: String, comment: String)
    case anything(id: Int)

    var baseURL: URL {
        return URL(string: "https://httpbin.example.org")!
    }

    var method: HTTPMethod {
        switch self {
        case .get, .search: return .get
        case .post, .createPost, .form: return .post
        case .anything: return .delete
        }
    }

    var path: String {
        switch self {
        case .get: return "get"
        case .post: return "post"
        case .search: return "search"
        case .createPost: return "posts"
        case .form: return "forms/feedback"
        case let .anything(id): return "anything/\(id)"
        }
    }

    func asURLRequest() throws -> URLRequest {
        let url = baseURL.appendingPathComponent(path)
        var request = URLRequest(url: url)
        request.method = method
        request.headers.add(.accept("application/json"))

        switch self {
        case let .get(parameters):
            request = try URLEncodedFormParameterEncoder().encode(parameters, into: request)
        case let .post(parameters):
            request = try JSONParameterEncoder().encode(parameters, into: request)
        case let .search(query):
            request = try URLEncodedFormParameterEncoder(destination: .queryString).encode(query, into: request)
        case let .createPost(post):
            request.headers.add(.authorization(bearerToken: "app-token"))
            request = try JSONParameterEncoder.default.encode(post, into: request)
        case let .form(name, comment):
            request = try URLEncodedFormParameterEncoder.default.encode(["name": name, "comment": comment], into: request)
        case .anything:
            request.timeoutInterval = 5
        }
        return request
    }
}
