import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient
@testable import CourierDescribe

/// Where `describe` says each option lands: found by building the route with one option changed at a time.
struct OptionPlacementTests {
    enum Probe: Route {
        case search(sort: String, term: String, page: Int, verbose: Bool)
        case person(name: String, age: Int)
        case note(text: String)
        case keyed(label: String)

        var method: HTTPMethod {
            switch self {
            case .search: .get
            case .person, .note, .keyed: .post
            }
        }

        var path: [PathSegment] {
            switch self {
            case .search(let sort, _, _, _): ["items", .param("sort", sort)]
            case .person: ["people"]
            case .note: ["notes"]
            case .keyed: ["keyed"]
            }
        }

        var query: [QueryItem] {
            switch self {
            case .search(_, let term, let page, _): [QueryItem("q", term), QueryItem("page", String(page))]
            case .person, .note, .keyed: []
            }
        }

        var headers: HTTPHeaders {
            switch self {
            case .search(_, _, _, let verbose): verbose ? ["X-Verbose": "1"] : []
            case .keyed: ["X-Api-Key": "hardcoded-key"]
            case .person, .note: []
            }
        }

        var body: RequestBody {
            switch self {
            case .person(let name, let age): .form([QueryItem("name", name), QueryItem("age", String(age))])
            case .note(let text): .raw(bytes: Array(text.utf8), contentType: "text/plain")
            case .search, .keyed: .none
            }
        }
    }

    /// A route that builds its own request under the app's base URL, as Moya and Alamofire routers do.
    struct AppRoute: RequestBuildingRoute {
        var id: String
        var method: HTTPMethod { .get }
        var path: [PathSegment] { [] }
        func buildRequest() throws(CourierError) -> HTTPRequest {
            HTTPRequest(method: .get, url: "https://app.example.com/api/things/\(id)?expand=\(id.count)")
        }
    }

    static let environment = Environment(name: "t", baseURL: "http://127.0.0.1:9/v1")

    static func action(_ options: [OptionDeclaration], positionals: [Positional] = [],
                       _ make: @escaping @Sendable (ParsedValues) -> any Route) -> Action<any Route>
    {
        Action(command: Command(name: "a", summary: "", options: options, positionals: positionals)) { make($0) }
    }

    static func option(_ name: String, _ kind: ValueKind = .string, range: ClosedRange<Double>? = nil) -> OptionDeclaration {
        OptionDeclaration(name: name, kind: kind, help: "", isRequired: true, range: range)
    }

    static let search = action([option("sort", .choice(["asc", "desc"])), option("term"), option("page", .int, range: 1...50),
                                option("verbose", .flag), option("unused")]) { values in
        Probe.search(sort: values.raw("sort") ?? "", term: values.raw("term") ?? "", page: Int(values.raw("page") ?? "") ?? 0,
                     verbose: values.raw("verbose") == "true")
    }

    static func placements(_ action: Action<any Route>, appBaseURLs: [AppBaseURL] = []) -> [String: [RequestSites.Place]] {
        let placement = OptionPlacement(action: action, environment: environment, builder: RequestBuilder(appBaseURLs: appBaseURLs))
        return Dictionary(uniqueKeysWithValues: placement.inputs.map { ($0.name, $0.places) })
    }

    @Test func everyKindOfOptionIsFoundWhereItLands() {
        #expect(Self.placements(Self.search) == [
            "sort": [.path(2)], "term": [.query("q", occurrence: 0)], "page": [.query("page", occurrence: 0)],
            "verbose": [.header("X-Verbose")], "unused": [],
        ])
        let person = Self.action([Self.option("name"), Self.option("age", .int)]) { values in
            Probe.person(name: values.raw("name") ?? "", age: Int(values.raw("age") ?? "") ?? 0)
        }
        #expect(Self.placements(person) == ["name": [.body("name")], "age": [.body("age")]])
        let note = Self.action([Self.option("text")]) { Probe.note(text: $0.raw("text") ?? "") }
        #expect(Self.placements(note) == ["text": [.body("")]])
    }

    @Test func aPositionalIsPlacedLikeAnOption() {
        let action = Self.action([], positionals: [Positional("term", help: "")]) { values in
            Probe.search(sort: "asc", term: values.positional("term") ?? "", page: 1, verbose: false)
        }
        #expect(Self.placements(action) == ["term": [.query("q", occurrence: 0)]])
    }

    @Test func aRequestBuildingRouteIsPlacedBelowTheEnvironment() throws {
        let action = Self.action([Self.option("id")]) { AppRoute(id: $0.raw("id") ?? "") }
        #expect(Self.placements(action, appBaseURLs: [AppBaseURL("https://app.example.com/api")])
            == ["id": [.path(2), .query("expand", occurrence: 0)]])
        let api = APIDescription(name: "t", environments: [Self.environment], defaultEnvironment: "t",
                                 appBaseURLs: [AppBaseURL("https://app.example.com/api")])
        let template = try #require(ActionDescription(group: "g", action: action, api: api, environment: Self.environment,
                                                      secretHeaders: SecretHeaders(api: api)).template)
        #expect(template.url == "http://127.0.0.1:9/v1/things/{id}?expand={id}")
        #expect(template.path == "/things/{id}")
    }

    @Test func theListingReadsARequestBuildingRoutesPathFromItsURL() {
        let app = Self.action([Self.option("id")]) { AppRoute(id: $0.raw("id") ?? "") }
        let listing = DescribeListing(groups: [ActionGroup("g", summary: "", actions: [app, Self.search])], environment: Self.environment,
                                      builder: RequestBuilder(appBaseURLs: [AppBaseURL("https://app.example.com/api")]))
        #expect(listing.text() == "g a  GET /things/{id}\ng a  GET /items/{sort}")
    }

    @Test func theTemplateWritesEachValueAsItsName() throws {
        let api = APIDescription(name: "t", environments: [Self.environment], defaultEnvironment: "t")
        let template = try #require(ActionDescription(group: "g", action: Self.search, api: api, environment: Self.environment,
                                                      secretHeaders: SecretHeaders(api: api)).template)
        #expect(template.method == "GET")
        #expect(template.url == "http://127.0.0.1:9/v1/items/{sort}?q={term}&page={page}")
        #expect(template.bodyKind == "none")
        #expect(template.body == nil)
    }

    @Test func aSecretHeaderTheRouteHardcodesIsRedacted() throws {
        let api = APIDescription(name: "t", environments: [Self.environment], defaultEnvironment: "t")
        let action = Self.action([Self.option("label")]) { Probe.keyed(label: $0.raw("label") ?? "") }
        let description = ActionDescription(group: "g", action: action, api: api, environment: Self.environment, secretHeaders: SecretHeaders(api: api))
        let template = try #require(description.template)
        #expect(template.headers.map(\.value) == [Redaction.placeholder])
        #expect(!description.text().contains("hardcoded-key"))
        #expect(!JSONPrinter().string(description.document()).contains("hardcoded-key"))
    }

    @Test func aRouteThatCannotBeBuiltSaysWhy() {
        let action = Action<any Route>(command: Command(name: "a", summary: "", options: [Self.option("x")])) { _ throws(ParseError) in
            throw ParseError(.invalid("x must be a prime"))
        }
        let placement = OptionPlacement(action: action, environment: Self.environment, builder: RequestBuilder())
        #expect(placement.route == nil)
        #expect(placement.problem == "the route cannot be built from placeholder values: x must be a prime")
    }
}
