import Alamofire
import CourierCore
import Testing
@testable import Seed001StyleRouter

// The CLI package's stand-ins for seed 001's Network.swift: its base URL, its session timeout, and its
// `sessionManager.request(kBaseURL + serviceAddress, method:parameters:encoding: URLEncoding.default)`.
private let kBaseURL = "https://shop.example.com/api/"
private func route(_ target: OrderTarget) -> AlamofireRoute<SessionRequest> {
    AlamofireRoute(SessionRequest(kBaseURL + target.serviceAddress, method: target.method, parameters: target.parameters,
                                  encoding: URLEncoding.default, timeoutInterval: 15))
}

struct Seed001StyleTests {
    static let table: [(String, OrderTarget, String)] = [
        ("orders", .orders(uid: 5), "GET https://shop.example.com/api/orders?uid=5"),
        ("detail", .detail(no: "SO-1001"), "GET https://shop.example.com/api/orders/SO-1001"),
        ("cancel", .cancel(no: "SO-1", reason: "too slow & late"), """
            POST https://shop.example.com/api/orders/SO-1/cancel
            Content-Type: application/x-www-form-urlencoded; charset=utf-8

            notify=1&reason=too%20slow%20%26%20late
            """),
        ("search", .search(keyword: "红 茶?", page: 2, tags: ["a", "b c"], paidOnly: false),
         "GET https://shop.example.com/api/orders/search?filter%5Bfrom%5D=2024-01-01&filter%5Bto%5D=2024-12-31&keyword=%E7%BA%A2%20%E8%8C%B6?&page=2&paid=0&tags%5B%5D=a&tags%5B%5D=b%20c"),
        ("coupons", .coupons, "GET https://shop.example.com/api/coupons"),
        ("remove", .remove(no: "SO-9"), "DELETE https://shop.example.com/api/orders/SO-9?confirm=SO-9"),
    ]

    @Test(arguments: table)
    func everyCaseBuildsTheAppsRequest(name: String, target: OrderTarget, expected: String) {
        #expect(text(route(target)) == expected, "\(name)")
        #expect(route(target).timeout == 15)
    }

    /// `kBaseURL + serviceAddress` with a space: Foundation escapes it in `URL(string:)` (Apple's does since iOS 17).
    @Test func aSpaceInTheAddressIsEscapedByFoundation() {
        #expect(text(route(.detail(no: "SO 1"))) == "GET https://shop.example.com/api/orders/SO%201")
    }

    @Test func theRequestBuilderSendsTheRoutersOwnURL() throws {
        let request = try RequestBuilder().build(route(.orders(uid: 7)), in: Environment(name: "local", baseURL: "http://127.0.0.1:9"))
        #expect(request.url == "https://shop.example.com/api/orders?uid=7")
    }
}
