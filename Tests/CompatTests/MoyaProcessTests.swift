import CourierCore
import CurlTransport
import Foundation
import Moya
import Testing
import TestSupport

/// Moya plugins' `process`, applied as `MoyaProvider` applies it: once per call, after every plugin's `didReceive`,
/// each plugin given the one before's result; what the last returns is what Courier judges. Against a real server
/// on 127.0.0.1 (Tests/Servers/scripted_server.py), through Courier's pipeline and libcurl.
struct MoyaProcessTests {
    enum Gallery: TargetType {
        case echo, missing, validated

        var baseURL: URL { URL(string: "https://gallery.example.com/api")! }
        var path: String {
            switch self {
            case .echo: return "/echo"
            case .missing, .validated: return "/status/404"
            }
        }
        var method: Moya.Method { .get }
        var task: Task { .requestPlain }
        var headers: [String: String]? { nil }
        var validationType: ValidationType { self == .validated ? .successCodes : .none }
    }

    final class Calls: @unchecked Sendable {
        var names: [String] = []
    }

    /// Notes each hook it sees, and what `process` was given.
    struct Recorder: PluginType {
        let name: String
        let calls: Calls

        func didReceive(_ result: Result<Moya.Response, MoyaError>, target: TargetType) { calls.names.append("\(name).didReceive") }

        func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError> {
            switch result {
            case .success(let response): calls.names.append("\(name).process:\(response.statusCode)")
            case .failure(let error): calls.names.append("\(name).process:failure\(error.response.map { " \($0.statusCode)" } ?? "")")
            }
            return result
        }
    }

    /// An app's rule: a 404 is an empty list.
    struct NotFoundIsEmpty: PluginType {
        func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError> {
            guard case .failure(let error) = result, error.response?.statusCode == 404 else { return result }
            return .success(Moya.Response(statusCode: 200, data: Data(#"{"code":0,"message":"ok","data":[]}"#.utf8)))
        }
    }

    /// An app's rule that refuses an answer it got.
    struct Closed: PluginType {
        struct GalleryClosed: Error, CustomStringConvertible {
            var description: String { "the gallery is closed" }
        }

        func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError> {
            guard case .success(let response) = result else { return result }
            return .failure(.underlying(GalleryClosed(), response))
        }
    }

    /// An app's offline cache: an answer when nothing came.
    struct OfflineCache: PluginType {
        func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError> {
            guard case .failure(let error) = result, error.response == nil else { return result }
            return .success(Moya.Response(statusCode: 200, data: Data(#"{"code":0,"message":"cached","data":{"cached":true}}"#.utf8)))
        }
    }

    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "scripted_server.py") }

    static func run(_ target: Gallery, _ plugins: [PluginType], at baseURL: String) -> CallOutcome {
        var pipeline = Pipeline(plugins: [], transport: CurlTransport())
        pipeline.builder = RequestBuilder(appBaseURLs: [AppBaseURL("https://gallery.example.com/api")])
        return pipeline.run(MoyaRoute(target, plugins: plugins), in: Environment(name: "t", baseURL: baseURL))
    }

    static func answered(_ outcome: CallOutcome) -> (response: HTTPResponse, outcome: Outcome)? {
        guard case .answered(_, let response, let judged) = outcome else { return nil }
        return (response, judged)
    }

    @Test func everyPluginsProcessRunsInOrderAfterEveryDidReceive() throws {
        let calls = Calls()
        let result = try #require(Self.answered(Self.run(.echo, [Recorder(name: "a", calls: calls), Recorder(name: "b", calls: calls)], at: server.baseURL)))
        #expect(calls.names == ["a.didReceive", "b.didReceive", "a.process:200", "b.process:200"])
        #expect(result.outcome.error == nil)
    }

    /// With the target's `validationType`, a status outside it reaches the plugins as Moya gives it (a failure that
    /// carries the response); passed on unchanged, Courier's categories judge it as without plugins.
    @Test func aValidatedStatusReachesProcessAsAFailureAndStaysCouriersToJudge() throws {
        let calls = Calls()
        let result = try #require(Self.answered(Self.run(.validated, [Recorder(name: "a", calls: calls)], at: server.baseURL)))
        #expect(calls.names == ["a.didReceive", "a.process:failure 404"])
        #expect(result.outcome.error?.category == .httpNotFound)
        let unvalidated = Calls()
        _ = Self.run(.missing, [Recorder(name: "a", calls: unvalidated)], at: server.baseURL)
        #expect(unvalidated.names == ["a.didReceive", "a.process:404"])
    }

    @Test func aPluginsResponseIsTheOneJudged() throws {
        let calls = Calls()
        let result = try #require(Self.answered(Self.run(.validated, [NotFoundIsEmpty(), Recorder(name: "after", calls: calls)], at: server.baseURL)))
        #expect(calls.names.last == "after.process:200")
        #expect(result.outcome.error == nil)
        #expect(result.response.status == 200)
        #expect(String(decoding: result.response.body, as: UTF8.self) == #"{"code":0,"message":"ok","data":[]}"#)
    }

    @Test func aPluginsFailureIsReportedWithItsWordsInBusiness() throws {
        let calls = Calls()
        let result = try #require(Self.answered(Self.run(.echo, [Closed(), Recorder(name: "after", calls: calls)], at: server.baseURL)))
        #expect(calls.names.last == "after.process:failure 200")
        #expect(result.outcome.error?.category == .business)
        #expect(result.outcome.error?.message == "a provider plugin's process failed the call: the gallery is closed")
        #expect(result.response.status == 200)
    }

    @Test func aFailedCallKeepsItsCategoryOrBecomesThePluginsAnswer() throws {
        let closed = try LoopbackServer(script: "scripted_server.py")
        let gone = closed.baseURL
        closed.stop()
        let calls = Calls()
        guard case .failed(_, let error) = Self.run(.echo, [Recorder(name: "a", calls: calls)], at: gone) else {
            Issue.record("a closed port was answered")
            return
        }
        #expect(error.category == .transportConnect)
        #expect(calls.names == ["a.didReceive", "a.process:failure"])
        let cached = try #require(Self.answered(Self.run(.echo, [OfflineCache()], at: gone)))
        #expect(cached.outcome.error == nil && cached.response.status == 200)
    }
}
