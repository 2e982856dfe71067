import CourierCore
import Foundation
import Moya
import Testing

/// `routes --json` tells the truth about compat routes: their query is built into the URL, and its names are listed.
struct CompatRouteSummaryTests {
    @Test func aMoyaRoutesQueryNamesComeFromTheRequestItBuilds() {
        #expect(RouteSummary(MoyaRoute(KioskAPI.artwork(id: 7))).queryNames == ["size"])
        #expect(RouteSummary(MoyaRoute(TaskTarget.compositeData)).queryNames == ["page", "q"])
    }

    @Test func aRouteWithoutAQueryListsNone() {
        #expect(RouteSummary(MoyaRoute(TaskTarget.jsonEncodable)).queryNames == [])
    }
}
