import Foundation
import Testing
import TestSupport

/// A warning scrubs secrets from the values it quotes, never from Courier's own words: a password that is an
/// ordinary word (`-u bob:other`) blanked inside "visible to other users" showed what it was (issue 42, finding 15).
struct WarningScrubTests {
    @Test func aSecretThatIsAnOrdinaryWordLeavesTheWarningsOwnWordsAlone() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let keys = NSTemporaryDirectory() + "courier-other-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: keys) }
        let run = CourierRun.run(["-u", "bob:other", "--keylog", keys, "users", "verify"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(run.stderr.contains("given on the command line is visible to other users in the process list"), "\(run.stderr)")
        #expect(!run.stderr.contains("visible to [redacted] users"), "\(run.stderr)")
        // A value the user gave is still scrubbed: the key-log path holds the password.
        #expect(run.stderr.contains("--keylog: TLS session keys are written to '"), "\(run.stderr)")
        #expect(!run.stderr.contains(keys), "\(run.stderr)")
        #expect(run.stderr.contains("courier-[redacted]-"), "\(run.stderr)")
    }

    /// The same for an error: stderr's line and stdout's `error` object blank the server's echo of the password,
    /// and keep the hint's and the category's own words.
    @Test func aSecretThatIsAnOrdinaryWordLeavesTheErrorsOwnWordsAlone() throws {
        let demo = try LoopbackServer(script: "demo_api.py")
        let run = CourierRun.run(["-u", "bob:credentials", "users", "verify"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(run.exitCode == 4)
        #expect(run.stderr.contains("courier: http.unauthorized: HTTP 401 Unauthorized: Basic [redacted] required (code 40001) (the --user credentials were refused)"), "\(run.stderr)")
        let error = try #require(run.json?["error"] as? [String: Any])
        #expect(error["hint"] as? String == "the --user credentials were refused")
        #expect(error["message"] as? String == "HTTP 401 Unauthorized: Basic [redacted] required")
        #expect(!run.stdout.contains("Basic credentials required"), "\(run.stdout)")
        // A password that is a word of the category: the category stays, the server's echo does not.
        let found = CourierRun.run(["--token", "found", "orders", "detail", "--no", "NOPE"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(found.stderr.contains("courier: http.not_found: HTTP 404 Not Found: order not [redacted] (code 40401)"), "\(found.stderr)")
        #expect((found.json?["error"] as? [String: Any])?["category"] as? String == "http.not_found")
    }
}
