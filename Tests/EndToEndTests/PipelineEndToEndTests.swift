import Foundation
import Testing
import TestSupport

/// Retries, redirects, stubs, curl export, TLS switches and secrets: the binary against scripted_server.py,
/// which counts the connections it accepted and echoes what it received.
struct PipelineEndToEndTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "scripted_server.py") }

    func courier(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": server.baseURL].merging(environment) { $1 }, input: input)
    }

    /// The retry waits the `Retry-After` it was given: the server saw the second request at least 1 s after
    /// the first (by its own clock; only a later retry is allowed for).
    @Test func a503WithRetryAfterThenA200SucceedsOnTheSecondAttempt() throws {
        let run = courier(["request", "GET", "/flaky?key=ra&fail=1&status=503&after=1"])
        #expect(run.exitCode == 0)
        #expect(run.json?.at("attempts") as? Int == 2)
        #expect(run.json?.at("envelope.data.attempt") as? Int == 2)
        let arrivals = try server.arrivals("ra")
        #expect(arrivals.count == 2)
        if arrivals.count == 2 { #expect(arrivals[1] - arrivals[0] >= 1.0, "\(arrivals)") }
        #expect(try server.stats().requests == 2)
    }

    @Test func postIsNotRetried() throws {
        let run = courier(["request", "POST", "/flaky?key=post&fail=1&status=503&after=0"])
        #expect(run.exitCode == 5)
        #expect(run.json?["attempts"] == nil)
        #expect(try server.stats().requests == 1)
    }

    @Test(arguments: [([String](), 3), (["--retry", "0"], 1), (["--no-retry"], 1), (["--retry", "4"], 5)])
    func retryCountFollowsTheFlags(flags: [String], requests: Int) throws {
        let run = courier(flags + ["request", "GET", "/flaky?key=n&fail=9&status=502&after=0"])
        #expect(run.exitCode == 5)
        #expect(try server.stats().requests == requests)
    }

    @Test func retryAfterLongerThanTheCapIsNotWaitedFor() throws {
        let run = courier(["request", "GET", "/flaky?key=cap&fail=1&status=429&after=120"])
        #expect(run.exitCode == 4)
        #expect(run.json?.at("error.category") as? String == "http.rate_limited")
        #expect(run.elapsed < 30, "\(run.elapsed) s")  // it did not wait the 120 s, nor the 30 s cap
        #expect(try server.stats().requests == 1)
    }

    @Test func refusedLoopbackConnectionIsNotRetried() throws {
        let port = try SilentListener.closedPort()
        let run = CourierRun.run(["--base-url", "http://127.0.0.1:\(port)", "-v", "request", "GET", "/x"])
        #expect(run.exitCode == 7)
        #expect(run.json?.at("attempts") as? Int == 1)
    }

    @Test func redirectsAreNotFollowedByDefault() {
        let run = courier(["request", "GET", "/redirect?to=/echo/next"])
        #expect(run.exitCode == 3)
        #expect(run.json?.at("error.category") as? String == "http.redirect")
        #expect(run.json?.at("headers.Location") as? String == "/echo/next")
    }

    /// The headers the echo received, as (lowercased name, value) pairs; the values as printed (scrubbed).
    func receivedHeaders(_ run: CourierRun) -> [(name: String, value: String)] {
        // The echo's envelope on the API's origin; from another origin the same JSON is a plain body.
        ((run.json?.at("envelope.data.headers") ?? run.json?.at("body.data.headers")) as? [[String]] ?? []).compactMap { pair in
            pair.count == 2 ? (pair[0].lowercased(), pair[1]) : nil
        }
    }

    /// Issue 45, 7: a cookie a redirect's answer sets goes to the next hop it matches within the one call (as
    /// browsers, HTTPie and xh send it), with a `-H Cookie` given kept beside it; a host-only cookie never goes to
    /// another host, and a later hop gets it once.
    @Test func aCookieSetOnARedirectGoesToTheNextHopOnItsSiteOnly() throws {
        let same = courier(["--follow", "-H", "Cookie: given=1", "request", "GET", "/redirect", "--query", "cookie=hop=v1; Path=/",
                            "--query", "to=/redirect?to=/echo/landing"])
        #expect(same.exitCode == 0, "\(same.stderr)")
        #expect(receivedHeaders(same).filter { $0.name == "cookie" }.map(\.value) == ["[redacted]; hop=v1"], "the given cookie (scrubbed as printed) and the hop's: \(same.stdout)")
        let other = courier(["--follow", "request", "GET", "/redirect", "--query", "cookie=hop=v2",
                             "--query", "to=http://localhost:\(server.port)/echo/other"])
        #expect(other.exitCode == 0, "\(other.stderr)")
        #expect(!receivedHeaders(other).contains { $0.name == "cookie" }, "\(other.stdout)")
        let none = courier(["--follow", "request", "GET", "/redirect", "--query", "to=/echo/plain"])
        #expect(!receivedHeaders(none).contains { $0.name == "cookie" }, "\(none.stdout)")
    }

    /// How a call carries its credential in a header.
    enum HeaderAuth: String, CaseIterable, Sendable {
        /// `COURIER_TOKEN`, sent by the API's auth as `Authorization: Bearer …`.
        case token
        /// `-H 'Authorization: …'` given by hand.
        case authorizationHeader
    }

    /// Where the redirect points.
    enum Hop: String, CaseIterable, Sendable {
        case sameOrigin, otherHostName, otherPort
    }

    /// Redirects with header auth: with `--follow`, a hop on the same origin keeps the credential (and the
    /// cookie) and a hop to another origin — another host name or another port — drops both (SecretHeaders);
    /// a header that is not secret goes everywhere. The echo proves what arrived: a scrubbed `[redacted]`
    /// value is the secret itself, replaced as it was printed.
    @Test(arguments: HeaderAuth.allCases, Hop.allCases)
    func redirectsWithHeaderAuth(auth: HeaderAuth, hop: Hop) throws {
        let secret = "hdr-auth-\(auth.rawValue)-\(hop.rawValue)"
        let other = hop == .otherPort ? try LoopbackServer(script: "scripted_server.py") : nil
        let target = switch hop {
        case .sameOrigin: "\(server.baseURL)/echo/same"
        case .otherHostName: "http://localhost:\(server.port)/echo/host"
        case .otherPort: "\(other?.baseURL ?? "")/echo/port"
        }
        let credential = auth == .token ? [] : ["-H", "Authorization: Bearer \(secret)"]
        let run = courier(["--follow", "-v", "-H", "Cookie: c=\(secret)", "-H", "X-Trace: t"] + credential
                          + ["request", "GET", "/redirect", "--query", "to=\(target)"],
                          environment: auth == .token ? ["COURIER_TOKEN": secret] : [:])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("redirects") as? [String] == [target])
        let received = receivedHeaders(run)
        let authorization = received.filter { $0.name == "authorization" }.map(\.value)
        let cookie = received.filter { $0.name == "cookie" }.map(\.value)
        if hop == .sameOrigin {
            #expect(authorization.count == 1 && authorization.allSatisfy { $0.contains("[redacted]") }, "\(authorization)")
            #expect(cookie.count == 1 && cookie.allSatisfy { $0.contains("[redacted]") }, "\(cookie)")
        } else {
            #expect(authorization.isEmpty, "\(authorization)")
            #expect(cookie.isEmpty, "\(cookie)")
        }
        #expect(received.contains { $0.name == "x-trace" && $0.value == "t" })
        #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
        if let other { #expect(try other.stats().requests == 1) }
    }

    /// The API's envelope describes its own answers only: where a redirect ends on another host, the answer is
    /// judged as plain JSON; on the API's own origin it is still held to the envelope.
    @Test func anAnswerFromWhereARedirectEndedIsJudgedByThatOrigin() throws {
        let plain = "raw?type=application/json&hex=" + Array(#"{"a":1}"#.utf8).map { String(format: "%02x", $0) }.joined()
        let foreign = courier(["--follow", "request", "GET", "/redirect", "--query", "to=http://localhost:\(server.port)/\(plain)"])
        #expect(foreign.exitCode == 0, "\(foreign.stdout)\(foreign.stderr)")
        #expect(foreign.json?.at("body.a") as? Int == 1, "\(foreign.stdout)")
        let own = courier(["--follow", "request", "GET", "/redirect", "--query", "to=/\(plain)"])
        #expect(own.exitCode == 10, "\(own.stdout)\(own.stderr)")
        #expect(own.json?.at("error.category") as? String == "decoding.envelope")
    }

    @Test func aRedirectLoopStopsAtTheLimit() throws {
        let run = courier(["--follow", "request", "GET", "/loop"])
        #expect(run.exitCode == 6)
        #expect(run.json?.at("error.category") as? String == "transport.redirects")
        #expect(try server.stats().requests == 11)
    }

    @Test func controlCharactersInHeadersAreRefusedWithNoConnection() throws {
        for header in ["X: a\r\nInjected: 1", "X: a\nb", "X: nul\u{1}", "Bad Name: v", "NoColon"] {
            let run = courier(["-H", header, "request", "GET", "/echo"])
            #expect(run.exitCode == 2, "\(header)")
            #expect(run.stdout.isEmpty)
        }
        let method = courier(["request", "GET /x", "/echo"])
        #expect(method.exitCode == 2)
        #expect(try server.stats().connections == 0)
    }

    @Test func stubAnswersFromSamplesWithoutTheNetwork() throws {
        let offline = ["COURIER_BASE_URL": "http://127.0.0.1:\(try SilentListener.closedPort())/v1"]
        let ok = CourierRun.run(["orders", "detail", "--no", "A1001", "--stub"], environment: offline)
        #expect(ok.exitCode == 0)
        #expect(ok.json?.at("envelope.data.total") as? Double == 25.80)
        let notFound = CourierRun.run(["orders", "detail", "--no", "A1001", "--stub=not-found"], environment: offline)
        #expect(notFound.exitCode == 4)
        #expect(notFound.json?.at("error.category") as? String == "http.not_found")
        let business = CourierRun.run(["orders", "cancel", "--no", "A1", "--stub=already-cancelled"], environment: offline)
        #expect(business.exitCode == 11)
        let unknown = CourierRun.run(["orders", "detail", "--no", "A1", "--stub=nope"], environment: offline)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("has: default, not-found"))
    }

    @Test func curlExportRedactsUnlessAsked() throws {
        let token = "canary-curl-token-42"
        let run = courier(["users", "profile", "--curl"], environment: ["COURIER_TOKEN": token])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("curl -sS -i"))
        #expect(run.stdout.contains("Authorization: Bearer [redacted]"))
        #expect(!run.stdout.contains(token))
        let shown = courier(["users", "profile", "--curl", "--show-secrets"], environment: ["COURIER_TOKEN": token])
        #expect(shown.stdout.contains("Authorization: Bearer \(token)"))
        #expect(try server.stats().connections == 0)
    }

    @Test func curlExportIsARunnableCommand() throws {
        let export = courier(["request", "POST", "/echo/run", "--json", #"{"it's":"ok"}"#, "--curl"])
        let output = try shell("bash", ["-c", export.stdout])
        #expect(output.contains("200 OK"))
        #expect(output.contains(#"\"it's\":\"ok\""#) || output.contains(#"it's"#))
        #expect(try server.stats().requests == 1)
    }

    @Test func insecureWarnsAndIsRecorded() {
        let run = courier(["--insecure", "request", "GET", "/echo"])
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("warning: --insecure"))
        #expect(run.json?["insecure"] as? Bool == true)
    }

    @Test func unreadableCAFileIsAConfigError() throws {
        let run = courier(["--cacert", "/nonexistent/ca.pem", "request", "GET", "/echo"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(try server.stats().connections == 0)
    }

    @Test func aCanaryTokenNeverAppearsInAnythingPrinted() throws {
        let token = "canary-9f3e2d1c"
        let file = NSTemporaryDirectory() + "courier-canary-\(UUID().uuidString)"
        try token.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let runs = [
            courier(["-v", "request", "GET", "/echo/success"], environment: ["COURIER_TOKEN": token]),
            courier(["-v", "--token-file", file, "request", "GET", "/status/401"]),
            courier(["--dry-run", "request", "GET", "/echo"], environment: ["COURIER_TOKEN": token]),
            courier(["--curl", "request", "GET", "/echo"], environment: ["COURIER_TOKEN_FILE": file]),
            courier(["-v", "--follow", "request", "GET", "/redirect", "--query", "to=http://localhost:\(server.port)/echo"], environment: ["COURIER_TOKEN": token]),
            CourierRun.run(["-v", "--timeout", "0.3", "request", "GET", "/"], environment: ["COURIER_TOKEN": token, "COURIER_BASE_URL": "http://127.0.0.1:\(try SilentListener().port)"]),
        ]
        for run in runs {
            #expect(!run.stdout.contains(token) && !run.stderr.contains(token), "\(run.stdout)\n\(run.stderr)")
        }
        // The echo proves the token really was sent (and then scrubbed from the output).
        #expect(runs[0].stdout.contains("Bearer [redacted]"))
    }
}

/// A DNS failure, made without sending anything off the machine: courier runs in a network namespace
/// of its own with no network (`unshare -n`), where every lookup fails at once.
struct DNSFailureTests {
    @Test(.enabled(if: HostSystem.isLinux, "needs a network namespace of its own (util-linux's unshare -n), which only Linux has"))
    func aFailedLookupIsTransportDNSAndPrintsNoToken() throws {
        let token = "dns-canary-31337"
        let run = CourierRun.run(["-n", Paths.courier, "--base-url", "http://api.nonexistent.invalid/v1", "-v", "users", "profile"],
                                 environment: ["COURIER_TOKEN": token], binary: try Tool.path("unshare"))
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.dns")
        #expect(run.json?.at("error.curlCode") as? Int == 6)
        #expect(!run.stdout.contains(token) && !run.stderr.contains(token))
        #expect(run.json?.at("request.headers.Authorization") as? String == "Bearer [redacted]")
    }
}
