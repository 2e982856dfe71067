import Foundation
import Testing
import TestSupport

/// A secret larger than any real one (a granted token, a netrc, login-file or password-file password) is refused
/// where it arrives, in one line; kept, it made every later call slow and then fail with "a response header over
/// its 100 KB limit", which was the request's own (issue 42, finding 6).
struct SecretSizeTests {
    let directory: String
    /// Over the one limit (64 KiB), far under any size that makes a test slow.
    static let oversized = String(repeating: "s", count: (64 << 10) + 1)

    init() throws {
        directory = NSTemporaryDirectory() + "courier-secret-size-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func courier(_ demo: LoopbackServer, _ arguments: [String], input: String? = nil, variables: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": directory].merging(variables) { $1 },
                       input: input)
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return path
    }

    @Test func aGrantedTokenOverTheLimitIsRefusedAndNotStored() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py", arguments: ["--token-padding", String(1 << 20)])
        let login = courier(demo, ["users", "login", "--username", "alice", "--password", "-", "--save"], input: "wonderland\n")
        #expect(login.exitCode == 10, "\(login.stderr.prefix(500))")
        #expect(login.stderr.contains("the session's token is larger than 64 KiB, more than any real token; it was not stored"), "\(login.stderr.prefix(500))")
        #expect(!FileManager.default.fileExists(atPath: directory + "/courier/sessions/local.json"))
        #expect(!login.stderr.contains(String(repeating: "p", count: 1000)))
    }

    @Test func aNetrcLoginFileOrPasswordFilePasswordOverTheLimitIsRefusedBeforeSending() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py")
        let netrc = try file("netrc", "machine 127.0.0.1 login alice password \(Self.oversized)\n")
        let login = try file("login", "alice:\(Self.oversized)\n")
        let password = try file("password", Self.oversized + "\n")
        let runs = [(courier(demo, ["--netrc-file", netrc, "users", "verify"]), "netrc file '\(netrc)'"),
                    (courier(demo, ["--login-file", login, "users", "profile"]), "login file '\(login)'"),
                    (courier(demo, ["-u", "alice", "--password-file", password, "users", "verify"]), "password file '\(password)'")]
        for (run, file) in runs {
            #expect(run.exitCode == 2, "\(run.stderr.prefix(500))")
            #expect(run.stderr.contains("\(file) holds a secret larger than 64 KiB, more than any real password or token"), "\(run.stderr.prefix(500))")
            #expect(!run.stderr.contains(String(repeating: "s", count: 100)))
        }
        let counts = courier(demo, ["-o", "data", "request", "GET", "/_test/counts"])
        #expect((counts.json as? [String: Int])?.keys.filter { $0 != "/v1/_test/counts" }.isEmpty ?? false, "\(counts.stdout)")
    }

    /// A token or password from a variable or argv is held to the same limit as one from a file (issue 42, finding 6).
    @Test func aTokenOrPasswordOverTheLimitFromAVariableOrArgvIsRefusedBeforeSending() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py")
        let runs = [(courier(demo, ["users", "profile"], variables: ["COURIER_TOKEN": Self.oversized]), "COURIER_TOKEN"),
                    (courier(demo, ["--token", Self.oversized, "users", "profile"]), "--token"),
                    (courier(demo, ["-u", "alice", "users", "verify"], variables: ["COURIER_PASSWORD": Self.oversized]), "COURIER_PASSWORD"),
                    (courier(demo, ["-u", "alice:" + Self.oversized, "users", "verify"]), "--user")]
        for (run, source) in runs {
            #expect(run.exitCode == 2, "\(source): \(run.stderr.prefix(500))")
            #expect(run.stderr.contains("the secret from \(source) is larger than 64 KiB, more than any real password or token"), "\(run.stderr.prefix(500))")
            #expect(!run.stderr.contains(String(repeating: "s", count: 100)))
        }
        let counts = courier(demo, ["-o", "data", "request", "GET", "/_test/counts"])
        #expect((counts.json as? [String: Int])?.keys.filter { $0 != "/v1/_test/counts" }.isEmpty ?? false, "\(counts.stdout)")
    }

    /// libcurl reports request headers over its limit with the codes it uses for a response's: the words say whose.
    @Test func requestHeadersOverLibcurlsLimitAreWordedAsTheRequests() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let big = String(repeating: "h", count: 120 << 10)
        let headers = (1...10).flatMap { ["-H", "X-Big-\($0): \(big)"] }
        let run = courier(demo, headers + ["request", "GET", "/health"])
        #expect(run.exitCode == 7, "\(run.stderr.prefix(500))")
        #expect(run.stderr.contains("libcurl reports the request's own headers over its limit this way"), "\(run.stderr.prefix(500))")
        #expect(!run.stderr.contains("response header"))
    }
}
