import Alamofire
import CourierCore
import Testing
@testable import Seed001StyleRouter

// The app's Network.swift, as the CLI package writes it (Tests/Fixtures/Routers/StandIns/Seed001StandIns.swift, which the
// package links): `kBaseURL + serviceAddress`, URLEncoding.default, the session's default headers, a 15 s timeout.
private func route(_ target: OrderTarget) -> AlamofireRoute<OrderTarget> { AlamofireRoute(target) }

/// Alamofire's session defaults (`HTTPHeaders.default`) on every request, as a request's header lines (by name, so
/// a body's Content-Type comes between them).
private let defaults = HTTPHeaders.default.map { "\($0.name): \($0.value)" }.joined(separator: "\n")

struct Seed001StyleTests {
    static let table: [(String, OrderTarget, String)] = [
        ("orders", .orders(uid: 5), "GET https://shop.example.com/api/orders?uid=5\n\(defaults)"),
        ("detail", .detail(no: "SO-1001"), "GET https://shop.example.com/api/orders/SO-1001\n\(defaults)"),
        ("cancel", .cancel(no: "SO-1", reason: "too slow & late"), """
            POST https://shop.example.com/api/orders/SO-1/cancel
            \(defaults.replacingOccurrences(of: "\nUser-Agent", with: "\nContent-Type: application/x-www-form-urlencoded; charset=utf-8\nUser-Agent"))

            notify=1&reason=too%20slow%20%26%20late
            """),
        ("search", .search(keyword: "红 茶?", page: 2, tags: ["a", "b c"], paidOnly: false),
         "GET https://shop.example.com/api/orders/search?filter%5Bfrom%5D=2024-01-01&filter%5Bto%5D=2024-12-31&keyword=%E7%BA%A2%20%E8%8C%B6?&page=2&paid=0&tags%5B%5D=a&tags%5B%5D=b%20c\n\(defaults)"),
        ("coupons", .coupons, "GET https://shop.example.com/api/coupons\n\(defaults)"),
        ("remove", .remove(no: "SO-9"), "DELETE https://shop.example.com/api/orders/SO-9?confirm=SO-9\n\(defaults)"),
    ]

    @Test(arguments: table)
    func everyCaseBuildsTheAppsRequest(name: String, target: OrderTarget, expected: String) {
        #expect(text(route(target)) == expected, "\(name)")
        #expect(route(target).timeout == 15)
    }

    /// `kBaseURL + serviceAddress` with a space: Foundation escapes it in `URL(string:)` (Apple's does since iOS 17).
    @Test func aSpaceInTheAddressIsEscapedByFoundation() {
        #expect(text(route(.detail(no: "SO 1"))) == "GET https://shop.example.com/api/orders/SO%201\n\(defaults)")
    }

    /// What the app's `headers: SessionManager.defaultHTTPHeaders` sends: Alamofire's three, its User-Agent naming the
    /// Alamofire version Courier mirrors.
    @Test func theAdapterSendsAlamofiresSessionDefaults() throws {
        let request = try route(.coupons).buildRequest()
        #expect(request.headers.map(\.name) == ["Accept-Encoding", "Accept-Language", "User-Agent"])
        #expect(request.headers["User-Agent"]?.hasSuffix(" Alamofire/5.10.2") == true)
    }

    @Test func theRequestBuilderSendsTheRoutersOwnURL() throws {
        let request = try RequestBuilder().build(route(.orders(uid: 7)), in: Environment(name: "local", baseURL: "http://127.0.0.1:9"))
        #expect(request.url == "https://shop.example.com/api/orders?uid=7")
    }
}
