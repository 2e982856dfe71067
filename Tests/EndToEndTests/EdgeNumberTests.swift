import Foundation
import Testing
import TestSupport

/// A number a server or a file gives that becomes an instant (a cookie's `Max-Age` or expiry, a login's
/// `expiresIn`) is clamped, never trapped on: `Int64.max` seconds from now does not fit an `Int64`, and writing
/// it back crashed with SIGILL, saving nothing (issue 42, finding 1).
struct EdgeNumberTests {
    let directory: String
    static let password = "wonderland"
    static let edge = "9223372036854775807"
    /// The last second of year 9999: what an expiry past it is written as.
    static let latest = "253402300799"

    init() throws {
        directory = NSTemporaryDirectory() + "courier-edge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func courier(_ demo: LoopbackServer, _ arguments: [String], input: String? = nil) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": directory], input: input)
    }

    @Test func aCookieMaxAgeAtTheEdgeOfInt64IsKeptUntilTheLatestWritableDate() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py", arguments: ["--cookie-max-age", Self.edge])
        let jar = directory + "/jar"
        let login = courier(demo, ["--cookie-jar", jar, "account", "login", "--username", "alice", "--password", "-"], input: Self.password + "\n")
        #expect(login.exitCode == 0, "\(login.stderr)")
        let text = try String(contentsOfFile: jar, encoding: .utf8)
        #expect(text.contains("\t/v1\tFALSE\t\(Self.latest)\tsid\t"), "\(text)")
        let me = courier(demo, ["--cookie-jar", jar, "account", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
        #expect(me.json?.at("envelope.data.username") as? String == "alice")
    }

    @Test func aJarLineWhoseExpiryIsAtTheEdgeOfInt64IsReadAndWrittenBack() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py")
        let jar = directory + "/jar"
        try "127.0.0.1\tFALSE\t/\tFALSE\t\(Self.edge)\tkept\tedge-cookie\n".write(toFile: jar, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: jar)
        let run = courier(demo, ["--cookie-jar", jar, "request", "GET", "/health"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: jar, encoding: .utf8)
        #expect(text.contains("\t\(Self.latest)\tkept\tedge-cookie"), "\(text)")
    }

    @Test func aLoginsExpiresInAtTheEdgeOfInt64IsSavedAsTheLatestWritableDate() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py", arguments: ["--token-lifetime", Self.edge])
        let login = courier(demo, ["users", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n")
        #expect(login.exitCode == 0, "\(login.stderr)")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/courier/sessions/local.json")))
        #expect((stored as? [String: Any])?["expiresAt"] as? Int == Int(Self.latest))
        let profile = courier(demo, ["users", "profile"])
        #expect(profile.exitCode == 0, "\(profile.stderr)")
    }

    @Test func aCookieSessionWhoseMaxAgeIsAtTheEdgeOfInt64IsSaved() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let demo = try LoopbackServer(script: "demo_api.py", arguments: ["--cookie-max-age", Self.edge])
        let login = courier(demo, ["account", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n")
        #expect(login.exitCode == 0, "\(login.stderr)")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/courier/sessions/local.json")))
        #expect((stored as? [String: Any])?["expiresAt"] as? Int == Int(Self.latest))
        let me = courier(demo, ["account", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
    }
}
