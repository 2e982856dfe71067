import Alamofire
import CourierCore
import Foundation
import Testing
@testable import Seed004StyleRouter

// The one line per router a CLI package writes: the app's Endpoint extension already builds the URLRequest.
extension UserRouter: URLRequestConvertible {}
extension OrderRouter: URLRequestConvertible {}

struct Seed004StyleTests {
    static let table: [(String, AlamofireRoute<UserRouter>, String, String?)] = [
        ("login", AlamofireRoute(.login(username: "ann", password: "pw")),
         "POST https://user.example.com/v1/user/login\nContent-Type: application/json", #"{"password":"pw","username":"ann"}"#),
        ("profile", AlamofireRoute(.profile(userId: "42")), "GET https://user.example.com/v1/user/42/profile\nContent-Type: application/json", nil),
        ("updateProfile", AlamofireRoute(.updateProfile(userId: "42", name: "Ann Lee")),
         "PUT https://user.example.com/v1/user/42/profile\nContent-Type: application/json", #"{"name":"Ann Lee"}"#),
        ("avatar", AlamofireRoute(.avatar(userId: "42")), "GET https://user.example.com/v1/user/42/avatar\nAccept: image/png", nil),
    ]

    /// The app's own `JSONSerialization.data(withJSONObject:)` writes members in hash order, so bodies compare as JSON.
    @Test(arguments: table)
    func everyUserCaseBuildsTheAppsRequest(name: String, route: AlamofireRoute<UserRouter>, head: String, body: String?) throws {
        let request = try route.buildRequest()
        var withoutBody = request
        withoutBody.body = .none
        #expect(text(withoutBody) == head, "\(name)")
        #expect(try jsonObject(request.body) == body.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! NSDictionary })
        #expect(route.timeout == 30)
    }

    static let orders: [(OrderRouter, String)] = [
        (.list(page: 2), "GET https://order.example.com/api/v2/orders?page=2\nContent-Type: application/json"),
        (.detail(orderNo: "SO-1"), "GET https://order.example.com/api/v2/orders/SO-1\nContent-Type: application/json"),
        (.cancel(orderNo: "SO-1"), "POST https://order.example.com/api/v2/orders/SO-1/cancel\nContent-Type: application/json\n\n{\"reason\":\"user request\"}"),
    ]

    @Test(arguments: orders)
    func everyOrderCaseBuildsTheAppsRequestOnItsOwnService(router: OrderRouter, expected: String) {
        #expect(text(AlamofireRoute(router)) == expected)
        #expect(AlamofireRoute(router).timeout == 10)
    }

    private func jsonObject(_ body: RequestBody) throws -> NSDictionary? {
        guard case .raw(let bytes, _) = body else { return nil }
        return try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
    }
}
