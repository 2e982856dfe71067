// Stand-ins for what Seed001Style.swift takes from the rest of the app: its Network.swift.
import Foundation
import Alamofire

/// The app's base URL, which the networking layer puts before every `serviceAddress`.
let kBaseURL = "https://shop.example.com/api/"

/// The call Network.swift makes for every target, as a router value:
/// `sessionManager.request(kBaseURL + serviceAddress, method:parameters:encoding: URLEncoding.default)`, 15 s timeout.
extension OrderTarget: URLRequestConvertible, @unchecked Sendable {
    func asURLRequest() throws -> URLRequest {
        try SessionRequest(kBaseURL + serviceAddress, method: method, parameters: parameters, encoding: URLEncoding.default,
                           timeoutInterval: 15).asURLRequest()
    }
}
