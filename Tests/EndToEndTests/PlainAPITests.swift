import Foundation
import Testing
import TestSupport

/// `courier request` against an API without an envelope (plain_api.py), a second loopback server as a
/// foreign origin, and bodies that are not meant to be there (HEAD, 204, 304).
struct PlainAPITests {
    let plain: LoopbackServer
    init() throws { plain = try LoopbackServer(script: "plain_api.py") }

    func courier(_ arguments: [String], base: String? = nil, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": base ?? plain.baseURL].merging(environment) { $1 })
    }

    @Test func plainJSONFailsAsAnEnvelopeButSucceedsWithNoEnvelope() {
        #expect(courier(["request", "GET", "/get"]).exitCode == 10)
        let run = courier(["--no-envelope", "request", "GET", "/get?a=1"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?.at("body.args.a") as? String == "1")
        #expect(run.json?["envelope"] == nil)
        #expect(courier(["request", "GET", "/get"], environment: ["COURIER_NO_ENVELOPE": "1"]).exitCode == 0)
    }

    @Test func anEnvironmentCanBeDeclaredEnvelopeFreeInTheUsersConfig() throws {
        let home = NSTemporaryDirectory() + "courier-xdg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/courier", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try #"{"environments": {"local": {"envelope": "none"}}}"#.write(toFile: home + "/courier/config.json", atomically: true, encoding: .utf8)
        let run = courier(["request", "GET", "/get"], environment: ["XDG_CONFIG_HOME": home])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let config = courier(["config"], environment: ["XDG_CONFIG_HOME": home])
        #expect(config.json?["envelope"] as? String == "plain", "\(config.stdout)")
        try #"{"environments": {"local": {"envelope": "sometimes"}}}"#.write(toFile: home + "/courier/config.json", atomically: true, encoding: .utf8)
        let bad = courier(["request", "GET", "/get"], environment: ["XDG_CONFIG_HOME": home])
        #expect(bad.exitCode == 2)
        #expect(bad.stderr.contains("envelope must be"))
    }

    @Test func smokePassesNoEnvelopeOnToItsCases() throws {
        let plan = NSTemporaryDirectory() + "courier-plain-\(UUID().uuidString).smoke"
        try "[plain get] request GET /get => ok status=200\n".write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        #expect(courier(["smoke", plan]).exitCode == 13, "judged as an envelope, the plain body fails")
        let run = courier(["--no-envelope", "smoke", plan])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func topLevelArraysAndLinkHeadersArePrintedAsReceived() {
        let run = courier(["--no-envelope", "request", "GET", "/repos"])
        #expect(run.exitCode == 0)
        #expect((run.json?["body"] as? [Any])?.count == 2)
        #expect((run.json?.at("headers.Link") as? String)?.contains("rel=\"next\"") == true)
        #expect(courier(["--no-envelope", "-o", "data", "--select", "data[1].full_name", "request", "GET", "/repos"]).stdout == "octo/two\n")
    }

    @Test func withoutAnEnvelopeTheStatusDecides() {
        let run = courier(["--no-envelope", "request", "GET", "/repos/missing"])
        #expect(run.exitCode == 4)
        #expect(run.json?.at("error.category") as? String == "http.not_found")
        #expect(run.json?.at("body.message") as? String == "Not Found")
    }

    @Test func textAndBinaryBodiesArePrintedWithTheirContentType() {
        let text = courier(["--no-envelope", "request", "GET", "/text"])
        #expect(text.exitCode == 0)
        #expect(text.json?["body"] as? String == "plain words\n")
        let binary = courier(["--no-envelope", "request", "GET", "/binary"])
        #expect(binary.exitCode == 0)
        #expect(binary.json?["bodyEncoding"] as? String == "base64")
        #expect(binary.json?["body"] as? String == "//4AAQ==")
        #expect(binary.json?["contentType"] as? String == "application/octet-stream")
    }

    @Test(arguments: [(["request", "HEAD", "/get"], 200), (["request", "GET", "/empty"], 204), (["request", "GET", "/not-modified"], 304)])
    func bodilessResponsesSucceedWithOrWithoutAnEnvelope(arguments: [String], status: Int) {
        for flags in [[], ["--no-envelope"]] {
            let run = courier(flags + arguments)
            #expect(run.exitCode == 0, "\(flags + arguments): \(run.stderr)")
            #expect(run.json?["status"] as? Int == status)
            #expect(run.json?["error"] == nil)
        }
    }

    @Test func anAbsoluteURLToAnotherOriginGetsNoneOfTheAPIsCredentialsOrParameters() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let run = courier(["--no-envelope", "-H", "X-Mine: 1", "request", "GET", plain.baseURL + "/echo?x=1", "--query", "y=2"],
                          base: demo.baseURL + "/v1", environment: ["COURIER_TOKEN": "secret-token-42"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["origin"] as? String == "foreign")
        let headers = run.json?.at("body.headers") as? [String: Any] ?? [:]
        #expect(headers["authorization"] == nil)
        #expect(headers["x-system-type"] == nil)
        #expect(headers["x-client-version"] == nil)
        #expect((headers["x-mine"] as? [String]) == ["1"])
        #expect(run.json?.at("body.query") as? String == "x=1&y=2")
        #expect(!run.stdout.contains("secret-token-42"))
    }

    @Test func anAbsoluteURLOnTheEnvironmentsOriginKeepsTheCredentials() {
        let run = courier(["--no-envelope", "request", "GET", plain.baseURL + "/echo"], environment: ["COURIER_TOKEN": "secret-token-42"])
        #expect(run.exitCode == 0)
        #expect(run.json?["origin"] == nil)
        #expect((run.json?.at("body.headers.authorization") as? [String]) == ["Bearer [redacted]"])
    }

    @Test func headerGivenTwiceIsSentTwiceAndAnEmptyOneRemovesIt() {
        let run = courier(["--no-envelope", "-H", "X-A: 1", "-H", "X-A: 2", "-H", "User-Agent:", "-H", "X-System-Type:",
                           "request", "GET", "/echo"])
        #expect(run.exitCode == 0)
        let headers = run.json?.at("body.headers") as? [String: Any] ?? [:]
        #expect((headers["x-a"] as? [String]) == ["1", "2"])
        #expect(headers["user-agent"] == nil)
        #expect(headers["x-system-type"] == nil)
    }

    /// libcurl adds headers by itself (`Accept: */*`, a form Content-Type on an empty POST); the wire gets the
    /// request's headers only, so `-H 'Accept:'` removes it there too, as curl's does, not only from `-v`.
    @Test func anEmptyAcceptRemovesTheHeaderFromTheWireToo() {
        let run = courier(["--no-envelope", "-v", "-H", "Accept:", "request", "GET", "/echo"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let headers = run.json?.at("body.headers") as? [String: Any] ?? [:]
        #expect(headers["accept"] == nil, "\(headers)")
        #expect(headers["user-agent"] != nil)
        #expect(run.json?.at("request.headers.Accept") == nil)
        // libcurl gives a POST without a body `Content-Type: application/x-www-form-urlencoded` by itself.
        let post = courier(["--no-envelope", "request", "POST", "/echo"])
        #expect(post.exitCode == 0, "\(post.stderr)")
        #expect(post.json?.at("body.headers.content-type") == nil, "\(post.stdout)")
    }

    @Test func rawBodiesAreSentAsTheyAreWithTheirContentType() throws {
        let file = NSTemporaryDirectory() + "courier-raw-\(UUID().uuidString)"
        try Data([0x00, 0xFF, 0x10, 0x41]).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let binary = courier(["--no-envelope", "request", "PUT", "/echo", "--data-binary", "@" + file, "--content-type", "image/png"])
        #expect(binary.exitCode == 0, "\(binary.stderr)")
        #expect(binary.json?.at("body.bodyBase64") as? String == "AP8QQQ==")
        #expect((binary.json?.at("body.headers.content-type") as? [String]) == ["image/png"])
        let text = courier(["--no-envelope", "request", "POST", "/echo", "--data", "a=1&b"])
        #expect(text.json?.at("body.body") as? String == "a=1&b")
        #expect((text.json?.at("body.headers.content-type") as? [String]) == ["text/plain; charset=utf-8"])
    }

    @Test func aFormWithAFileIsSentAsMultipart() throws {
        let file = NSTemporaryDirectory() + "courier-part-\(UUID().uuidString).txt"
        try "part text".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = courier(["--no-envelope", "request", "POST", "/echo", "--form", "a=b", "--form", "f=@\(file);type=text/plain"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let body = run.json?.at("body.body") as? String ?? ""
        #expect(body.contains("name=\"a\"\r\n\r\nb\r\n"))
        #expect(body.contains("Content-Type: text/plain\r\n\r\npart text"))
        #expect((run.json?.at("body.headers.content-type") as? [String])?.first?.hasPrefix("multipart/form-data; boundary=") == true)
    }

    @Test(arguments: [
        (["--data", "x", "--json", "{}"], "give one body"),
        (["--data-binary", "/dev/null"], "expects @FILE"),
        (["--data-binary", "@/dev/zero"], "not a regular file"),
        (["--content-type", "a/b"], "--content-type goes with"),
    ])
    func badBodyOptionsAreUsageErrorsAndSendNothing(flags: [String], message: String) {
        let run = courier(["request", "POST", "/echo"] + flags)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
