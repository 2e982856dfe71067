import Foundation
import Testing
import TestSupport

/// libcurl's environment acts unseen no more: the proxy is Courier's decision, shown wherever the request
/// is, warned about when a token goes through it in clear; SSLKEYLOGFILE needs `--keylog`.
struct ProxyTests {
    let proxy: LoopbackServer
    let target: LoopbackServer

    init() throws {
        proxy = try LoopbackServer(script: "recording_proxy.py")
        target = try LoopbackServer(script: "scripted_server.py")
    }

    /// What the proxy was asked for: each request's target (an absolute URL) and headers.
    func recorded() throws -> [[String: Any]] {
        let text = try shell("curl", ["-s", "--noproxy", "*", "--max-time", "10", proxy.baseURL + "/recorded"])
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
    }

    func courier(_ arguments: [String], _ environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(["--base-url", target.baseURL] + arguments, environment: environment)
    }

    static let warning = "the token goes over plain HTTP through proxy"

    @Test(arguments: ["http_proxy", "all_proxy", "ALL_PROXY"])
    func aProxyVariableIsUsedShownAndWarnedAboutWhenATokenGoesInClear(variable: String) throws {
        let run = courier(["-v", "request", "GET", "/echo"], [variable: proxy.baseURL, "COURIER_TOKEN": "proxied-token-1618"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["proxy"] as? String == proxy.baseURL)
        #expect(run.stderr == "courier: warning: \(Self.warning) \(proxy.baseURL) (from \(variable)), which can read it; use https, or --no-proxy\n")
        let seen = try recorded()
        #expect(seen.count == 1)
        #expect(seen.first?["target"] as? String == target.baseURL + "/echo")
    }

    /// As curl does, each request's own URL chooses: an https URL goes through `HTTPS_PROXY` (a CONNECT) and
    /// never `http_proxy`, whatever the environment's base URL is; a redirect hop chooses again.
    @Test func theProxyIsChosenByTheRequestsSchemeNotTheBaseURLs() throws {
        let https = "https://127.0.0.1:\(target.port)/echo"
        let tunnelled = courier(["--no-retry", "-v", "request", "GET", https], ["HTTPS_PROXY": proxy.baseURL])
        #expect(tunnelled.exitCode != 0)
        #expect(tunnelled.json?["proxy"] as? String == proxy.baseURL, "\(tunnelled.stdout)")
        #expect(try recorded().map { "\($0["method"] ?? "") \($0["target"] ?? "")" } == ["CONNECT 127.0.0.1:\(target.port)"])
        #expect(try target.stats().connections == 0)

        let direct = courier(["--no-retry", "-v", "request", "GET", https], ["http_proxy": proxy.baseURL])
        #expect(direct.exitCode != 0)
        #expect(direct.json?["proxy"] == nil, "\(direct.stdout)")
        #expect(try recorded().count == 1, "http_proxy was used for an https URL")
        #expect(try target.stats().connections == 1)

        let hop = courier(["--no-retry", "--follow", "request", "GET", "/redirect", "--query", "to=\(https)"], ["HTTPS_PROXY": proxy.baseURL])
        #expect(hop.exitCode != 0)
        #expect(try recorded().last?["method"] as? String == "CONNECT", "the hop to https went direct")
        #expect(try recorded().count == 2)
    }

    /// An http URL under an https base URL takes `http_proxy`; `no_proxy` is matched against the request's
    /// host, not the base URL's.
    @Test func anHTTPURLUnderAnHTTPSBaseTakesHttpProxyAndNoProxyMatchesTheRequestsHost() throws {
        let url = target.baseURL + "/echo"
        let proxied = CourierRun.run(["--base-url", "https://127.0.0.1:1", "-v", "request", "GET", url], environment: ["http_proxy": proxy.baseURL])
        #expect(proxied.exitCode == 0, "\(proxied.stderr)")
        #expect(proxied.json?["proxy"] as? String == proxy.baseURL)
        let notBypassed = CourierRun.run(["--base-url", "http://localhost:1", "request", "GET", url],
                                         environment: ["http_proxy": proxy.baseURL, "no_proxy": "localhost"])
        #expect(notBypassed.exitCode == 0, "\(notBypassed.stderr)")
        let bypassed = CourierRun.run(["--base-url", "http://localhost:1", "-v", "request", "GET", url],
                                      environment: ["http_proxy": proxy.baseURL, "no_proxy": "127.0.0.1"])
        #expect(bypassed.exitCode == 0, "\(bypassed.stderr)")
        #expect(bypassed.json?["proxy"] == nil)
        #expect(try recorded().map { $0["target"] as? String } == [url, url])
        #expect(try target.stats().requests == 1)
    }

    @Test func noProxyFlagAndNoProxyVariableGoDirect() throws {
        let flagged = courier(["--no-proxy", "-v", "request", "GET", "/echo"], ["http_proxy": proxy.baseURL, "COURIER_TOKEN": "t-direct-1"])
        #expect(flagged.exitCode == 0, "\(flagged.stderr)")
        #expect(flagged.json?["proxy"] == nil)
        #expect(flagged.stderr.isEmpty)
        let listed = courier(["request", "GET", "/echo"], ["http_proxy": proxy.baseURL, "no_proxy": "example.com, 127.0.0.1"])
        #expect(listed.exitCode == 0)
        // HTTP_PROXY in capitals is not read for http (CGI sets it from a request's Proxy header, "httpoxy").
        let capital = courier(["request", "GET", "/echo"], ["HTTP_PROXY": proxy.baseURL])
        #expect(capital.exitCode == 0)
        #expect(try recorded().isEmpty)
        #expect(try target.stats().requests == 3)
    }

    @Test func proxyFlagIsUsedAndItsPasswordNeverShown() throws {
        let url = proxy.baseURL.replacingOccurrences(of: "http://", with: "http://me:proxy-pass-2357@")
        let run = courier(["--proxy", url, "-v", "request", "GET", "/echo"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["proxy"] as? String == proxy.baseURL.replacingOccurrences(of: "http://", with: "http://me:[redacted]@"))
        #expect(!run.stdout.contains("proxy-pass-2357") && !run.stderr.contains("proxy-pass-2357"))
        let headers = try recorded().first?["headers"] as? [[String]] ?? []
        #expect(headers.contains { $0.first == "Proxy-Authorization" })
    }

    @Test func theProxyIsShownByDryRunCurlAndConfig() throws {
        let environment = ["http_proxy": proxy.baseURL]
        let dryRun = courier(["--dry-run", "request", "GET", "/echo"], environment)
        #expect(dryRun.json?["proxy"] as? String == proxy.baseURL)
        let curl = courier(["--curl", "request", "GET", "/echo"], environment)
        #expect(curl.stdout.contains("--proxy \(proxy.baseURL) "), "\(curl.stdout)")
        #expect(courier(["--no-proxy", "--curl", "request", "GET", "/echo"], environment).stdout.contains("--noproxy '*'"))
        let config = courier(["config"], environment)
        #expect(config.json?.at("proxy.value") as? String == proxy.baseURL)
        #expect(config.json?.at("proxy.source") as? String == "http_proxy")
        #expect(try recorded().isEmpty)
    }

    @Test(arguments: [(["--proxy", "ftp://127.0.0.1:1"], [String: String]()), (["--proxy", "http://a b"], [:]),
                      (["--proxy", "http://127.0.0.1:1", "--no-proxy"], [:]), ([], ["http_proxy": "gopher://127.0.0.1:1"])])
    func aBadProxyIsRefusedBeforeSending(arguments: [String], environment: [String: String]) throws {
        let run = courier(arguments + ["request", "GET", "/echo"], environment)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try target.stats().connections == 0)
    }
}

/// SSLKEYLOGFILE makes OpenSSL write TLS session keys; only `--keylog FILE` may.
struct KeyLogTests {
    let backend: LoopbackServer
    let tls: TLSServer
    let directory = NSTemporaryDirectory() + "courier-keylog-\(UUID().uuidString)"

    init() throws {
        backend = try LoopbackServer(script: "scripted_server.py")
        tls = try TLSServer(backend: backend)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    @Test func sslKeyLogFileIsIgnoredAndKeylogWritesKeysWithAWarning() throws {
        let ignored = directory + "/from-variable.keys"
        let run = CourierRun.run(["--base-url", tls.url(tls.goodPort), "--cacert", tls.caFile, "request", "GET", "/small.json"],
                                 environment: ["SSLKEYLOGFILE": ignored])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ignored))

        let asked = directory + "/asked.keys"
        let logged = CourierRun.run(["--base-url", tls.url(tls.goodPort), "--cacert", tls.caFile, "--keylog", asked, "request", "GET", "/small.json"],
                                    environment: ["SSLKEYLOGFILE": ignored])
        #if !os(Linux)
        // macOS's libcurl runs over LibreSSL, which writes no keys: refused before anything is sent, nothing written.
        if logged.exitCode == 2 {
            #expect(logged.stderr.contains("cannot write session keys"), "\(logged.stderr)")
            #expect(!FileManager.default.fileExists(atPath: asked) && !FileManager.default.fileExists(atPath: ignored))
            return
        }
        #endif
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(logged.stderr.contains("--keylog: TLS session keys are written to '\(asked)'"))
        #expect((try? String(contentsOfFile: asked, encoding: .utf8))?.contains("CLIENT_") == true)
        #expect(!FileManager.default.fileExists(atPath: ignored))
    }
}
