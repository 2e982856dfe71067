//
//  APIManager.swift
//  Every endpoint of the app, for Moya. The MoyaConfig part at the bottom gives
//  the defaults all targets share and the plugin that adds the common parameters.
//
import Foundation
import Moya

/// The base address
let kBaseURL = "https://mock.example.com/mock/5f3a9c/root"

enum API {
    case login(params: Dictionary<String, Any>)
    // one page of the list
    case getPageList(_ page: Int)
    // one page of the grouped list
    case getGroupPageList(page: Int)
    // contacts
    case getContact
    // the step count leaderboard
    case getWxMotionTops
    // fixed data
    case getSimpleArrDic
    /// other endpoints...
    case other1(p1: String, p2: Int, p3: String, p4: String)
    case other2
    case feedback(text: String, images: [Data])
}

// MARK: - what MoyaConfig does not give
extension API: TargetType {

    // 0. the base address; one for the whole app
    var baseURL: URL {
        switch self {
        case .login:
            return URL(string: kBaseURL)!
        default:
            return URL(string: kBaseURL)!
        }
    }

    // 1. each endpoint's path below baseURL
    var path: String {
        switch self {
        case .login:
            return "/login"
        case .getPageList:
            return "/mock/pages"
        case .getGroupPageList:
            return "/mock/groupPages"
        case .getContact:
            return "/mock/contacts"
        case .getWxMotionTops:
            return "/mock/wxMotionTops"
        case .getSimpleArrDic:
            return "/getSimpleArrDic"
        case let .other1(p1, p2, _, _):
            return "/list?id=\(p1)&page=\(p2)"
        case .other2:
            return ""
        case .feedback:
            return "/feedback"
        }
    }

    // 2. the method of each endpoint
    var method: Moya.Method {
        switch self {
        case
                .getPageList,
                .getGroupPageList,
                .other1,
                .other2:
            return .get
        case
                .getContact,
                .getWxMotionTops,
                .getSimpleArrDic,
                .login,
                .feedback:
            return .post
        }
    }

    // 3. the task: how the parameters travel
    var task: Task {
        var params: [String: Any] = [:]
        switch self {
        case let .login(loginParams):
            return .requestParameters(parameters: loginParams, encoding: JSONEncoding.default)
        case let .getPageList(page):
            params["page"] = page
            params["limit"] = 15
            params["maxCount"] = 100
        case let .getGroupPageList(page):
            params["page"] = page
        case let .other1(_, _, p3, p4):
            params["p3"] = p3
            params["p4"] = p4
        case let .feedback(text, images):
            var parts = [MultipartFormData(provider: .data(text.data(using: .utf8)!), name: "text")]
            for (index, image) in images.enumerated() {
                parts.append(MultipartFormData(provider: .data(image), name: "images[]", fileName: "image\(index).jpg", mimeType: "image/jpeg"))
            }
            return .uploadMultipart(parts)
        default:
            // endpoints without parameters
            return .requestPlain
        }
        return .requestParameters(parameters: params, encoding: URLEncoding.default)
    }
}

// MARK: - MoyaConfig

/// 1. what all targets share
public extension TargetType {
    var headers: [String: String]? {
        return nil
    }

    var sampleData: Data {
        return "{\"code\":200,\"msg\":\"ok\",\"data\":{}}".data(using: String.Encoding.utf8)!
    }
}

/// 2. the common parameters every endpoint sends
extension URLRequest {
    private var commonParams: [String: Any]? {
        let params = [
            "systemType": "iOS",
            "version": "1.0.0",
            "token": getToken(),
        ]
        return params
    }

    private func getToken() -> String {
        return TokenStore.current
    }
}

// leave the code below as it is
class RequestHandlingPlugin: PluginType {
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        var mutableRequest = request
        return mutableRequest.appendCommonParams()
    }
}

extension URLRequest {
    mutating func appendCommonParams() -> URLRequest {
        let request = try? encoded(parameters: commonParams, parameterEncoding: URLEncoding(destination: .queryString))
        assert(request != nil, "append common params failed, please check common params value")
        return request!
    }

    func encoded(parameters: [String: Any]?, parameterEncoding: ParameterEncoding) throws -> URLRequest {
        do {
            return try parameterEncoding.encode(self, with: parameters)
        } catch {
            throw MoyaError.parameterEncoding(error)
        }
    }
}
