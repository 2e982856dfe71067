import Foundation
import Testing
import TestSupport

/// Secrets in every output form (issue 15, items 5–7 and 16): the binary against scripted_server.py,
/// which echoes what it received and counts connections, and the demo API.
struct SecretsTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "scripted_server.py") }

    func courier(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": server.baseURL].merging(environment) { $1 }, input: input)
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    // MARK: item 5: base64 at every alignment

    /// A binary body (printed as base64) holding the token after 3…5 bytes, with or without bytes after it:
    /// all three alignments, padded and not. No alignment of the printed text decodes to the token.
    @Test(arguments: [(0, true), (1, true), (2, true), (0, false), (1, false), (2, false)])
    func aBinaryBodyNeverDecodesToTheToken(offset: Int, bytesAfter: Bool) throws {
        let token = "canary-b64-token-x42"  // 20 bytes: not a multiple of 3, so its own base64 is padded
        let body = [UInt8](repeating: 0xFF, count: 3 + offset) + Array(token.utf8) + (bytesAfter ? [0xFE, 0xFD, 0xFC, 0xFB] : [])
        for flags in [[String](), ["-v"]] {
            let run = courier(flags + ["request", "GET", "/raw?hex=\(Self.hex(body))"], environment: ["COURIER_TOKEN": token])
            let printed = try #require(run.json?.at("body") as? String, Comment(rawValue: run.stdout))
            #expect(run.json?.at("bodyEncoding") as? String == "base64")
            #expect(printed.contains("[redacted]"))
            #expect(!Base64Probe.reveals(Array(token.utf8), in: run.stdout), Comment(rawValue: printed))
            #expect(!Base64Probe.reveals(Array(token.utf8), in: run.stderr))
        }
    }

    /// A request body echoed back (the token inside a JSON body sent with --json) comes back as text, and
    /// a binary echo as base64: neither shows the token.
    @Test func aTokenEchoedInsideABinaryEnvelopeIsScrubbed() throws {
        let token = "canary-echo-77"
        for prefix: [UInt8] in [[0xFF], [0xFF, 0xFF], [0xFF, 0xFF, 0xFF]] {
            let body = prefix + Array("Bearer \(token)".utf8) + [0x80]
            let run = courier(["request", "GET", "/raw?hex=\(Self.hex(body))&status=500"], environment: ["COURIER_TOKEN": token])
            #expect(run.exitCode == 5)
            #expect(!Base64Probe.reveals(Array(token.utf8), in: run.stdout))
        }
    }

    // MARK: item 6: one list of secret header names

    /// `-H` headers whose names look like credentials are dropped on a hop to another origin, as the
    /// token is; other headers travel on.
    @Test func credentialHeadersGivenWithHAreDroppedOnACrossOriginRedirect() throws {
        let other = try LoopbackServer(script: "scripted_server.py")
        let run = courier(["--follow", "-H", "X-Api-Key: k-canary-1", "-H", "X-Shop-Token: t-canary-2", "-H", "X-Client-Secret: s-canary-3",
                           "-H", "X-Trace: keep-me", "request", "GET", "/redirect", "--query", "to=\(other.baseURL)/echo/hop"],
                          environment: ["COURIER_TOKEN": "tok-hop-canary"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let received = (run.json?.at("body.data.headers") as? [[String]] ?? []).compactMap(\.first).map { $0.lowercased() }
        #expect(received.contains("x-trace"))
        for name in ["authorization", "x-api-key", "x-shop-token", "x-client-secret"] { #expect(!received.contains(name), "\(name) was forwarded") }
    }

    /// A hop to another origin carries what a direct call to that origin would (Courier's User-Agent and
    /// Accept, the user's `-H`), never the environment's headers from the user's config nor the API's
    /// common parameters, secret-named or not.
    @Test func aCrossOriginHopCarriesOnlyWhatADirectCallThereWould() throws {
        let other = try LoopbackServer(script: "scripted_server.py")
        let home = NSTemporaryDirectory() + "courier-hop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/courier", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try #"{"environments": {"local": {"headers": {"X-Sig": "sig-canary-5"}}}}"#
            .write(toFile: home + "/courier/config.json", atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": home, "COURIER_TOKEN": "tok-hop-canary-2"]
        func names(_ run: CourierRun) -> [String] {
            // A direct call to the foreign origin is judged plain, so its echo is under `body`.
            ((run.json?.at("envelope.data.headers") ?? run.json?.at("body.data.headers")) as? [[String]] ?? []).compactMap(\.first).map { $0.lowercased() }.sorted()
        }
        let own = courier(["request", "GET", "/echo/own"], environment: environment)
        #expect(names(own).contains("x-sig"), "the config's header is not sent at all: \(own.stdout)")
        let hop = courier(["--follow", "-H", "X-Trace: keep-me", "request", "GET", "/redirect", "--query", "to=\(other.baseURL)/echo/hop"],
                          environment: environment)
        let direct = courier(["-H", "X-Trace: keep-me", "request", "GET", "\(other.baseURL)/echo/hop"], environment: environment)
        #expect(hop.exitCode == 0, "\(hop.stderr)")
        #expect(direct.exitCode == 0, "\(direct.stderr)")
        for name in ["x-sig", "x-system-type", "x-client-version", "authorization"] { #expect(!names(hop).contains(name), "\(name) was forwarded") }
        #expect(names(hop).contains("x-trace"))
        #expect(names(hop) == names(direct))
        #expect(!hop.stdout.contains("sig-canary-5"))
    }

    /// A URL's password is never echoed in an error: not the one given to `request`, not one in a
    /// redirect's Location, not one in `--base-url`, also when it is the token itself.
    @Test(arguments: ["pw-canary-url-7", "tok-as-password-8"])
    func aPasswordInAURLIsRedactedInEveryError(password: String) throws {
        let environment = ["COURIER_TOKEN": "tok-as-password-8"]
        let given = courier(["request", "GET", "http://alice:\(password)@127.0.0.1:\(server.port)/echo"], environment: environment)
        let base = courier(["--base-url", "http://alice:\(password)@127.0.0.1:\(server.port)", "request", "GET", "/echo"], environment: environment)
        let location = "http://bob:\(password)@127.0.0.1:\(server.port)/echo"
        let followed = courier(["--follow", "request", "GET", "/redirect", "--query", "to=\(location)"], environment: environment)
        let shown = courier(["request", "GET", "/redirect", "--query", "to=\(location)"], environment: environment)
        for run in [given, base, followed] {
            #expect(run.exitCode != 0)
            #expect(!run.stdout.contains(password) && !run.stderr.contains(password), "\(run.stdout)\n\(run.stderr)")
        }
        // Not followed, the Location is the server's evidence in `headers`; the message does not repeat its password.
        #expect(shown.exitCode == 3)
        #expect(!shown.stderr.contains(password), "\(shown.stderr)")
        #expect((shown.json?.at("error.message") as? String)?.contains(password) == false)
        #expect(given.stderr.contains("alice:[redacted]@"), "\(given.stderr)")
        #expect(followed.stderr.contains("bob:[redacted]@"), "\(followed.stderr)")
    }

    /// The values of secret `-H` headers are scrubbed when the server echoes them, and redacted in `-v`
    /// and `--curl`; a header that is not secret is shown.
    @Test func secretHeaderValuesAreRedactedWhereverTheyAreEchoed() throws {
        let headers = ["-H", "X-Api-Key: k-canary-echo-1", "-H", "Authorization: Basic YWxpY2U6d29uZGVy", "-H", "X-Trace: shown-trace"]
        for flags in [["-v"], ["--curl"], ["--dry-run"], ["-o", "envelope"]] {
            let run = courier(headers + flags + ["request", "GET", "/echo"])
            #expect(run.exitCode == 0, "\(flags): \(run.stderr)")
            for secret in ["k-canary-echo-1", "YWxpY2U6d29uZGVy"] {
                #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "\(flags) showed \(secret)")
            }
            #expect(run.stdout.contains("shown-trace"), "\(flags)")
        }
    }

    /// A `-H` without a colon is refused without echoing what may be its credential.
    @Test func aMalformedHeaderIsNotEchoedPastItsFirstWord() {
        let run = courier(["-H", "Authorization Bearer tok-malformed-1", "request", "GET", "/echo"])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "courier: usage: header 'Authorization …' is not 'Name: value'\n")
    }

    // MARK: item 7: secret options

    /// `--password` is a secret option: never printed by --curl, --dry-run or -v, and a literal one warns.
    @Test(arguments: [["--curl"], ["--dry-run"], ["-v"], ["-o", "compact"]])
    func aPasswordIsNeverPrinted(flags: [String]) throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let password = "hunter-canary-9"
        let run = CourierRun.run(["--base-url", demo.baseURL + "/v1"] + flags + ["users", "login", "--username", "alice", "--password", password])
        #expect(!run.stdout.contains(password) && !run.stderr.contains(password), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("warning: --password given on the command line is visible to other users"))
        #expect(run.stdout.contains("[redacted]") || flags == ["-o", "compact"])
    }

    @Test func aPasswordFromStdinOrAFileDoesNotWarn() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let base = ["--base-url", demo.baseURL + "/v1", "users", "login", "--username", "alice"]
        let stdin = CourierRun.run(base + ["--password", "-"], input: "wonderland")
        #expect(stdin.exitCode == 0)
        #expect(!stdin.stderr.contains("warning"))
        let file = NSTemporaryDirectory() + "courier-password-\(UUID().uuidString)"
        try "wonderland".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = CourierRun.run(base + ["--password", "@" + file, "--curl"])
        #expect(fromFile.exitCode == 0)
        #expect(!fromFile.stderr.contains("warning"))
        #expect(!fromFile.stdout.contains("wonderland"))
    }

    /// A smoke plan's `--password` is scrubbed from every report, `-v` documents included.
    @Test func aPasswordInASmokePlanAppearsInNoReport() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let directory = NSTemporaryDirectory() + "courier-secret-smoke-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = directory + "/p.smoke"
        try "users login --username alice --password pw-smoke-canary -v => http.unauthorized\n".write(toFile: plan, atomically: true, encoding: .utf8)
        for output in [["-o", "ndjson"], ["--junit", directory + "/r.xml"], ["--tap", "-"]] {
            let run = CourierRun.run(["smoke", plan, "-v"] + output, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("pw-smoke-canary") && !run.stderr.contains("pw-smoke-canary"), "\(output)")
        }
        #expect(try !String(contentsOfFile: directory + "/r.xml", encoding: .utf8).contains("pw-smoke-canary"))
    }

    /// A login case's response holds the tokens its grant declares (`data.token`, `data.refreshToken`): they are
    /// secrets of the run from then on, redacted in its own document and in every report CI keeps.
    @Test func aLoginCasesTokensAppearInNoReport() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let directory = NSTemporaryDirectory() + "courier-grant-smoke-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = directory + "/p.smoke"
        try "users login --username alice --password wonderland => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = CourierRun.run(["smoke", plan, "-o", "ndjson", "--report-json", directory + "/r.json"],
                                 environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let line = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let data = ((line["document"] as? [String: Any])?["envelope"] as? [String: Any])?["data"] as? [String: Any]
        #expect(data?["token"] as? String == "[redacted]", "\(run.stdout)")
        #expect(data?["refreshToken"] as? String == "[redacted]", "\(run.stdout)")
        let report = try String(contentsOfFile: directory + "/r.json", encoding: .utf8)
        let values = try Regex(#""(?:token|refreshToken)"\s*:\s*"([^"]*)""#)
        let found = report.matches(of: values).map { String($0.output[1].substring ?? "") }
        #expect(!found.isEmpty && found.allSatisfy { $0 == "[redacted]" }, "\(found)")
    }

    // MARK: item 16: curl export options, multipart part headers, the 401 hint

    @Test func curlExportKeepsCompressionRetriesAndTheBodyCap() throws {
        let get = courier(["--compressed", "--retry", "3", "--max-body", "1M", "request", "GET", "/echo", "--curl"])
        #expect(get.stdout.contains(" --compressed "), Comment(rawValue: get.stdout))
        #expect(get.stdout.contains(" --retry 3 "))
        #expect(get.stdout.contains(" --max-filesize 1048576 "))
        // A POST is not retried by Courier, so the export does not retry it either.
        let post = courier(["--retry", "3", "request", "POST", "/echo", "--curl"])
        #expect(!post.stdout.contains("--retry"))
        let none = courier(["--no-retry", "request", "GET", "/echo", "--curl"])
        #expect(!none.stdout.contains("--retry"))
        #expect(!none.stdout.contains("--compressed"))
        // A request naming its own Accept-Encoding has its reply decoded, so the export asks curl to decode too.
        let named = courier(["-H", "Accept-Encoding: gzip", "request", "GET", "/echo", "--curl"])
        #expect(named.stdout.contains(" --compressed "), Comment(rawValue: named.stdout))
        // The exported command runs and asks for compression as the call would.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: try Tool.path("sh"))
        shell.arguments = ["-c", get.stdout]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(text.lowercased().contains(#"["accept-encoding", "#), Comment(rawValue: text))
    }

    /// A value that reaches a multipart part header (content type, filename) with CR/LF is refused
    /// before any connection: request.invalid, exit 2.
    static let partHeaderInjections = [("text/plain\nX-Injected: yes", "a.txt"), ("text/plain\r\nX-Injected: yes", "a.txt"),
                                       ("text/plain", "a\r\nX-Injected: yes.txt"), ("text/plain\u{1}", "a.txt")]

    /// (Cases by index: Swift Testing's log would print the control characters themselves.)
    @Test(arguments: partHeaderInjections.indices)
    func controlCharactersInPartHeadersAreRefusedWithNothingSent(index: Int) throws {
        let (mime, filename) = Self.partHeaderInjections[index]
        let directory = NSTemporaryDirectory() + "courier-part-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/" + filename
        try "abc".write(toFile: file, atomically: true, encoding: .utf8)
        let run = courier(["files", "upload", "--file", file, "--mime", mime])
        #expect(run.exitCode == 2, Comment(rawValue: run.stderr.debugDescription))
        #expect(run.stderr.hasPrefix("courier: request.invalid: "), Comment(rawValue: run.stderr.debugDescription))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
        #expect(try server.stats().connections == 0)
    }

    /// The token hint belongs to routes that send a token; a login's 401 is about its password.
    @Test func theTokenHintIsShownOnlyWhereTheRouteNeedsAuth() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let base = ["--base-url", demo.baseURL + "/v1"]
        let login = CourierRun.run(base + ["users", "login", "--username", "alice", "--password", "-"], input: "wrong")
        #expect(login.exitCode == 4)
        #expect(!login.stderr.contains("token"), Comment(rawValue: login.stderr))
        #expect(login.json?.at("error.hint") == nil)
        let profile = CourierRun.run(base + ["users", "profile"])
        #expect(profile.exitCode == 4)
        #expect(profile.stderr.contains("no token was sent"))
    }
}
