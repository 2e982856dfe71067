// Stand-ins for what Seed001Style.swift takes from the rest of the app: its Network.swift. The CLI package's
// Seed001Routes/StandIns.swift is a link to this file, so the package sends what Tests/CompatTests checks.
import Foundation
import Alamofire

/// The app's base URL, which the networking layer puts before every `serviceAddress`.
let kBaseURL = "https://shop.example.com/api/"

/// The call Network.swift makes for every target, as a router value: `sessionManager.request(kBaseURL +
/// serviceAddress, method:parameters:encoding: URLEncoding.default, headers: SessionManager.defaultHTTPHeaders)`
/// with a 15 s timeout. Alamofire 5 calls those headers `HTTPHeaders.default` (Accept-Encoding, Accept-Language,
/// User-Agent): passed here, they are sent as the app sends them.
///
/// `OrderTarget` has no `asURLRequest` of its own, so the conformance must write one: an empty
/// `extension OrderTarget: URLRequestConvertible {}` does not build.
extension OrderTarget: URLRequestConvertible, @unchecked Sendable {
    func asURLRequest() throws -> URLRequest {
        try SessionRequest(kBaseURL + serviceAddress, method: method, parameters: parameters, encoding: URLEncoding.default,
                           headers: .default, timeoutInterval: 15).asURLRequest()
    }
}
