import Testing
@testable import CourierCore

private struct Secured: Route {
    var method: HTTPMethod = .get
    var path: [PathSegment] = ["me"]
    var query: [QueryItem] = [QueryItem("version", "9")]
    var requiresAuth: Bool = true
}

struct PluginTests {
    let request = HTTPRequest(method: .get, url: "http://h/v1/me?version=9")

    @Test(arguments: [
        (AuthScheme.bearer, "http://h/v1/me?version=9", "Authorization", "Bearer t0k"),
        (.header("X-Token"), "http://h/v1/me?version=9", "X-Token", "t0k"),
        (.query("access_token"), "http://h/v1/me?version=9&access_token=t0k", nil, nil),
    ] as [(AuthScheme, String, String?, String?)])
    func authPutsTheTokenWhereTheAPIWantsIt(scheme: AuthScheme, url: String, header: String?, value: String?) throws {
        let prepared = try AuthPlugin(scheme: scheme, token: "t0k").prepare(request, route: Secured())
        #expect(prepared.url == url)
        if let header { #expect(prepared.headers[header] == value) } else { #expect(prepared.headers.isEmpty) }
    }

    @Test func authLeavesPublicRoutesAndMissingTokensAlone() throws {
        #expect(try AuthPlugin(scheme: .bearer, token: "t").prepare(request, route: Secured(requiresAuth: false)) == request)
        #expect(try AuthPlugin(scheme: .bearer, token: nil).prepare(request, route: Secured()) == request)
    }

    @Test func commonParametersGoInQueryOrHeadersUnlessTheRouteSetThem() throws {
        let plugin = CommonParametersPlugin([CommonParameter("version", "1", in: .query), CommonParameter("systemType", "cli", in: .query),
                                             CommonParameter("X-Client", "c", in: .header), CommonParameter("X-Client", "dup", in: .header)])
        let prepared = try plugin.prepare(request, route: Secured())
        #expect(prepared.url == "http://h/v1/me?version=9&systemType=cli")
        #expect(prepared.headers.values(for: "x-client") == ["c"])
    }

    /// A next page's `Link` target comes back with the query the server was asked with, common parameters included.
    @Test func commonParametersAlreadyInTheURLAreNotAddedTwice() throws {
        let plugin = CommonParametersPlugin([CommonParameter("version", "1", in: .query), CommonParameter("systemType", "cli", in: .query)])
        let next = HTTPRequest(method: .get, url: "http://h/v1/items?page=2&systemType=cli")
        #expect(try plugin.prepare(next, route: Secured(query: [])).url == "http://h/v1/items?page=2&systemType=cli&version=1")
    }

    @Test func defaultHeadersNeverReplaceAnExistingOne() throws {
        var withAccept = request
        withAccept.headers.add("accept", "text/plain")
        let prepared = try DefaultHeadersPlugin(["Accept": "application/json", "User-Agent": "courier/x"]).prepare(withAccept, route: Secured())
        #expect(prepared.headers.fields.map(\.name) == ["accept", "User-Agent"])
        #expect(try ExtraHeadersPlugin(["ACCEPT": "a/b"]).prepare(prepared, route: Secured()).headers["accept"] == "a/b")
    }
}
