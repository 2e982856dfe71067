import CourierCore
import Foundation
import Moya
import Testing

/// A kiosk app's router as shipping apps write it: `sampleData` force-unwraps a bundle resource the CLI does
/// not ship, so reading it traps. Moya reads sample data only when stubbing; so must a route built for help,
/// `routes`, a dry run or a real call (issue 26, item 1). A regression here crashes the test process.
enum KioskAPI: TargetType {
    case artwork(id: Int)
    case ping

    var baseURL: URL { URL(string: "https://kiosk.example.com/api")! }
    var path: String {
        switch self {
        case .artwork(let id): "artworks/\(id)"
        case .ping: "ping"
        }
    }
    var method: Moya.Method { .get }
    var task: Task { .requestParameters(parameters: ["size": "large"], encoding: URLEncoding.queryString) }
    var headers: [String: String]? { nil }
    var sampleData: Data {
        let url = Bundle.main.url(forResource: "artwork", withExtension: "json")
        return try! Data(contentsOf: url!)
    }
}

/// The same router with samples the CLI package declared: those names and bodies win, `sampleData` is never read.
extension KioskAPI: RouteContracts {
    var samples: [SampleResponse] {
        switch self {
        case .artwork: [SampleResponse("found", body: #"{"id":1}"#), SampleResponse("gone", status: 404, body: "{}")]
        case .ping: []
        }
    }
}

struct LazySampleDataTests {
    @Test func buildingARouteDoesNotReadSampleData() throws {
        let route = MoyaRoute(KioskAPI.artwork(id: 7))
        #expect(route.method == .get)
        #expect(try route.buildRequest().url == "https://kiosk.example.com/api/artworks/7?size=large")
    }

    @Test func routesSummaryNamesSamplesWithoutReadingThem() {
        #expect(RouteSummary(MoyaRoute(KioskAPI.artwork(id: 7))).sampleNames == ["found", "gone"])
        #expect(RouteSummary(MoyaRoute(KioskAPI.ping)).sampleNames == ["default"], "the one name sampleData's sample answers to")
        let listed = MoyaRoute(KioskAPI.ping).sampleList
        #expect(listed.count == 1 && listed.first?.name == "default" && listed.first?.status == nil, "describe lists it unread")
    }

    @Test func declaredSamplesWinOverSampleData() {
        #expect(MoyaRoute(KioskAPI.artwork(id: 7)).samples.map(\.name) == ["found", "gone"])
    }

    @Test func sampleDataIsReadWhenAStubAsksForIt() {
        var reads = 0
        let endpoint: (KioskAPI) -> Endpoint = { target in
            Endpoint(url: URL(target: target).absoluteString, sampleResponseClosure: {
                reads += 1
                return .networkResponse(200, Data(#"{"ok":true}"#.utf8))
            }, method: target.method, task: target.task, httpHeaderFields: target.headers)
        }
        let route = MoyaRoute(KioskAPI.ping, endpointClosure: endpoint)
        _ = RouteSummary(route)
        _ = try? route.buildRequest()
        #expect(reads == 0)
        #expect(route.samples == [SampleResponse(body: #"{"ok":true}"#)])
        #expect(reads == 1)
    }
}
