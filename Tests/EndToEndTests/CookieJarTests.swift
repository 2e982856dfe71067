import Foundation
import Testing
import TestSupport

/// `--cookie-jar FILE` as `curl -b FILE -c FILE`: curl reads what Courier writes and the other way round; the file
/// is 0600 and refused when others may open it; a cookie goes back only where it belongs.
struct CookieJarTests {
    let demo: LoopbackServer
    let directory: String
    static let password = "wonderland"

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        directory = NSTemporaryDirectory() + "courier-jar-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    var jar: String { directory + "/jar" }

    func courier(_ arguments: [String], input: String? = nil) -> CourierRun {
        CourierRun.run(["--cookie-jar", jar] + arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": directory],
                       input: input)
    }

    func curl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Tool.path("curl"))
        process.arguments = ["-s"] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test func theJarKeepsTheLoginCookieSendsItBackAndCurlReadsIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let login = courier(["account", "login", "--username", "alice", "--password", "-"], input: Self.password + "\n")
        #expect(login.exitCode == 0, "\(login.stderr)")
        // The cookie for another domain is not kept, and says so in one line.
        #expect(login.stderr.contains("set cookie 'theme' for a domain its host is not in; it was not kept"), "\(login.stderr)")
        #expect(login.stderr.split(separator: "\n").count == 1)
        let text = try String(contentsOfFile: jar, encoding: .utf8)
        #expect(text.hasPrefix("# Netscape HTTP Cookie File"))
        #expect(text.contains("#HttpOnly_127.0.0.1\tFALSE\t/v1\tFALSE\t") && !text.contains("theme"))
        #expect(!text.contains(Self.password), "the canary password never reaches the jar")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["jar"], "nothing else is written")
        #expect(try FileManager.default.attributesOfItem(atPath: jar)[.posixPermissions] as? Int == 0o600)
        let sid = try #require(text.split(separator: "\t").last.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) })

        let me = courier(["account", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
        #expect(try curl(["-b", jar, demo.baseURL + "/v1/account/me"]).contains("\"username\": \"alice\""))
        let verbose = courier(["-v", "account", "me"])
        for run in [login, me, verbose] {
            #expect(!run.stdout.contains(sid) && !run.stderr.contains(sid))
            #expect(!run.stdout.contains(Self.password) && !run.stderr.contains(Self.password))
        }
    }

    @Test func aJarCurlWroteIsReadOnceOnlyItsOwnerMayOpenIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try curl(["-c", jar, "-H", "Content-Type: application/json", "-d", #"{"username":"alice","password":"wonderland"}"#,
                      demo.baseURL + "/v1/account/login"])
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: jar)
        let refused = courier(["account", "me"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("config: cookie jar '\(jar)' is readable by other users (mode 0644)"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: jar)
        let me = courier(["account", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
        #expect(me.json?.at("envelope.data.username") as? String == "alice")
    }

    @Test func aCookieGoesNowhereElse() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plain = try LoopbackServer(script: "plain_api.py")
        let lines = ["127.0.0.1\tFALSE\t/\tFALSE\t0\tmine\tcookie-canary-host-1", ".other.example\tTRUE\t/\tFALSE\t0\ttheirs\tcookie-canary-domain-2",
                     "127.0.0.1\tFALSE\t/\tTRUE\t0\tsecure\tcookie-canary-secure-3", "127.0.0.1\tFALSE\t/\tFALSE\t1000\told\tcookie-canary-expired-4"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: jar, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: jar)
        // The API's own origin gets only the cookie that matches it; another origin (plain_api echoes) gets none.
        let own = CourierRun.run(["--cookie-jar", jar, "--no-envelope", "request", "GET", "/echo"], environment: ["COURIER_BASE_URL": plain.baseURL])
        #expect(own.exitCode == 0, "\(own.stderr)")
        let sent = (own.json?.at("body.headers.cookie") as? [String]) ?? []
        #expect(sent.count == 1 && sent.first?.hasPrefix("mine=") == true && sent.first?.contains(";") == false, "\(own.stdout)")
        let foreign = courier(["--no-envelope", "request", "GET", plain.baseURL + "/echo"])
        #expect(foreign.exitCode == 0, "\(foreign.stderr)")
        #expect(foreign.json?.at("body.headers.cookie") == nil, "\(foreign.stdout)")
        // What was sent is the host's own cookie, and the printed echo scrubs it.
        #expect(!own.stdout.contains("cookie-canary"))
        #expect(try String(contentsOfFile: jar, encoding: .utf8).contains("cookie-canary-domain-2"), "unused cookies are kept")
    }
}
