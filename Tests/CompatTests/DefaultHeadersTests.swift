import Alamofire
import CCurl
import CurlTransport
import Foundation
import Testing

/// Seed 001's router passes Alamofire's session defaults on every request: they are mirrored, so what the app
/// sends is what Courier sends.
struct DefaultHeadersTests {
    @Test func theDefaultsAreAlamofiresThreeInItsOrder() {
        #expect(HTTPHeaders.default.map(\.name) == ["Accept-Encoding", "Accept-Language", "User-Agent"])
        #expect(HTTPHeader.defaultAcceptEncoding.value == HTTPHeader.defaultAcceptEncodingValue(decodable: CurlRuntime.decodableCodings))
    }

    /// Alamofire's three, less what the linked libcurl cannot decode: Apple's libcurl has no brotli, so a `br` reply
    /// (curl error 61) can never be invited there.
    @Test(arguments: [
        (["br", "gzip", "deflate", "zstd"], "br;q=1.0, gzip;q=0.9, deflate;q=0.8"),
        (["gzip", "deflate"], "gzip;q=1.0, deflate;q=0.9"),
        (["br"], "br;q=1.0"),
        ([], ""),
    ])
    func theAcceptedEncodingsAreThoseLibcurlDecodes(decodable: [String], value: String) {
        #expect(HTTPHeader.defaultAcceptEncodingValue(decodable: decodable) == value)
    }

    /// Every libcurl with zlib decodes gzip and deflate; Debian's (and Courier's build of its source) brotli too.
    @Test func theLinkedLibcurlsCodingsAreReadFromItsFeatures() {
        #expect(CurlRuntime.decodableCodings.contains("gzip") && CurlRuntime.decodableCodings.contains("deflate"), "\(CurlRuntime.version)")
        #if os(Linux)
        #expect(CurlRuntime.decodableCodings.first == "br", "\(CurlRuntime.version)")
        #endif
    }

    @Test func theCodingsFollowTheFeatureBits() {
        #expect(CurlRuntime.decodableCodings(features: 0) == [])
        #expect(CurlRuntime.decodableCodings(features: CURL_VERSION_LIBZ) == ["gzip", "deflate"])
        #expect(CurlRuntime.decodableCodings(features: CURL_VERSION_LIBZ | CURL_VERSION_BROTLI | CURL_VERSION_ZSTD) == ["br", "gzip", "deflate", "zstd"])
    }

    @Test func theUserAgentNamesTheProcessAndAlamofire() {
        let agent = HTTPHeader.defaultUserAgent.value
        #expect(agent.hasSuffix(" Alamofire/5.10.2"), "\(agent)")
        #expect(agent.contains("; build:"), "\(agent)")
    }

    @Test func aRouterThatSendsThemPutsThemOnItsRequest() throws {
        let request = try URLRequest(url: "https://api.example.com/v1/me", method: .get, headers: .default)
        #expect(request.value(forHTTPHeaderField: "Accept-Encoding") == HTTPHeader.defaultAcceptEncoding.value)
        #expect(request.value(forHTTPHeaderField: "User-Agent") == HTTPHeader.defaultUserAgent.value)
    }
}
