import CourierCore
import Testing

/// Paths as routes write them: segments, literal text with `/`, and string templates whose values stay
/// one segment; and the checks on URLs that routers build from strings.
struct PathTemplateTests {
    struct Path: Route {
        var path: [PathSegment]
        var method: HTTPMethod { .get }
    }

    struct Built: RequestBuildingRoute {
        var url: String
        var method: HTTPMethod { .get }
        var path: [PathSegment] { [] }
        func buildRequest() throws(CourierError) -> HTTPRequest { HTTPRequest(method: .get, url: url) }
    }

    let environment = Environment(name: "t", baseURL: "https://api.example.invalid/v1")

    func url(_ path: [PathSegment]) throws -> String {
        try RequestBuilder().build(Path(path: path), in: environment).url.replacing("https://api.example.invalid/v1", with: "")
    }

    static let no = "../x"
    static let version = 2

    @Test(arguments: [
        ([PathSegment("orders/\(no)/cancel")], "/orders/..%2Fx/cancel", "/orders/../x/cancel"),
        ([PathSegment("/v1/user/login")], "/v1/user/login", "/v1/user/login"),
        (["orders", .param("no", "a/b"), "cancel"], "/orders/a%2Fb/cancel", "/orders/{no}/cancel"),
        ([PathSegment("api/v\(version)/items")], "/api/v2/items", "/api/v2/items"),
        ([PathSegment("orders/\(param: "no", "A 1")")], "/orders/A%201", "/orders/{no}"),
        (["users/", "me"], "/users/me", "/users/me"),
        ([PathSegment("files/\("a b")/\("c?d")")], "/files/a%20b/c%3Fd", "/files/a b/c?d"),
    ])
    func literalTextIsSplitAndValuesStayOneSegment(path: [PathSegment], sent: String, template: String) throws {
        #expect(try url(path) == sent)
        #expect(path.template == template)
    }

    @Test(arguments: [
        [PathSegment("orders/\("")/cancel")], [PathSegment("orders/\(".")")], [PathSegment("orders/\("..")")],
        ["orders", .param("no", "")], [PathSegment("a/../b")],
    ])
    func aValueOrLiteralThatWouldChangeThePathIsRefused(path: [PathSegment]) {
        #expect(throws: CourierError.self) { try url(path) }
    }

    @Test(arguments: [
        "https://app.example.invalid/v1/users/../admin", "https://app.example.invalid/v1/%2e%2E/admin",
        "https://app.example.invalid/v1/users//orders", "https://app.example.invalid/v1/a%0d%0aX: y",
        "https://app.example.invalid/v1/a?b=%00", "https://app.example.invalid/v1/./x",
    ])
    func aBuiltURLThatClimbsHasAnEmptySegmentOrAControlIsRefused(url: String) {
        #expect(throws: CourierError.self) { try RequestBuilder().build(Built(url: url), in: environment) }
        do {
            _ = try RequestBuilder().build(Built(url: url), in: environment)
        } catch {
            #expect(error.category == .requestInvalid)
            #expect(!error.message.contains("\r"), "the message escapes what it shows")
        }
    }

    @Test(arguments: ["https://app.example.invalid/v1/users/", "https://app.example.invalid", "https://app.example.invalid/v1/a%2Fb?x=..",
                      "https://app.example.invalid/v1/..a/b."])
    func ordinaryBuiltURLsPass(url: String) throws {
        #expect(try RequestBuilder().build(Built(url: url), in: environment).url == url)
    }
}
