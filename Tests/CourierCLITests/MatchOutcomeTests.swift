import Arguments
import CourierCore
import Routes
import Testing
@testable import CourierClient

/// What `match` answers besides a clean match: requests no route builds (unmatched, with the nearest route and
/// why), two routes that build one request (both, never a guess), a request with more than the route sends (the
/// differences), and credentials (never words, listed redacted).
struct MatchOutcomeTests {
    static let demo = MatchRoundTripTests.demo

    static func captured(_ method: String, _ url: String, headers: HTTPHeaders = [], json: String? = nil) -> CapturedRequest {
        let body = json.map { RequestBody.raw(bytes: Array($0.utf8), contentType: "application/json") } ?? .none
        return CapturedRequest(source: "test", request: HTTPRequest(method: HTTPMethod(rawValue: method), url: url, headers: headers, body: body))
    }

    @Test(arguments: [
        ("GET", "http://127.0.0.1:8080/v1/orders", "orders list", MatchMiss.missingValue(option: "--uid")),
        ("DELETE", "http://127.0.0.1:8080/v1/orders/A1001", "orders detail", .method(expected: "GET", captured: "DELETE")),
        ("POST", "http://127.0.0.1:8080/v1/orders/A1001/refund", "orders cancel", .segment(3, expected: "cancel", captured: "refund")),
        ("GET", "http://127.0.0.1:8080/v1/orders?uid=abc", "orders list", .badValue(option: "--uid", text: "abc", expected: "integer")),
        ("GET", "http://127.0.0.1:8080/v1/users/me/avatar", "users profile", .segmentCount(expected: 2, captured: 3)),
        ("POST", "http://127.0.0.1:8080/v1/pages/numbered", "pages numbered", .method(expected: "GET", captured: "POST")),
    ])
    func aRequestNoRouteBuildsIsUnmatchedWithTheNearestRoute(method: String, url: String, nearest: String, miss: MatchMiss) {
        let match = Self.demo.matcher.match(Self.captured(method, url))
        #expect(match.outcome == .unmatched)
        #expect(match.candidates.isEmpty)
        #expect(match.nearest?.candidate.route == nearest)
        #expect(match.nearest?.miss == miss)
    }

    @Test func aURLBelowNoBaseIsUnmatched() {
        let match = Self.demo.matcher.match(Self.captured("GET", "https://elsewhere.example.org/v1/orders?uid=5"))
        #expect(match.outcome == .unmatched)
        #expect(match.nearest?.miss.kind == "base")
    }

    /// Two routes whose requests are the same: `g a --id X` and `g b --id X` build `GET /things/X`.
    enum Twin: Route {
        case a(id: String), b(id: String), latest
        var method: HTTPMethod { .get }
        var path: [PathSegment] {
            switch self {
            case .a(let id), .b(let id): ["things", .param("id", id)]
            case .latest: ["things", "latest"]
            }
        }
    }

    static let twins: RouteMatcher = {
        let id = OptionDeclaration(name: "id", kind: .string, help: "", isRequired: true)
        let group = ActionGroup<any Route>("g", summary: "", actions: [
            Action(command: Command(name: "a", summary: "", options: [id])) { Twin.a(id: $0.raw("id") ?? "") },
            Action(command: Command(name: "b", summary: "", options: [id])) { Twin.b(id: $0.raw("id") ?? "") },
            Action(command: Command(name: "latest", summary: "")) { _ in Twin.latest },
        ])
        let environment = Environment(name: "t", baseURL: "http://127.0.0.1:9/v1")
        let api = APIDescription(name: "t", environments: [environment], defaultEnvironment: "t")
        return RouteMatcher(groups: [group], api: api, environments: [environment])
    }()

    @Test func twoRoutesThatBuildTheRequestAreBothReported() {
        let match = Self.twins.match(Self.captured("GET", "http://127.0.0.1:9/v1/things/x1"))
        #expect(match.outcome == .ambiguous)
        #expect(match.candidates.map(\.words) == [["g", "a", "--id", "x1"], ["g", "b", "--id", "x1"]])
        #expect(match.candidates.allSatisfy { $0.identical })
    }

    @Test func aRouteThatSpellsTheSegmentWinsOverOneWhoseOptionFillsIt() {
        let match = Self.twins.match(Self.captured("GET", "http://127.0.0.1:9/v1/things/latest"))
        #expect(match.outcome == .matched)
        #expect(match.best?.words == ["g", "latest"])
    }

    @Test func whatTheRouteDoesNotSendIsADifference() {
        let match = Self.demo.matcher.match(Self.captured("GET", "http://127.0.0.1:8080/v1/orders?uid=5&debug=1",
                                                          headers: ["X-Trace": "t1", "User-Agent": "curl/8.5.0", "accept-encoding": "gzip"]))
        #expect(match.outcome == .matched)
        #expect(match.best?.words == ["orders", "list", "--uid", "5"])
        #expect(match.best?.differences == [.extra(.query("debug", occurrence: 0)), .extra(.header("X-Trace"))])
        #expect(match.ignoredHeaders == ["User-Agent", "accept-encoding"])
    }

    @Test func aCapturedCredentialIsLeftOutOfTheCommandAndListedRedacted() throws {
        let match = Self.demo.matcher.match(Self.captured("GET", "http://127.0.0.1:8080/v1/orders/A1001",
                                                          headers: ["Authorization": "Bearer tok-123", "Cookie": "sid=s-456; theme=dark"]))
        let best = try #require(match.best)
        #expect(best.identical)
        #expect(match.credentials == [CapturedCredential(place: .header, name: "Authorization", scheme: "Bearer"),
                                      CapturedCredential(place: .cookie, name: "sid", isSession: true), CapturedCredential(place: .cookie, name: "theme")])
        #expect(!best.words.contains { $0.contains("tok-123") || $0.contains("s-456") })
        let printed = JSONPrinter().string(match.document(program: "courier")) + match.line(program: "courier")
        #expect(!printed.contains("tok-123") && !printed.contains("s-456"))
    }

    @Test func aCredentialInTheBodyNeverBecomesAWord() throws {
        let match = Self.demo.matcher.match(Self.captured("POST", "http://127.0.0.1:8080/v1/users/login",
                                                          json: #"{"username":"alice","password":"hunter2"}"#))
        let best = try #require(match.best)
        #expect(best.words == ["users", "login", "--username", "alice"])
        #expect(best.identical)
        #expect(match.credentials == [CapturedCredential(place: .body, name: "password")])
        #expect(!JSONPrinter().string(match.document(program: "courier")).contains("hunter2"))
    }

    @Test func aCredentialInTheQueryIsRedactedInTheURL() {
        #expect(RouteMatch.redactedURL("https://u:p@h.example/x?api_key=k1&page=2") == "https://[redacted]@h.example/x?api_key=[redacted]&page=2")
    }

    @Test(arguments: [("v{ver}-{id}", "v2-a-b", [("ver", "2"), ("id", "a-b")]), ("{a}", "xyz", [("a", "xyz")]),
                      ("items", "items", []), ("{n}.jpg", "large.jpg", [("n", "large")])])
    func aTemplateReadsEachValueBack(template: String, value: String, expected: [(String, String)]) throws {
        let read = try #require(TemplateText(template, names: ["ver", "id", "a", "n"]).read(value))
        #expect(read.map(\.name) == expected.map(\.0))
        #expect(read.map(\.text) == expected.map(\.1))
    }

    @Test func aTemplateRefusesTextItsLiteralsAreNotIn() {
        #expect(TemplateText("v{ver}", names: ["ver"]).read("x2") == nil)
        #expect(TemplateText("items", names: []).read("orders") == nil)
    }
}
