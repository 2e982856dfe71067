import Testing
@testable import CourierCore

/// Each request's URL chooses its proxy, as curl's does: by scheme, then `no_proxy` by the request's host.
struct ProxyChoiceTests {
    static let choice = ProxyChoice(http: .init(url: "http://p-http:1", source: "http_proxy"),
                                    https: .init(url: "http://p-tls:2", source: "HTTPS_PROXY"),
                                    bypass: "internal.test, .corp.test", bypassSource: "NO_PROXY")

    @Test(arguments: [
        ("http://api.test/x", "http://p-http:1", "http_proxy"),
        ("https://api.test/x", "http://p-tls:2", "HTTPS_PROXY"),
        ("HTTPS://api.test/x", "http://p-tls:2", "HTTPS_PROXY"),
        ("https://internal.test/x", nil, "NO_PROXY"),
        ("http://a.corp.test:8080/x", nil, "NO_PROXY"),
        ("http://notcorp.test/x", "http://p-http:1", "http_proxy"),
    ] as [(String, String?, String)])
    func theRequestsSchemeAndHostChoose(url: String, proxy: String?, source: String) {
        let decision = Self.choice.proxy(for: url)
        #expect(decision.url == proxy)
        #expect(decision.source == source)
    }

    @Test func aSchemeWithoutItsProxyGoesDirect() {
        let onlyHTTP = ProxyChoice(http: .init(url: "http://p:1", source: "http_proxy"))
        #expect(onlyHTTP.proxy(for: "https://api.test/").url == nil)
        #expect(onlyHTTP.proxy(for: "https://api.test/").source == "none")
        #expect(ProxyChoice(directSource: "--no-proxy").proxy(for: "http://a/").source == "--no-proxy")
    }
}
