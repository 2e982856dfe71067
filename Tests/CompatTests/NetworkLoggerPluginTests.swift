import CourierCore
import Foundation
import Moya
import Testing

/// Moya's own example routers put `NetworkLoggerPlugin` in their provider: it compiles as they write it, is called
/// around each attempt with the request Courier sends, and never logs a credential.
struct NetworkLoggerPluginTests {
    /// Collects what the plugin writes; the output closure is the one a team would pass.
    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    static func logger(_ log: Log, _ options: NetworkLoggerPlugin.Configuration.LogOptions) -> NetworkLoggerPlugin {
        let formatter = NetworkLoggerPlugin.Configuration.Formatter(entry: { identifier, message, _ in "\(identifier): \(message)" })
        return NetworkLoggerPlugin(configuration: .init(formatter: formatter, output: { _, items in log.lines += items }, logOptions: options))
    }

    @Test func moyasExampleProviderCompilesAsWritten() {
        let plugins: [PluginType] = [NetworkLoggerPlugin(configuration: .init(logOptions: .verbose)), NetworkLoggerPlugin()]
        #expect(MoyaProvider<KioskAPI>(plugins: plugins).plugins.count == 2)
    }

    @Test func eachAttemptIsLoggedWithCredentialsRedacted() throws {
        let log = Log()
        let route = MoyaRoute(KioskAPI.ping, plugins: [AccessTokenPlugin { _ in "tok-secret-9" }, Self.logger(log, .verbose)])
        var request = try route.buildRequest()
        request.headers.set("X-Api-Key", "key-secret-3")
        route.willSend(request)
        #expect(log.lines.first == "Request: https://kiosk.example.com/api/ping?size=large")
        #expect(log.lines.contains("HTTP Request Method: GET"))
        let headers = try #require(log.lines.first { $0.hasPrefix("Request Headers: ") })
        #expect(headers.contains("X-Api-Key: <redacted>"), "\(headers)")
        #expect(!log.lines.joined().contains("secret"), "\(log.lines)")
        route.didReceive(.success(HTTPResponse(status: 201, headers: [], body: Array(#"{"ok":1}"#.utf8), effectiveURL: request.url)))
        #expect(log.lines.suffix(2) == ["Response: Status Code: 201", #"Response Body: {"ok":1}"#])
    }

    @Test func theDefaultOptionsLogMethodAndHeadersButNoBodies() throws {
        let log = Log()
        let route = MoyaRoute(KioskAPI.ping, plugins: [Self.logger(log, .default)])
        route.willSend(try route.buildRequest())
        route.didReceive(.success(HTTPResponse(status: 200, headers: [], body: Array("{}".utf8), effectiveURL: "https://kiosk.example.com")))
        #expect(log.lines.map { String($0.prefix { $0 != ":" }) } == ["Request", "Request Headers", "HTTP Request Method", "Response"])
    }

    @Test func theCurlFormIsOneRedactedCommand() throws {
        let log = Log()
        let route = MoyaRoute(KioskAPI.ping, plugins: [AccessTokenPlugin { _ in "tok-secret-9" }, Self.logger(log, [.formatRequestAscURL])])
        route.willSend(try route.buildRequest())
        #expect(log.lines.count == 1)
        #expect(log.lines[0].hasPrefix("Request: $ curl -v"))
        #expect(log.lines[0].contains("Authorization: <redacted>") && !log.lines[0].contains("tok-secret"))
    }
}

extension KioskAPI: AccessTokenAuthorizable {
    var authorizationType: AuthorizationType? { .bearer }
}
