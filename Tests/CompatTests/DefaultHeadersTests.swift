import Alamofire
import Foundation
import Testing

/// Seed 001's router passes Alamofire's session defaults on every request: they are mirrored, so what the app
/// sends is what Courier sends.
struct DefaultHeadersTests {
    @Test func theDefaultsAreAlamofiresThreeInItsOrder() {
        #expect(HTTPHeaders.default.map(\.name) == ["Accept-Encoding", "Accept-Language", "User-Agent"])
        #expect(HTTPHeader.defaultAcceptEncoding.value == "br;q=1.0, gzip;q=0.9, deflate;q=0.8")
    }

    @Test func theUserAgentNamesTheProcessAndAlamofire() {
        let agent = HTTPHeader.defaultUserAgent.value
        #expect(agent.hasSuffix(" Alamofire/5.10.2"), "\(agent)")
        #expect(agent.contains("; build:"), "\(agent)")
    }

    @Test func aRouterThatSendsThemPutsThemOnItsRequest() throws {
        let request = try URLRequest(url: "https://api.example.com/v1/me", method: .get, headers: .default)
        #expect(request.value(forHTTPHeaderField: "Accept-Encoding") == "br;q=1.0, gzip;q=0.9, deflate;q=0.8")
        #expect(request.value(forHTTPHeaderField: "User-Agent") == HTTPHeader.defaultUserAgent.value)
    }
}
