@testable import CourierCLI
import Arguments
import CourierCore
import CourierMCP
import Foundation
import KioskRoutes
import Testing
@testable import CourierClient

/// `routes` and `describe` over an app's own routers (Tests/Fixtures/KioskRoutes, written as a shipping app writes
/// them: `KioskAPI` with `[String: Any]` and `[String: String]` values, integer path values, a `?` in a path, three
/// base URLs of which two are mapped, and an Alamofire router on a host of its own), run in process on the commands
/// the plugin generated for them. Snapshots change on purpose only: `COURIER_RECORD_SNAPSHOTS=1 swift test --filter
/// CompatListingTests`, then review the diff.
struct CompatListingTests {
    static let api = KioskProgram.api
    static let environment = api.environments[0]
    static let builder = RequestBuilder(appBaseURLs: api.appBaseURLs)

    static func catalog() -> JSON { RoutesCommand(groups: KioskProgram.commands, environment: environment, api: api).catalog() }

    static func description(_ group: String, _ action: String) -> ActionDescription? {
        guard let found = KioskProgram.commands.first(where: { $0.name == group })?.action(named: action) else { return nil }
        return ActionDescription(group: group, action: found, api: api, environment: environment, secretHeaders: SecretHeaders(api: api))
    }

    static var entries: [JSON] {
        guard case .array(let entries) = catalog() else { return [] }
        return entries
    }

    static func entry(_ group: String, _ action: String) -> JSON? {
        entries.first { $0["group"] == .string(group) && $0["action"] == .string(action) }
    }

    /// Every action's `describe` text, after the list `describe` prints without one.
    static func describeText() -> String {
        let listing = DescribeListing(groups: KioskProgram.commands, environment: environment, builder: builder).text()
        let actions = KioskProgram.commands.flatMap { group in
            group.actions.compactMap { description(group.name, $0.command.name)?.text() }
        }
        return ([listing] + actions).joined(separator: "\n\n----\n\n") + "\n"
    }

    @Test(arguments: ["kiosk-routes.json", "kiosk-describe.txt"])
    func listingMatchesItsSnapshot(name: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/" + name)
        let text = name.hasSuffix(".json") ? JSONPrinter().string(Self.catalog()) + "\n" : Self.describeText()
        if ProcessInfo.processInfo.environment["COURIER_RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(name); review the diff and run again without COURIER_RECORD_SNAPSHOTS")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)), "\(name) differs from its snapshot; if intended, re-record it")
    }

    /// Method, path below the service, query names and service of each action, as `routes --json` lists them.
    @Test(arguments: [
        ("search", "GET", "/artworks/search", ["{params}"], nil as String?),
        ("artwork", "GET", "/artworks/{id}", [], nil),
        ("bids", "GET", "/sales/{sale-id}/lots/{lot-number}/bids", ["page", "size"], nil),
        ("track", "POST", "/events", [], nil),
        ("place-bid", "POST", "/lots/{lot-id}/bids", [], nil),
        ("legacy-feed", "GET", "https://www.kiosk.example.com/legacy/feed.php%3Fpage={page}", [], nil),
        ("image", "GET", "/{artwork-id}/{size}.jpg", [], "images"),
        ("item", "GET", "/items/{name1}-{n}", [], nil),
        ("legacy-list", "GET", "https://www.kiosk.example.com/legacy/list.php%3Fid={p1}&page={p2}", [], nil),
        ("follow-link", "GET", "{url}", [], nil),
        ("sales", "GET", "/sales", ["live", "page"], nil),
    ])
    func routesListsTheRequestTheRouterBuilds(action: String, method: String, path: String, query: [String], service: String?) {
        let entry = Self.entry("kiosk", action)
        #expect(entry?["method"] == .string(method))
        #expect(entry?["path"] == .string(path))
        #expect(entry?["query"] == .array(query.map(JSON.string)))
        #expect(entry?["service"] == (service.map(JSON.string) ?? .null))
    }

    /// Two options in one segment each get their own placeholder: the integer's `1` is not looked for inside `{name1}`.
    @Test func twoOptionsInOneSegmentAreEachShownByName() throws {
        let item = try #require(Self.description("kiosk", "item"))
        #expect(item.template?.path == "/items/{name1}-{n}")
        let list = try #require(Self.description("kiosk", "legacy-list"))
        #expect(list.template?.url == "https://www.kiosk.example.com/legacy/list.php%3Fid={p1}&page={p2}")
    }

    /// A `URL` option is described like any other: the route builds from its placeholder, and the whole URL is the option's.
    @Test func aURLOptionIsDescribed() throws {
        let link = try #require(Self.description("kiosk", "follow-link"))
        #expect(link.placement.problem == nil)
        #expect(link.template?.url == "{url}")
        #expect(link.template?.method == "GET")
        // MCP offers it as what it is: a GET that reads (a route that could not be built counted as changing state).
        let tool = MCPTool(group: "kiosk", action: link.action, description: link)
        #expect(!tool.changesState && tool.listing["description"] == "Whatever a push notification links to, fetched as it is.\n\nSends GET {url}.")
    }

    @Test func dictionaryCasesAreDescribedWithTheirEntries() throws {
        let search = try #require(Self.description("kiosk", "search"))
        #expect(search.placement.problem == nil)
        #expect(search.template?.url == "http://127.0.0.1:8090/v2/artworks/search?{params}={params}")
        let track = try #require(Self.description("kiosk", "track"))
        #expect(track.template?.body == #"{"event":"{event}","properties":{"{properties}":"{properties}"}}"#)
        #expect(Self.entry("kiosk", "track")?["body"] == "json")
        let params = search.placement.inputs.first { $0.name == "params" }
        #expect(params?.places == [.query("{params}", occurrence: 0)])
    }

    @Test func integerPathValuesAreShownByName() throws {
        let bids = try #require(Self.description("kiosk", "bids"))
        #expect(bids.template?.path == "/sales/{sale-id}/lots/{lot-number}/bids")
        #expect(bids.template?.url == "http://127.0.0.1:8090/v2/sales/{sale-id}/lots/{lot-number}/bids?page={page}&size=20")
    }

    /// Help's REQUEST section says what `describe` says: an integer path value by name, not the placeholder `1`.
    @Test func helpShowsIntegerPathValuesByName() throws {
        let root = Command(name: "kiosk-cli", summary: "", subcommands: KioskProgram.commands.map(\.command))
        let before = try #require(root.descendant(["kiosk", "bids"])?.details.first { $0.title == "REQUEST" })
        #expect(!before.text.contains("{sale-id}"), "the placeholder route alone cannot name it: \(before.text)")
        let shown = CompatRequestHelp.root(root, showing: ["kiosk", "bids"], api: Self.api)
        let help = HelpFormatter(root: shown, globals: [], width: 200).help(for: ["kiosk", "bids"], listingGlobals: false)
        #expect(help.contains("GET /sales/{sale-id}/lots/{lot-number}/bids?page=…&size=…"), "\(help)")
        #expect(help.contains("auth: "), "the rest of the section stays")
        // A native route, a group and an unknown path are left as they are.
        let group = CompatRequestHelp.root(root, showing: ["kiosk"], api: Self.api)
        #expect(group.descendant(["kiosk", "bids"])?.details == root.descendant(["kiosk", "bids"])?.details)
    }

    /// A URL under none of the app base URLs is sent as built: shown with its own host, placeholders decoded.
    @Test func aRouterOnItsOwnHostIsShownAsBuiltWithoutPercentEncodedPlaceholders() throws {
        let staff = try #require(Self.description("kiosk-legacy", "staff"))
        #expect(staff.template?.url == "https://staff.kiosk.example.com/people/{login}")
        #expect(staff.service.name == nil && staff.placement.destination == .asBuilt)
        #expect(Self.entry("kiosk-legacy", "staff")?["baseURL"] == .null)
        #expect(Self.entry("kiosk-legacy", "staff")?["path"] == "https://staff.kiosk.example.com/people/{login}")
        #expect(staff.declaredCase?.type == "KioskLegacyRouter" && staff.declaredCase?.caseName == "staff")
    }

    @Test func noPlaceholderIsPercentEncodedAnywhere() {
        let texts = [JSONPrinter().string(Self.catalog()), Self.describeText()]
        for text in texts {
            #expect(!text.contains("%7B") && !text.contains("%7D"))
            #expect(!text.contains("cannot be built"))
        }
    }

    /// The second base URL's cases go to its service, in every listing.
    @Test func aSecondBaseURLIsShownWithItsService() throws {
        let image = try #require(Self.description("kiosk", "image"))
        #expect(image.service.name == "images" && image.service.baseURL == "http://127.0.0.1:8090/images")
        #expect(image.template?.url == "http://127.0.0.1:8090/images/{artwork-id}/{size}.jpg")
        #expect(Self.entry("kiosk", "image")?["baseURL"] == "http://127.0.0.1:8090/images")
        // prod leaves the service out: the app's own URL.
        let prod = RoutesCommand(groups: KioskProgram.commands, environment: Self.api.environments[1], api: Self.api).catalog()
        guard case .array(let entries) = prod else { return }
        #expect(entries.first { $0["action"] == "image" }?["baseURL"] == "https://images.kiosk.example.com")
    }
}
