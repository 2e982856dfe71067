import Foundation
import Testing
import TestSupport

/// The Keychain session store (`--session-store keychain`): macOS's login Keychain through `/usr/bin/security`. Elsewhere
/// it is a `config` error (exit 2) with nothing sent and no file written; on macOS (the GitHub workflow's macOS job) a
/// keychain of the test's own (`COURIER_KEYCHAIN`) keeps a real session, never in a file.
struct KeychainSessionTests {
    let demo: LoopbackServer
    let home: String

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        home = NSTemporaryDirectory() + "courier-keychain-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/state", withIntermediateDirectories: true)
    }

    func courier(_ arguments: [String], input: String? = nil, keychain: String? = nil) -> CourierRun {
        var environment = ["COURIER_BASE_URL": demo.baseURL + "/v1", "HOME": home, "XDG_STATE_HOME": home + "/state",
                           "COURIER_SESSION_STORE": "keychain"]
        if let keychain { environment["COURIER_KEYCHAIN"] = keychain }
        return CourierRun.run(arguments, environment: environment, input: input)
    }

    func filesWritten() -> [String] { (try? FileManager.default.subpathsOfDirectory(atPath: home + "/state")) ?? [] }

    #if !os(macOS)
    @Test func theKeychainStoreIsRefusedOffMacOSWithNothingSent() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let login = courier(["users", "login", "--username", "alice", "--password", "-", "--save"], input: "wonderland\n")
        #expect(login.exitCode == 2, "\(login.stderr)")
        #expect(login.stderr.contains("the keychain session store is macOS's login Keychain"), "\(login.stderr)")
        #expect(login.stdout.isEmpty)
        let counts = CourierRun.run(["-o", "data", "request", "GET", "/_test/counts"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        #expect(((counts.json as? [String: Int]) ?? ["?": 1]).filter { $0.key != "/v1/_test/counts" }.isEmpty, "nothing was sent: \(counts.stdout)")
        #expect(filesWritten().isEmpty, "never a file instead")
    }
    #else
    /// A keychain of the test's own, made and unlocked with `security` itself, removed after.
    static func makeKeychain(_ path: String) throws {
        for arguments in [["create-keychain", "-p", "courier-test", path], ["unlock-keychain", "-p", "courier-test", path]] {
            let process = try Process.run(URL(fileURLWithPath: "/usr/bin/security"), arguments: arguments)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "security \(arguments[0])")
        }
    }

    @Test func aSessionSavedInTheKeychainIsSentShownAndRemovedAndNoFileIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let keychain = home + "/courier-test.keychain-db"
        try Self.makeKeychain(keychain)
        defer { _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/security"), arguments: ["delete-keychain", keychain]).waitUntilExit() }

        let login = courier(["users", "login", "--username", "alice", "--password", "-", "--save"], input: "wonderland\n", keychain: keychain)
        #expect(login.exitCode == 0, "\(login.stderr)")
        let profile = courier(["users", "profile"], keychain: keychain)
        #expect(profile.exitCode == 0, "the stored token is sent: \(profile.stderr)")
        let status = courier(["auth", "status"], keychain: keychain)
        #expect(status.stdout.contains("\"keychain\""), "\(status.stdout)")
        let logout = courier(["auth", "logout"], keychain: keychain)
        #expect(logout.exitCode == 0, "\(logout.stderr)")
        let after = courier(["users", "profile"], keychain: keychain)
        #expect(after.exitCode == 4, "no session after logout: \(after.stderr)")
        #expect(filesWritten().isEmpty, "never a file")
    }
    #endif
}
