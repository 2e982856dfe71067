import Courier
import Foundation
import Routes
import Testing
import TestSupport

/// The demo's routes called as a team's own test calls its routes: `RouteClient` over the public API only (this target
/// has no package access), through the same pipeline and contract check as `courier`, against the demo API on loopback.
@Suite struct RouteClientTests {
    /// The demo's API with an environment of its own at `baseURL`, named as a team names its CI's.
    static func api(at baseURL: String) -> APIDescription {
        var api = DemoAPI.api
        api.environments.append(Environment(name: "ci", baseURL: baseURL, note: "the demo API on loopback"))
        return api
    }

    @Test func aListDecodesIntoTheRoutesModelFromTheNamedEnvironmentsBaseURL() async throws {
        // An async test resumes only on a free thread of the cooperative pool, which long blocking tests hold on a 2-core
        // runner for minutes: its server outlives that wait (a server's own lifetime, 300 s, ended it between two calls
        // on CI), and is kept to the test's end.
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let client = try RouteClient(api: Self.api(at: demo.baseURL + "/v1"), environment: "ci")
        let orders = try await client.call(OrderRouter.list(uid: 5), as: [Order].self)
        #expect(orders.map(\.no) == ["A1001", "A1002", "A1003"])
        #expect(orders.first?.total == 25.80 && orders.first?.status == .paid)
        let reply = try await client.call(OrderRouter.detail(no: "A1001"))
        #expect(reply.status == 200)
        #expect(reply.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(reply.data?["sku"] == .string("SKU-1"), "the envelope's data: \(String(describing: reply.data))")
    }

    /// `--base-url` among the options wins over the environment's own URL, as on a command line.
    @Test func aBaseURLOptionWinsOverTheEnvironments() async throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let client = try RouteClient(DemoAPI.self, environment: "dev", options: ["--base-url", demo.baseURL + "/v1"])
        let order = try await client.call(OrderRouter.detail(no: "A1003"), as: Order.self)
        #expect(order.status == .cancelled)
    }

    @Test func anHTTPErrorThrowsItsCategoryAndEnvelopeCode() async throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let client = try RouteClient(DemoAPI.self, options: ["--base-url", demo.baseURL + "/v1"])
        let error = try await #require(throws: CourierError.self) { try await client.call(OrderRouter.detail(no: "NOPE")) }
        #expect(error.category == .httpNotFound, "\(error)")
        #expect(error.code == 40401)
        #expect(error.message.contains("order not found"), "\(error.message)")
        let business = try await #require(throws: CourierError.self) { try await client.call(OrderRouter.cancel(no: "A1003")) }
        #expect(business.category == .business, "\(business)")
    }

    /// The route's own contract is checked before anything is decoded; a model of the test's own is checked as it decodes.
    @Test func aContractMismatchThrowsWithTheFieldsPath() async throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let client = try RouteClient(DemoAPI.self, options: ["--base-url", demo.baseURL + "/v1"])
        let contract = try await #require(throws: CourierError.self) { try await client.call(OrderRouter.detail(no: "MISMATCH")) }
        #expect(contract.category == .decodingModel)
        #expect(contract.message.hasPrefix("data.total: expected Double"), "\(contract.message)")
        struct Mistyped: Decodable { var no: String; var qty: String }
        let decoded = try await #require(throws: CourierError.self) {
            try await client.call(OrderRouter.list(uid: 5), as: [Mistyped].self)
        }
        #expect(decoded.category == .decodingModel)
        #expect(decoded.message.hasPrefix("data[0].qty: expected String"), "\(decoded.message)")
    }

    /// What the client is given is checked before any call: the environment, and options that only change printing.
    @Test func aClientRefusesAnUnknownEnvironmentAndOptionsThatOnlyPrint() throws {
        let unknown = #expect(throws: CourierError.self) { try RouteClient(DemoAPI.self, environment: "staging") }
        #expect(unknown?.category == .config)
        #expect(unknown?.message.contains("unknown environment 'staging'") == true, "\(String(describing: unknown))")
        for options in [["--dry-run"], ["-o", "data"], ["--all"], ["--help"]] {
            let refused = #expect(throws: CourierError.self, "\(options)") { try RouteClient(DemoAPI.self, options: options) }
            #expect(refused?.category == .usage, "\(options)")
        }
        let typo = #expect(throws: CourierError.self) { try RouteClient(DemoAPI.self, options: ["--timeout", "soon"]) }
        #expect(typo?.message.contains("--timeout") == true, "\(String(describing: typo))")
    }

    /// `--stub` answers from the route's own sample, as on a command line: a test of a model runs without a server.
    @Test func aStubbedCallDecodesTheRoutesSample() async throws {
        let client = try RouteClient(DemoAPI.self, environment: "dev", options: ["--stub"])
        let orders = try await client.call(OrderRouter.list(uid: 5), as: [Order].self)
        #expect(orders.count == 1)
    }

    /// A token is sent, and an error's words never hold it: the demo answers `users profile` with a token it does not
    /// know by 401.
    @Test func aTokenIsSentAndNeverInAnErrorsWords() async throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let secret = "route-client-secret-42"
        let client = try RouteClient(DemoAPI.self, options: ["--base-url", demo.baseURL + "/v1", "--token", secret])
        let error = try await #require(throws: CourierError.self) { try await client.call(UserRouter.profile) }
        #expect(error.category == .httpUnauthorized, "\(error)")
        #expect(!error.description.contains(secret) && !(error.hint ?? "").contains(secret))
    }

    /// Calls wait on threads of their own, not on Swift's cooperative pool: more calls than the pool has threads are
    /// in flight at once, each held in a plugin's `willSend` (which runs where the transfer runs). Were they sent on the
    /// pool, no more than its width (the core count) could be. Counted rather than timed, so tests that block the pool
    /// elsewhere in the run cannot make it fail.
    @Test func callsWaitOffTheCooperativePool() async throws {
        let demo = try LoopbackServer(script: "demo_api.py", lifetime: 3600)
        defer { withExtendedLifetime(demo) {} }
        let overlap = Overlap()
        var api = Self.api(at: demo.baseURL + "/v1")
        api.plugins.append(overlap)
        let client = try RouteClient(api: api, environment: "ci")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<(4 * max(cores, 2)) {
                group.addTask { _ = try await client.call(OrderRouter.list(uid: 5)) }
            }
            try await group.waitForAll()
        }
        #expect(overlap.peak > cores, "at most \(overlap.peak) calls were in flight at once, on \(cores) cores")
    }
}

/// Holds each call in `willSend` for two seconds and counts how many are inside at once.
final class Overlap: Plugin, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var most = 0

    var peak: Int { lock.withLock { most } }

    func willSend(_ request: HTTPRequest, route: any Route) {
        lock.withLock {
            inside += 1
            most = max(most, inside)
        }
        Thread.sleep(forTimeInterval: 2)
        lock.withLock { inside -= 1 }
    }
}
