import Testing
@testable import CourierCore

struct RedirectPolicyTests {
    let follow = RedirectPolicy(maxHops: 10, secretHeaders: ["x-api-token"])
    let headers: HTTPHeaders = ["Authorization": "Bearer t", "Cookie": "c=1", "Proxy-Authorization": "p", "X-Api-Token": "s", "X-Trace": "keep"]

    func step(from url: String, to location: String, status: Int = 302, method: HTTPMethod = .get, hops: Int = 0,
              policy: RedirectPolicy? = nil) -> RedirectStep
    {
        let request = HTTPRequest(method: method, url: url, headers: headers, body: method == .get ? .none : .json(["a": 1]))
        let response = HTTPResponse(status: status, headers: ["Location": location])
        return (policy ?? follow).next(after: response, to: request, hops: hops)
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/a", "http://localhost:8080/b"),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/b"),
        ("http://127.0.0.1:8080/a", "https://127.0.0.1:8080/b"),
    ])
    func crossOriginHopsDropEverySecretHeader(from: String, to: String) throws {
        guard case .follow(let next) = step(from: from, to: to) else { Issue.record("did not follow"); return }
        #expect(next.url == to)
        #expect(next.headers.fields.map(\.name) == ["X-Trace"])
    }

    /// A call whose body is a credential (a login, a refresh) stays on its own origins: a 307 would re-send the body
    /// wherever it points (issue 42, finding 3).
    @Test func aCredentialCallNeverHopsOffItsOwnOrigins() {
        var keeps = RedirectPolicy(maxHops: 10, secretHeaders: ["x-api-token"], ownOrigins: ["http://api:80", "http://auth:80"])
        keeps.keepsToOwnOrigins = true
        #expect(step(from: "http://api/login", to: "http://elsewhere/x", status: 307, method: .post, policy: keeps)
            == .fail(.redirect(.credentialOffOrigin(origin: "http://elsewhere:80"))))
        guard case .follow = step(from: "http://api/login", to: "http://auth/login", status: 307, method: .post, policy: keeps) else {
            Issue.record("a hop between the environment's own origins was refused"); return
        }
        guard case .follow = step(from: "http://api/login", to: "/v2/login", status: 307, method: .post, policy: keeps) else {
            Issue.record("a same-origin hop was refused"); return
        }
    }

    @Test func sameOriginHopsKeepHeaders() {
        guard case .follow(let next) = step(from: "http://h:1/a/b", to: "c?x=1") else { Issue.record("did not follow"); return }
        #expect(next.url == "http://h:1/a/c?x=1")
        #expect(next.headers == headers)
    }

    /// The environment's credentials may go to each of its origins (base URL and services), as a direct call would.
    @Test func hopsBetweenTheEnvironmentsOwnOriginsKeepHeaders() {
        let own = RedirectPolicy(maxHops: 10, secretHeaders: ["x-api-token"], ownOrigins: ["http://api:80", "http://files:80"])
        guard case .follow(let next) = step(from: "http://api/a", to: "http://files/b", policy: own) else { Issue.record("did not follow"); return }
        #expect(next.headers == headers && next.origin == .environment)
        guard case .follow(let away) = step(from: "http://api/a", to: "http://elsewhere/b", policy: own) else { Issue.record("did not follow"); return }
        #expect(away.headers.fields.map(\.name) == ["X-Trace"] && away.origin == .foreign)
    }

    @Test(arguments: ["http://h/x", "ftp://h/x", "file:///etc/passwd", "javascript:alert(1)"])
    func onlyHTTPSToHTTPSOrHTTPSchemesAreFollowedFromHTTPS(location: String) {
        guard case .fail(let error) = step(from: "https://h/a", to: location) else { Issue.record("followed \(location)"); return }
        #expect(error.category == .transportRedirects)
    }

    @Test func hopLimitIsTransportRedirects() {
        guard case .fail(let error) = step(from: "http://h/a", to: "/a", hops: 10) else { Issue.record("followed"); return }
        #expect(error.category == .transportRedirects)
        #expect(error.exitCode == 6)
    }

    @Test(arguments: [(303, HTTPMethod.post, HTTPMethod.get, true), (302, .post, .get, true), (301, .post, .get, true),
                      (307, .post, .post, false), (308, .put, .put, false), (303, .put, .get, true)])
    func methodRewritesFollowRFC9110(status: Int, method: HTTPMethod, expected: HTTPMethod, dropsBody: Bool) {
        guard case .follow(let next) = step(from: "http://h/a", to: "/b", status: status, method: method) else { Issue.record("no follow"); return }
        #expect(next.method == expected)
        #expect((next.body == .none) == dropsBody)
    }

    @Test func noFollowingByDefault() {
        #expect(step(from: "http://h/a", to: "/b", policy: RedirectPolicy.none) == .done)
        #expect(step(from: "http://h/a", to: "/b", status: 200) == .done)
    }

    @Test(arguments: [
        ("http://h:1/a/b?q", "/x", "http://h:1/x"), ("http://h:1/a/b", "x", "http://h:1/a/x"), ("http://h:1/a/b", "?y=2", "http://h:1/a/b?y=2"),
        ("http://h:1/a", "//other:2/p", "http://other:2/p"), ("http://h/a", "HTTPS://e.com/z", "HTTPS://e.com/z"), ("http://h", "x", "http://h/x"),
    ])
    func resolvesReferencesAgainstTheBase(base: String, reference: String, expected: String) {
        #expect(URLParts.resolve(reference, against: base) == expected)
    }
}
