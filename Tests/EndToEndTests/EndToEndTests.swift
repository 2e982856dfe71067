import Foundation
import Testing
import TestSupport

/// The built `courier` binary against demo_api.py on a free port: stdout JSON, stderr, exit code.
struct EndToEndTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "demo_api.py") }

    var base: String { server.baseURL + "/v1" }

    func courier(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) -> CourierRun {
        CourierRun.run(["--base-url", base] + arguments, environment: environment, input: input)
    }

    @Test func ordersListSucceedsWithTheEnvelope() throws {
        let run = courier(["orders", "list", "--uid", "5"])
        #expect(run.exitCode == 0)
        #expect(run.stderr.isEmpty)
        let json = try #require(run.json)
        #expect(json.at("status") as? Int == 200)
        #expect(json.at("envelope.code") as? Int == 0)
        #expect(json.at("envelope.data.0.no") as? String == "A1001")
        #expect(json["error"] == nil)
    }

    @Test func numberLiteralsAndKeyOrderArePrintedAsReceived() {
        let run = courier(["orders", "list", "--uid", "5"])
        #expect(run.stdout.contains(#""total": 25.80,"#))
        #expect(run.stdout.contains(#""total": 12345678901234567890,"#))
        #expect(run.stdout.contains(#""total": 1.10,"#))
        let keys = ["\"no\"", "\"uid\"", "\"sku\"", "\"qty\"", "\"total\"", "\"status\"", "\"createdAt\""]
        let firstOrder = run.stdout[(run.stdout.range(of: "\"data\"")?.upperBound ?? run.stdout.startIndex)...]
        let positions = keys.compactMap { firstOrder.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(run.stdout.hasPrefix("{\n  \"status\": 200,\n  \"headers\": {"))
    }

    /// Every error category the demo API can produce: category, exit code, envelope code, stderr line.
    @Test(arguments: [
        (["orders", "detail", "--no", "NOPE"], "http.not_found", Int32(4), 40401 as Int?),
        (["orders", "detail", "--no", "E500"], "http.server", 5, 50000),
        (["orders", "detail", "--no", "HTML"], "decoding.body", 10, nil),
        (["orders", "detail", "--no", "NOENV"], "decoding.envelope", 10, nil),
        (["orders", "detail", "--no", "MISMATCH"], "decoding.model", 10, nil),
        (["orders", "cancel", "--no", "A1003"], "business", 11, 1002),
        (["users", "profile"], "http.unauthorized", 4, 40006),
        (["users", "login", "--username", "alice", "--password", "nope"], "http.unauthorized", 4, 40001),
    ])
    func errorCategoriesAndExitCodes(arguments: [String], category: String, exitCode: Int32, code: Int?) throws {
        let run = courier(arguments)
        #expect(run.exitCode == exitCode)
        let json = try #require(run.json, "stdout: \(run.stdout)")
        #expect(json.at("error.category") as? String == category)
        #expect(json.at("error.code") as? Int == code)
        // A literal --password warns first (argv is visible to other users); then the one error line.
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("courier: warning: --password ") }
        #expect(lines.first?.hasPrefix("courier: \(category): ") == true)
        #expect(lines.count == 1)
        #expect(json["envelope"] == nil || category == "business" || category == "decoding.model")
    }

    @Test func contractMismatchNamesTheFieldAndKeepsTheEnvelope() throws {
        let run = courier(["orders", "detail", "--no", "MISMATCH"])
        let json = try #require(run.json)
        #expect(json.at("error.message") as? String == #"data.total: expected Double, found string "12.5" (model Order)"#)
        #expect(json.at("error.path") as? String == "data.total")
        #expect(json.at("envelope.data.total") as? String == "12.5")
        let lenient = courier(["orders", "detail", "--no", "MISMATCH", "--no-contract"])
        #expect(lenient.exitCode == 0)
    }

    @Test func validationErrorIsExit4() throws {
        let login = courier(["users", "login", "--username", "alice", "--password", "-"], input: "wonderland\n")
        let token = try #require(login.json?.at("envelope.data.token") as? String)
        let run = courier(["users", "update", "--name", ""], environment: ["COURIER_TOKEN": token])
        #expect(run.exitCode == 4)
        #expect(run.json?.at("error.category") as? String == "http.validation")
        #expect(run.json?.at("error.code") as? Int == 42201)
    }

    @Test func loginThenProfileWithTheTokenFromEachSource() throws {
        let login = courier(["users", "login", "--username", "alice", "--password", "-"], input: "wonderland")
        #expect(login.exitCode == 0)
        let token = try #require(login.json?.at("envelope.data.token") as? String)

        let viaEnvironment = courier(["users", "profile"], environment: ["COURIER_TOKEN": token])
        #expect(viaEnvironment.exitCode == 0)
        #expect(viaEnvironment.json?.at("envelope.data.username") as? String == "alice")

        let file = NSTemporaryDirectory() + "courier-token-\(UUID().uuidString)"
        try (token + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(courier(["users", "profile", "--token-file", file]).exitCode == 0)
        #expect(courier(["users", "profile"], environment: ["COURIER_TOKEN_FILE": file]).exitCode == 0)
        #expect(courier(["users", "profile", "--token", "-"], input: token).exitCode == 0)

        let literal = courier(["users", "profile", "--token=\(token)"])  // a random token may start with -
        #expect(literal.exitCode == 0)
        #expect(literal.stderr.contains("warning: a token given on the command line is visible"))
    }

    @Test func theTokenNeverAppearsInWhatCourierPrints() throws {
        let login = courier(["users", "login", "--username", "alice", "--password", "wonderland"])
        let token = try #require(login.json?.at("envelope.data.token") as? String)
        for arguments in [["users", "profile", "--verbose"], ["users", "profile", "--dry-run"], ["orders", "detail", "--no", "NOPE", "-v"]] {
            let run = courier(arguments, environment: ["COURIER_TOKEN": token])
            #expect(!run.stdout.contains(token) && !run.stderr.contains(token), "\(arguments)")
        }
        let verbose = courier(["users", "profile", "--verbose"], environment: ["COURIER_TOKEN": token])
        #expect(verbose.json?.at("request.headers.Authorization") as? String == "Bearer [redacted]")
        let unauthorized = courier(["users", "profile", "-v"], environment: ["COURIER_TOKEN": "canary-token-123456"])
        #expect(unauthorized.exitCode == 4)
        #expect(!unauthorized.stdout.contains("canary-token-123456") && !unauthorized.stderr.contains("canary-token-123456"))
        #expect(unauthorized.stderr.contains("was refused"))
    }

    @Test func verboseAddsRouteRequestTimingAndAttempts() throws {
        let run = courier(["orders", "detail", "--no", "A1001", "--verbose"])
        let json = try #require(run.json)
        #expect(json.at("route") as? String == "orders detail")
        #expect(json.at("request.method") as? String == "GET")
        #expect(json.at("request.url") as? String == base + "/orders/A1001")
        #expect(json.at("request.headers.User-Agent") as? String == "courier/0.1.0")
        #expect((json.at("timing.total") as? Double ?? 0) > 0)
        #expect(json.at("attempts") as? Int == 1)
        #expect(json.at("httpVersion") as? String == "HTTP/1.1")
    }

    @Test func createAndCancelThenCancelAgainIsABusinessError() throws {
        let created = courier(["orders", "create", "--uid", "5", "--sku", "SKU-9", "--qty", "3"])
        #expect(created.exitCode == 0)
        #expect(created.json?.at("status") as? Int == 201)
        let number = try #require(created.json?.at("envelope.data.no") as? String)
        #expect(courier(["orders", "cancel", "--no", number]).exitCode == 0)
        #expect(courier(["orders", "cancel", "--no", number]).exitCode == 11)
    }

    @Test func uploadReportsTheFilesHash() throws {
        let path = NSTemporaryDirectory() + "courier-e2e-\(UUID().uuidString).txt"
        try "abc".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = courier(["files", "upload", "--file", path, "--mime", "text/plain"])
        #expect(run.exitCode == 0)
        #expect(run.json?.at("envelope.data.sha256") as? String == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let missing = courier(["files", "upload", "--file", "/nonexistent/file"])
        #expect(missing.exitCode == 2)
        #expect(missing.stdout.isEmpty)
    }

    @Test func pathParametersArriveAsOneSegment() throws {
        // The server decodes one segment; a slash or dots inside it must not climb or split the path.
        for value in ["../orders", "a/b", "%2e%2e", "?#%"] {
            let run = courier(["orders", "detail", "--no", value])
            #expect(run.exitCode == 4, "\(value)")
            #expect(run.json?.at("error.code") as? Int == 40401, "\(value)")
        }
        for value in ["..", ".", ""] {
            let run = courier(["orders", "detail", "--no", value])
            #expect(run.exitCode == 2, "'\(value)'")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func environmentVariablesChooseTheTarget() throws {
        let viaBaseURL = CourierRun.run(["orders", "list", "--uid", "5"], environment: ["COURIER_BASE_URL": base])
        #expect(viaBaseURL.exitCode == 0)
        let unknown = CourierRun.run(["orders", "list", "--uid", "5"], environment: ["COURIER_ENV": "stage"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stdout.isEmpty)
        // Word for word as when Settings read COURIER_ENV by hand: the variable is named as the source.
        #expect(unknown.stderr.contains("courier: config: unknown environment 'stage' (from COURIER_ENV) (known: local, dev, prod)"), "\(unknown.stderr)")
        let suggestion = CourierRun.run(["--env", "prd", "orders", "list", "--uid", "5"])
        #expect(suggestion.stderr.contains("did you mean 'prod'?"))
        // --env beats COURIER_BASE_URL (flags over variables): the placeholder dev host is refused by
        // its .invalid name without any traffic leaving loopback.
        let flagWins = CourierRun.run(["--env", "local", "--base-url", base, "orders", "list", "--uid", "5"], environment: ["COURIER_ENV": "prod"])
        #expect(flagWins.exitCode == 0)
    }

    @Test func dryRunSendsNothingAndShowsTheRequest() throws {
        let run = CourierRun.run(["--dry-run", "orders", "create", "--uid", "5", "--sku", "S", "--qty", "1"], environment: ["COURIER_BASE_URL": base])
        #expect(run.exitCode == 0)
        let json = try #require(run.json)
        #expect(json.at("request.method") as? String == "POST")
        #expect(json.at("request.body.sku") as? String == "S")
        #expect(json["status"] == nil)
        // Nothing was created: the next order number is still the first one.
        let created = courier(["orders", "create", "--uid", "5", "--sku", "S", "--qty", "1"])
        #expect(created.json?.at("envelope.data.no") as? String == "C3001")
    }

    @Test func headerInjectionIsRefusedBeforeSending() {
        let run = courier(["orders", "list", "--uid", "5", "-H", "X: a\r\nInjected: 1"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("control character"))
    }
}
