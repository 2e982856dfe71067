import Testing
@testable import CourierCore

/// RFC 6265 as a session cookie needs it: parsing `Set-Cookie`, and where the cookie may go back.
struct CookieScopeTests {
    @Test func setCookieKeepsItsAttributes() throws {
        let cookie = try #require(SetCookie("sid=abc; Path=/v1; Domain=.Example.COM; Secure; HttpOnly; Max-Age=60"))
        #expect(cookie.name == "sid" && cookie.value == "abc")
        #expect(cookie.path == "/v1" && cookie.domain == "example.com" && cookie.secure && cookie.httpOnly)
        #expect(cookie.expiry(now: 100) == 160)
        #expect(SetCookie("=novalue") == nil && SetCookie("noequals") == nil)
        #expect(SetCookie("a=b; Expires=Sun, 06 Nov 1994 08:49:37 GMT")?.expires == 784_111_777)
    }

    @Test(arguments: [
        // Host-only: that host alone, any path below /v1.
        ("sid=1; Path=/v1", "http://api.test/v1/login", "http://api.test/v1/users/me", true),
        ("sid=1; Path=/v1", "http://api.test/v1/login", "http://other.test/v1/users/me", false),
        ("sid=1; Path=/v1", "http://api.test/v1/login", "http://sub.api.test/v1/x", false),
        ("sid=1; Path=/v1", "http://api.test/v1/login", "http://api.test/v10/x", false),
        ("sid=1; Path=/v1", "http://api.test/v1/login", "http://api.test/", false),
        // Without Path: the login URL's directory.
        ("sid=1", "http://api.test/v1/users/login", "http://api.test/v1/users/me", true),
        ("sid=1", "http://api.test/v1/users/login", "http://api.test/v1/orders", false),
        // Domain: the domain and its subdomains.
        ("sid=1; Domain=api.test; Path=/", "http://www.api.test/login", "http://x.api.test/a", true),
        // Secure: https only.
        ("sid=1; Secure; Path=/", "https://api.test/login", "http://api.test/a", false),
        ("sid=1; Secure; Path=/", "https://api.test/login", "https://api.test/a", true),
        // Expired.
        ("sid=1; Max-Age=0; Path=/", "http://api.test/login", "http://api.test/a", false),
    ])
    func aCookieGoesBackOnlyWhereItMay(header: String, setBy: String, request: String, sent: Bool) throws {
        let cookie = try #require(SetCookie(header))
        let scope = try #require(CookieScope(cookie, setBy: setBy, now: 1_000))
        #expect(scope.matches(request, now: 1_000) == sent)
    }

    @Test(arguments: ["sid=1; Domain=other.example", "sid=1; Domain=evil.test"])
    func aCookieForAnotherDomainIsNotKept(header: String) throws {
        let cookie = try #require(SetCookie(header))
        #expect(CookieScope(cookie, setBy: "http://api.test/login", now: 0) == nil)
    }

    @Test func aLoginWhoseCookieIsForAnotherDomainGivesNoSession() throws {
        let response = HTTPResponse(status: 200, headers: ["Set-Cookie": "sid=s3cret; Domain=other.example"])
        #expect(throws: CourierError.session(.foreignCookie("sid"))) {
            try SessionGrant(token: .cookie("sid")).session(from: response, body: .empty, url: "http://api.test/login", now: 0)
        }
    }

    @Test func aGrantReadsTheTokenRefreshTokenAndLifetimeWhereDeclared() throws {
        let body = Body(bytes: Array(#"{"code":0,"data":{"token":"t","refreshToken":"r","expiresIn":60}}"#.utf8))
        let grant = SessionGrant(token: .body("data.token"), refreshToken: .body("data.refreshToken"), expiresIn: .body("data.expiresIn"))
        let session = try grant.session(from: HTTPResponse(status: 200), body: body, url: "http://api.test/login", now: 1_000)
        var expected = Session(token: "t", refreshToken: "r", expiresAt: 1_060)
        expected.origin = "http://api.test:80"  // the granting origin, which the session is kept to
        #expect(session == expected)
        #expect(throws: CourierError.session(.missing("data.token"))) {
            try grant.session(from: HTTPResponse(status: 200), body: .json(["data": [:]]), url: "http://api.test/login", now: 0)
        }
        let header = try SessionGrant(token: .header("X-Token")).session(from: HTTPResponse(status: 200, headers: ["X-Token": "h"]), body: .empty,
                                                                          url: "http://api.test/login", now: 0)
        #expect(header.token == "h")
    }

    @Test func aStoredSessionNamesItsAPIAndEnvironment() {
        let session = Session(token: "t", refreshToken: "r", expiresAt: 99)
        #expect((try? Session.parse(session.json(api: "demo", environment: "local"), api: "demo", environment: "local").get()) == session)
        #expect(throws: SessionReason.FileProblem.otherAPI("demo")) {
            try Session.parse(session.json(api: "demo", environment: "local"), api: "demo", environment: "dev").get()
        }
        #expect(throws: SessionReason.FileProblem.notASession) { try Session.parse(["token": 5], api: "demo", environment: "local").get() }
    }

    @Test func theJarReadsAndWritesCurlsFormatAndReplacesByNameDomainAndPath() {
        let curl = "# Netscape HTTP Cookie File\n#HttpOnly_api.test\tFALSE\t/v1\tFALSE\t0\tsid\tabc\n.api.test\tTRUE\t/\tTRUE\t2000\tpref\tx\nbroken line\n"
        var jar = CookieJar(netscape: curl)
        #expect(jar.cookies.count == 2)
        #expect(CookieJar(netscape: jar.netscape) == jar)
        #expect(jar.header(for: "https://www.api.test/v1/a", now: 1_000) == "pref=x")
        #expect(jar.header(for: "https://api.test/v1/a", now: 1_000) == "sid=abc; pref=x")
        #expect(jar.header(for: "http://api.test/v1/a", now: 1_000) == "sid=abc")
        let refused = jar.receive(["Set-Cookie": "sid=new; Path=/v1", "Set-Cookie": "evil=1; Domain=other.test"], from: "http://api.test/v1/login", now: 1_000)
        #expect(refused == ["evil"])
        #expect(jar.header(for: "http://api.test/v1/a", now: 1_000) == "sid=new")
        _ = jar.receive(["Set-Cookie": "sid=gone; Path=/v1; Max-Age=0"], from: "http://api.test/v1/logout", now: 1_000)
        #expect(jar.header(for: "http://api.test/v1/a", now: 1_000) == nil)
    }

    /// A `Max-Age` or jar expiry at or past the edge of Int64 is the latest writable instant, and writing the jar
    /// back cannot trap; a negative one has expired (issue 42, finding 1).
    @Test func anExpiryAtTheEdgeOfInt64IsClampedNotTrappedOn() throws {
        for maxAge in ["9223372036854775807", "99999999999999999999999"] {
            let cookie = try #require(SetCookie("sid=x; Max-Age=\(maxAge)"))
            #expect(cookie.expiry(now: 1_000) == EpochSeconds.latest)
        }
        #expect(SetCookie("sid=x; Max-Age=-9223372036854775808")?.expiry(now: 1_000) ?? 0 < 1_000)
        #expect(SetCookie("sid=x; Max-Age=1e3")?.maxAge == nil)
        let jar = CookieJar(netscape: "api.test\tFALSE\t/\tFALSE\t9223372036854775807\tsid\tx\n")
        #expect(jar.netscape.contains("\t253402300799\tsid\tx"))
        #expect(EpochSeconds.whole(.infinity) == 253_402_300_799 && EpochSeconds.whole(-.infinity) == -253_402_300_799 && EpochSeconds.whole(.nan) == 0)
    }
}
