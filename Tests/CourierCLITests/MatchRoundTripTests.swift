import Arguments
import CourierCore
import KioskRoutes
import Routes
import Testing
@testable import CourierClient

/// `match` reads a request a command builds back to that command: over every demo route (native routes) and every
/// route of the KioskRoutes fixture (Moya `TargetType`s with `[String: Any]` values, an Alamofire
/// `URLRequestConvertible`, URLs sent as built, a flag Alamofire sends as `1`/`0`), each request is built as `--dry-run`
/// builds it, matched back, and must give the same words (up to option order) and an identical request.
struct MatchRoundTripTests {
    /// A program's routes and the request a command line builds in its default environment.
    struct Program {
        var groups: [ActionGroup<any Route>]
        var api: APIDescription
        var matcher: RouteMatcher

        init(groups: [ActionGroup<any Route>], api: APIDescription) {
            self.groups = groups
            self.api = api
            matcher = RouteMatcher(groups: groups, api: api, environments: api.environments)
        }

        var environment: Environment { api.environments.first { $0.name == api.defaultEnvironment } ?? api.environments[0] }

        /// The request `words` build, as a command line builds it (parsed, made by its action, built).
        func request(_ words: [String]) throws -> HTTPRequest {
            guard case .run(let invocation) = try matcher.parser.parse(words), let action = invocation.command.target as? Action<any Route> else {
                throw CourierError(.usage, "not an action: \(words)")
            }
            return try RequestBuilder(appBaseURLs: api.appBaseURLs).build(try action.make(invocation.values), in: environment)
        }

        func match(_ words: [String]) throws -> RouteMatch {
            try matcher.match(CapturedRequest(source: "test", request: request(words)))
        }
    }

    static let demo = Program(groups: DemoAPI.commands, api: DemoAPI.api)
    static let kiosk = Program(groups: KioskProgram.commands, api: KioskProgram.api)

    /// Every demo route, with values of every kind it takes (integers, text with spaces and slashes, a multipart file).
    static let demoLines: [[String]] = [
        ["orders", "list", "--uid", "5"],
        ["orders", "detail", "--no", "A1001"],
        ["orders", "detail", "--no", "A 10/01"],
        ["orders", "create", "--uid", "5", "--sku", "SKU-1", "--qty", "2"],
        ["orders", "cancel", "--no", "A1002"],
        ["users", "login", "--username", "alice"],
        ["users", "refresh"],
        ["users", "verify"],
        ["users", "profile"],
        ["users", "update", "--name", "Alice Liddell"],
        ["account", "login", "--username", "alice"],
        ["account", "me"],
        ["files", "upload", "--file", "./photo.jpg", "--mime", "image/jpeg"],
        ["pages", "numbered", "--per-page", "7"],
        ["pages", "cursor", "--limit", "3"],
        ["pages", "linked", "--per-page", "2"],
    ]

    /// The credentials a line gives, which the matched command leaves out (the session or `-u` carries them).
    static let credentials: [String: [String]] = [
        "users login": ["--password", "hunter2"], "account login": ["--password", "hunter2"], "users refresh": ["--refresh-token", "r-123"],
    ]

    static let kioskLines: [[String]] = [
        ["kiosk", "search", "--params", "q=monet", "--params", "sort=date"],
        ["kiosk", "artwork", "--id", "42"],
        ["kiosk", "bids", "--sale-id", "7", "--lot-number", "12", "--page", "3"],
        ["kiosk", "track", "--event", "open", "--properties", "screen=home"],
        ["kiosk", "place-bid", "--lot-id", "L-9", "--cents", "12500"],
        ["kiosk", "legacy-feed", "--page", "4"],
        ["kiosk", "image", "--artwork-id", "42", "--size", "large"],
        ["kiosk", "item", "--name1", "vase", "--n", "3"],
        ["kiosk", "legacy-list", "--p1", "abc", "--p2", "2"],
        ["kiosk", "follow-link", "--url", "https://promo.example.org/spring/sale"],
        ["kiosk", "sales", "--live", "--page", "2"],
        ["kiosk", "sales", "--page", "5"],
        ["kiosk", "health"],
        ["kiosk-legacy", "staff", "--login", "jdoe"],
        ["kiosk-legacy", "shift", "--desk", "3", "--day", "mon"],
    ]

    static func expectRoundTrip(_ program: Program, _ line: [String]) throws {
        let secret = credentials[line.prefix(2).joined(separator: " ")] ?? []
        let match = try program.match(line + secret)
        #expect(match.outcome == .matched, "\(line): \(match.outcome) \(match.candidates.map(\.words)) \(match.nearest.map { $0.miss.sentence } ?? "")")
        let best = try #require(match.best)
        #expect(best.words.sorted() == line.sorted(), "\(line) read back as \(best.words)")
        #expect(best.identical, "\(line): \(best.differences.map(\.sentence))")
        if !secret.isEmpty {
            #expect(!best.words.contains(secret[1]))
            #expect(!match.credentials.isEmpty, "\(line): the credential is listed")
        }
    }

    @Test(arguments: demoLines) func everyDemoRouteReadsBackToItsCommand(line: [String]) throws {
        try Self.expectRoundTrip(Self.demo, line)
    }

    @Test(arguments: kioskLines) func everyCompatRouteReadsBackToItsCommand(line: [String]) throws {
        try Self.expectRoundTrip(Self.kiosk, line)
    }
}

/// A day of traffic matches in seconds: placements are made once per environment and each request is held only
/// against the actions its method, base URL and first segment index.
struct MatchVolumeTests {
    @Test func tenThousandRequestsMatchInAFewSeconds() throws {
        let program = MatchRoundTripTests.demo
        let requests = try MatchRoundTripTests.demoLines.map { line in
            try program.request(line + (MatchRoundTripTests.credentials[line.prefix(2).joined(separator: " ")] ?? []))
        }
        let captured = (0..<10_000).map { index in
            var request = requests[index % requests.count]
            if index % requests.count == 0 { request.url = request.url.replacing("uid=5", with: "uid=\(index + 1)") }
            return CapturedRequest(source: "entry \(index + 1)", request: request)
        }
        let clock = ContinuousClock()
        var matched = 0
        let elapsed = clock.measure {
            for request in captured where program.matcher.match(request).outcome == .matched { matched += 1 }
        }
        #expect(matched == captured.count)
        // A debug build on a shared machine: 3 to 8 s here; an index that stopped working (every request held
        // against every action of every environment) takes several times that.
        #expect(elapsed < .seconds(20), "10,000 requests took \(elapsed)")
        print("matched 10,000 requests in \(elapsed)")
    }
}
