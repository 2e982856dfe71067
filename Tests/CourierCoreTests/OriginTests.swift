import CourierCore
import Testing

/// Where a request goes: a route's service, an app's own base URL mapped onto the environment, and
/// foreign origins, which get none of the API's plugins.
struct OriginTests {
    struct Built: RequestBuildingRoute {
        var url: String
        var method: HTTPMethod { .get }
        var path: [PathSegment] { [] }
        var requiresAuth: Bool { true }
        func buildRequest() throws(CourierError) -> HTTPRequest { HTTPRequest(method: .get, url: url) }
    }

    struct OnService: Route {
        var service: String?
        var method: HTTPMethod { .get }
        var path: [PathSegment] { ["orders", .param("no", "a/b")] }
    }

    let environment = Environment(name: "dev", baseURL: "https://users.dev.example.invalid/v1",
                                  services: ["orders": "https://orders.dev.example.invalid/api/"], headers: ["X-Env": "1"])
    let builder = RequestBuilder(appBaseURLs: [AppBaseURL("https://api.app.example.com/v2"),
                                               AppBaseURL("https://orders.app.example.com", service: "orders")])

    @Test(arguments: [
        ("https://api.app.example.com/v2/users/1?x=1", "https://users.dev.example.invalid/v1/users/1?x=1", RequestOrigin.environment),
        ("https://api.app.example.com/v2", "https://users.dev.example.invalid/v1", .environment),
        ("https://orders.app.example.com/o/9", "https://orders.dev.example.invalid/api/o/9", .environment),
        ("https://api.app.example.com/v2x/users", "https://api.app.example.com/v2x/users", .foreign),  // not below the base
        ("https://cdn.example.com/file.zip", "https://cdn.example.com/file.zip", .foreign),
        ("https://users.dev.example.invalid/other", "https://users.dev.example.invalid/other", .environment),
    ])
    func anAppURLIsMovedBelowTheEnvironmentOrIsForeign(built: String, sent: String, origin: RequestOrigin) throws {
        let request = try builder.build(Built(url: built), in: environment)
        #expect(request.url == sent)
        #expect(request.origin == origin)
        #expect(request.headers.contains("X-Env") == (origin == .environment))
    }

    @Test func aRouteOnAServiceIsBuiltBelowThatServicesURL() throws {
        #expect(try builder.build(OnService(service: "orders"), in: environment).url == "https://orders.dev.example.invalid/api/orders/a%2Fb")
        #expect(try builder.build(OnService(service: nil), in: environment).url == "https://users.dev.example.invalid/v1/orders/a%2Fb")
        #expect(throws: CourierError.self) { try builder.build(OnService(service: "billing"), in: environment) }
    }

    /// Issue 42, 17: a stored session's token goes only to the origins it may (``AuthPlugin/tokenOrigins``), even on
    /// a route of the environment's own that needs auth; a token given for the call goes everywhere the API's does.
    @Test func aSessionsTokenGoesOnlyToTheOriginsItMay() throws {
        var auth = AuthPlugin(scheme: .bearer, token: "s3ssion")
        auth.tokenOrigins = ["https://users.dev.example.invalid:443"]
        let route = Built(url: "")
        let home = try auth.prepare(HTTPRequest(method: .get, url: "https://users.dev.example.invalid/v1/me"), route: route)
        #expect(home.headers["Authorization"] == "Bearer s3ssion")
        let service = try auth.prepare(HTTPRequest(method: .get, url: "https://orders.elsewhere.example/api/o"), route: route)
        #expect(service.headers["Authorization"] == nil)
        let port = try auth.prepare(HTTPRequest(method: .get, url: "https://users.dev.example.invalid:8443/v1/me"), route: route)
        #expect(port.headers["Authorization"] == nil)
        auth.tokenOrigins = nil
        let given = try auth.prepare(HTTPRequest(method: .get, url: "https://orders.elsewhere.example/api/o"), route: route)
        #expect(given.headers["Authorization"] == "Bearer s3ssion")
    }

    @Test func aForeignRequestGetsOnlyThePluginsThatGoEverywhere() throws {
        let pipeline = Pipeline(plugins: [AuthPlugin(scheme: .bearer, token: "t0ken"), CommonParametersPlugin([CommonParameter("v", "1", in: .query)]),
                                          DefaultHeadersPlugin(["User-Agent": "courier"]), ExtraHeadersPlugin(["X-Mine": "1"])],
                                transport: StubTransport(sample: SampleResponse(body: "{}")))
        var pipelineWithApp = pipeline
        pipelineWithApp.builder = builder
        let foreign = try pipelineWithApp.prepare(Built(url: "https://cdn.example.com/f"), in: environment)
        #expect(foreign.url == "https://cdn.example.com/f")
        #expect(foreign.headers["Authorization"] == nil)
        #expect(foreign.headers["User-Agent"] == "courier")
        #expect(foreign.headers["X-Mine"] == "1")
        let own = try pipelineWithApp.prepare(Built(url: "https://api.app.example.com/v2/me"), in: environment)
        #expect(own.headers["Authorization"] == "Bearer t0ken")
        #expect(own.url == "https://users.dev.example.invalid/v1/me?v=1")
    }

    @Test func extraHeadersReplaceRepeatAndRemove() throws {
        let plugin = ExtraHeadersPlugin([(name: "Accept", value: nil), (name: "X-A", value: "1"), (name: "x-a", value: "2")])
        let request = try plugin.prepare(HTTPRequest(method: .get, url: "http://h", headers: ["Accept": "a", "X-A": "0"]), route: OnService())
        #expect(request.headers["Accept"] == nil)
        #expect(request.headers.values(for: "X-A") == ["1", "2"])
    }
}
