import Alamofire
import CourierCore
import Foundation
import Moya
import Testing

/// Pieces of Moya 15's public surface that app and plugin code names (checked against Moya 15.0.3's Sources; the
/// whole table is in docs/Compat.md), written as that code writes them.
struct MoyaSurfaceTests {
    @Test(arguments: [(Moya.Method.post, true), (.put, true), (.patch, true), (.connect, true), (.get, false), (.delete, false), (.head, false)])
    func methodsThatCarryMultipart(method: Moya.Method, supports: Bool) {
        #expect(method.supportsMultipart == supports)
    }

    @Test func aMultiTargetIsAuthorizableThroughItsTarget() {
        let multi = MultiTarget(KioskAPI.ping)
        #expect((multi as AccessTokenAuthorizable).authorizationType == .bearer)
        #expect(MoyaRoute(multi).requiresAuth)
    }

    @Test func aLoggerConfigurationChangesAfterInit() {
        var configuration = NetworkLoggerPlugin.Configuration()
        configuration.logOptions = .verbose
        configuration.formatter.entry = { identifier, message, _ in "\(identifier)=\(message)" }
        let token: AccessTokenPlugin.TokenClosure = { _ in "t" }
        #expect(configuration.logOptions == .verbose)
        #expect(configuration.formatter.entry("a", "b", KioskAPI.ping) == "a=b")
        #expect(AccessTokenPlugin(tokenClosure: token).tokenClosure(KioskAPI.ping) == "t")
    }
}
