import Arguments
import Testing
@testable import CourierCore
@testable import Routes

/// Route case → exactly what goes on the wire.
struct RouteTableTests {
    let local = DemoAPI.api.environment(named: "local")!

    @Test(arguments: [
        (OrderRouter.list(uid: 5) as any Route, "GET", "http://127.0.0.1:8080/v1/orders?uid=5", nil as String?, false),
        (OrderRouter.detail(no: "A1001"), "GET", "http://127.0.0.1:8080/v1/orders/A1001", nil, false),
        (OrderRouter.detail(no: "../x"), "GET", "http://127.0.0.1:8080/v1/orders/..%2Fx", nil, false),
        (OrderRouter.detail(no: "a/b?#%"), "GET", "http://127.0.0.1:8080/v1/orders/a%2Fb%3F%23%25", nil, false),
        (OrderRouter.create(uid: 5, sku: "SKU-1", qty: 2), "POST", "http://127.0.0.1:8080/v1/orders", #"{"uid":5,"sku":"SKU-1","qty":2}"#, false),
        (OrderRouter.cancel(no: "A 1"), "POST", "http://127.0.0.1:8080/v1/orders/A%201/cancel", nil, false),
        (UserRouter.login(username: "alice", password: "p&w\""), "POST", "http://127.0.0.1:8080/v1/users/login", #"{"username":"alice","password":"p&w\""}"#, false),
        (UserRouter.profile, "GET", "http://127.0.0.1:8080/v1/users/me", nil, true),
        (UserRouter.update(name: "Ann"), "PATCH", "http://127.0.0.1:8080/v1/users/me", #"{"name":"Ann"}"#, true),
        (PageRouter.numbered(perPage: 3), "GET", "http://127.0.0.1:8080/v1/pages/numbered?per_page=3", nil, false),
        (PageRouter.cursor(limit: 2), "GET", "http://127.0.0.1:8080/v1/pages/cursor?limit=2", nil, false),
        (PageRouter.linked(perPage: 3), "GET", "http://127.0.0.1:8080/v1/pages/linked?per_page=3", nil, false),
    ])
    func routeBuildsTheRequest(route: any Route, method: String, url: String, body: String?, auth: Bool) throws {
        let request = try RequestBuilder().build(route, in: local)
        #expect(request.method.rawValue == method)
        #expect(request.url == url)
        #expect(route.requiresAuth == auth)
        if let body {
            guard case .json(let json) = request.body else { Issue.record("expected a JSON body"); return }
            #expect(JSONPrinter(layout: .compact).string(json) == body)
        } else {
            #expect(request.body == .none)
        }
    }

    @Test func uploadStreamsTheFileAsMultipart() {
        let route = FileRouter.upload(path: "/tmp/dir/photo.jpg", mime: "image/jpeg")
        #expect(route.body == .multipart([.file(name: "file", path: "/tmp/dir/photo.jpg", filename: "photo.jpg", contentType: "image/jpeg")]))
        #expect(!route.isIdempotent)
    }

    @Test func everyDemoActionIsDeclaredAndBuildsFromPlaceholders() throws {
        let names = DemoAPI.commands.flatMap { group in group.actions.map { "\(group.name) \($0.command.name)" } }
        #expect(names == ["orders list", "orders detail", "orders create", "orders cancel", "users login", "users refresh",
                          "users verify", "users profile", "users update", "account login", "account me", "files upload", "pages numbered", "pages cursor", "pages linked"])
        for group in DemoAPI.commands {
            for action in group.actions {
                let route = try action.make(.placeholders(for: action.command.options))
                #expect(action.command.details.first?.text.hasPrefix(RouteSummary(route).requestLine) == true)
            }
        }
    }

    @Test func everySampleIsAnEnvelopeThatPassesItsOwnContract() throws {
        let routes: [any Route] = [OrderRouter.list(uid: 1), OrderRouter.detail(no: "x"), OrderRouter.create(uid: 1, sku: "s", qty: 1), OrderRouter.cancel(no: "x"),
                                   UserRouter.login(username: "a", password: "b"), UserRouter.profile, UserRouter.update(name: "n"),
                                   FileRouter.upload(path: "/x", mime: "text/plain"),
                                   PageRouter.numbered(perPage: 3), PageRouter.cursor(limit: 3), PageRouter.linked(perPage: 3)]
        for route in routes {
            #expect(!route.samples.isEmpty)
            let sample = route.samples[0]
            let outcome = ResponseEvaluator(envelope: DemoAPI.api.envelope)
                .evaluate(HTTPResponse(status: sample.status, body: Array(sample.body.utf8)), contract: route.contract)
            #expect(outcome.isSuccess, "\(route): \(String(describing: outcome.error))")
        }
    }

    @Test func environmentsHaveTheLocalDefaultAndPlaceholders() {
        let api = DemoAPI.api
        #expect(api.defaultEnvironment == "local")
        #expect(api.environments.map(\.name) == ["local", "dev", "prod"])
        for environment in api.environments { #expect(URLParts(environment.baseURL) != nil) }
        #expect(api.environment(named: "dev")?.note?.contains("placeholder") == true)
    }
}

/// Each list route declares how it pages, so `--all` can follow it.
struct PageRouteTests {
    @Test func everyListRouteDeclaresItsPaging() {
        #expect(PageRouter.numbered(perPage: 3).paging == .pageNumber(page: "page", perPage: "per_page", items: "data.items"))
        #expect(PageRouter.cursor(limit: 3).paging == .cursor(at: "data.nextCursor", parameter: "cursor", items: "data.items"))
        #expect(PageRouter.linked(perPage: 3).paging == .link(items: "data"))
        #expect(OrderRouter.list(uid: 5).paging == nil)
    }
}
