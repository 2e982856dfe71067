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
}
