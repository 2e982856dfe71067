import Testing
@testable import CourierCore

private struct TestRoute: Route {
    var method: HTTPMethod = .get
    var path: [PathSegment]
    var query: [QueryItem] = []
    var headers: HTTPHeaders = []
}

struct RequestBuilderTests {
    let local = Environment(name: "local", baseURL: "http://127.0.0.1:8080/v1/", headers: ["X-Env": "local"])

    @Test func joinsBaseURLEncodedSegmentsAndQuery() throws {
        let route = TestRoute(path: ["orders", .param("no", "a/b c")], query: [QueryItem("q", "&=+#% é")])
        let request = try RequestBuilder().build(route, in: local)
        #expect(request.url == "http://127.0.0.1:8080/v1/orders/a%2Fb%20c?q=%26%3D%2B%23%25%20%C3%A9")
        #expect(request.headers["x-env"] == "local")
    }

    @Test(arguments: ["", ".", ".."])
    func refusesPathParametersThatWouldChangeThePath(value: String) {
        #expect(throws: CourierError.self) { try RequestBuilder().build(TestRoute(path: ["orders", .param("no", value)]), in: local) }
    }

    @Test(arguments: ["ftp://x/v1", "http://exa mple.com", "http://a\nb", "127.0.0.1:8080", "http://user:pw@host/v1", "http://host:0/", "http://host:99999/", "http://h/v1?x=1", ""])
    func refusesBadBaseURLs(url: String) {
        let environment = Environment(name: "bad", baseURL: url)
        do {
            _ = try RequestBuilder().build(TestRoute(path: ["x"]), in: environment)
            Issue.record("accepted \(url)")
        } catch {
            #expect(error.category == .config)
        }
    }

    @Test func refusesMethodsThatAreNotTokens() {
        #expect(throws: CourierError.self) {
            try RequestBuilder().build(TestRoute(method: HTTPMethod(rawValue: "GET /x"), path: ["x"]), in: local)
        }
    }

    @Test(arguments: [("X-Ok", "a\r\nInjected: 1"), ("X-Ok", "nul\u{0}"), ("Bad Name", "v"), ("", "v"), ("X:Y", "v"), ("X-Ok", "del\u{7f}")])
    func refusesHeaderInjection(name: String, value: String) {
        #expect(throws: CourierError.self) { try RequestBuilder.validate([HTTPHeader(name, value)]) }
    }

    @Test func acceptsOrdinaryHeaders() throws {
        try RequestBuilder.validate(["Accept": "application/json", "X-Trace": "a\tb é"])
    }

    @Test func urlPartsCompareOrigins() {
        #expect(URLParts("http://127.0.0.1:8080/v1")?.origin == "http://127.0.0.1:8080")
        #expect(URLParts("HTTPS://Example.COM/x")?.origin == "https://example.com:443")
        #expect(URLParts("http://[::1]:9/")?.origin == "http://[::1]:9")
        #expect(URLParts("http://h:80") == URLParts("http://h"))
    }
}
