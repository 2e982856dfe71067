import CourierCore
import Foundation
import Moya
import Testing

/// A Moya target's `authorizationType` decides the `Authorization` scheme Courier's token (a flag, a variable or
/// the stored session) goes in, as the app's `AccessTokenPlugin` would send it.
enum AuthorizedTarget: TargetType, AccessTokenAuthorizable {
    case bearer, basic, custom, open

    var baseURL: URL { URL(string: "https://api.example.com/v1")! }
    var path: String { "me" }
    var method: Moya.Method { .get }
    var task: Moya.Task { .requestPlain }
    var headers: [String: String]? { nil }
    var authorizationType: AuthorizationType? {
        switch self {
        case .bearer: .bearer
        case .basic: .basic
        case .custom: .custom("Token")
        case .open: nil
        }
    }
}

struct AuthorizationTypeTests {
    @Test(arguments: [(AuthorizedTarget.bearer, "Bearer s3ssion"), (.basic, "Basic s3ssion"), (.custom, "Token s3ssion"), (.open, nil)]
          as [(AuthorizedTarget, String?)])
    func theTokenGoesInTheTargetsScheme(target: AuthorizedTarget, header: String?) throws {
        let route = MoyaRoute(target)
        let request = try route.buildRequest()
        let prepared = try AuthPlugin(scheme: .bearer, token: "s3ssion").prepare(request, route: route)
        #expect(prepared.headers["Authorization"] == header)
    }
}
