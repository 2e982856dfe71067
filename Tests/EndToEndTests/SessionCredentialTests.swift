import Foundation
import Testing
import TestSupport

/// Issue 42's findings on sessions and credentials, each against demo_api.py made hostile where it must be
/// (`_test/hostile`: a refresh or login answer that fails the contract, holds a control character, lacks its token,
/// or redirects elsewhere). The fresh tokens such answers carry are `fresh-…-canary`: no output may show them.
struct SessionCredentialTests {
    let demo: LoopbackServer
    let state: String
    static let password = "wonderland"
    static let canaries = ["fresh-access-canary", "fresh-refresh-canary", "canary"]

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        state = NSTemporaryDirectory() + "courier-state-\(UUID().uuidString)"
    }

    var sessionFile: String { state + "/courier/sessions/local.json" }

    func courier(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": state].merging(environment) { $1 },
                       input: input)
    }

    func login(_ extra: [String] = []) -> CourierRun {
        courier(extra + ["users", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n")
    }

    /// How often the server was called at each path, asked from a state directory of its own: a store the test broke
    /// (a FIFO at the session file) must not stop the asking, or nothing would seem sent.
    func counts() -> [String: Int] {
        let run = courier(["-o", "data", "request", "GET", "/_test/counts"], environment: ["XDG_STATE_HOME": state + "-counts"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return (run.json as? [String: Int]) ?? [:]
    }

    func post(_ path: String) { _ = courier(["request", "POST", path]) }

    /// Makes every later answer of `route` (`refresh`, `login`) hostile.
    func hostile(_ route: String, _ answer: String, to: String = "") {
        let target = to.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        post("/_test/hostile?route=\(route)&answer=\(answer)&to=\(target)")
    }

    func loginFile(_ line: String) throws -> String {
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let path = state + "/login.txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(line.utf8), attributes: [.posixPermissions: 0o600])
        return path
    }

    func stored() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sessionFile))) as? [String: Any] ?? [:]
    }

    func noCanaryIn(_ runs: [CourierRun], _ others: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        for run in runs {
            for secret in Self.canaries + others {
                #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "printed: \(secret)\n\(run.stdout)\(run.stderr)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// How many requests the other origin was sent (scripted_server's /stats, on a fresh connection).
    func requests(at other: LoopbackServer) -> Int {
        (CourierRun.run(["-o", "data", "--no-envelope", "request", "GET", other.baseURL + "/stats"]).json?["requests"] as? Int) ?? -1
    }

    // MARK: 2. A session answer refused after it arrived prints none of its tokens

    @Test(arguments: ["huge", "control", "notoken"])
    func aRefreshAnswerRefusedAfterItArrivedPrintsNoneOfItsTokens(answer: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        hostile("refresh", answer)
        post("/_test/expire")
        let run = courier(["users", "profile"])
        #expect(run.exitCode != 0, "\(run.stderr)")
        #expect(counts()["/v1/users/refresh"] == 1)
        let verbose = courier(["-v", "users", "profile"])
        noCanaryIn([run, verbose])
    }

    @Test func aRefreshAnswerRefusedAfterItArrivedPutsNoTokenInAnMCPResult() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        hostile("refresh", "huge")
        post("/_test/expire")
        let input = [#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#,
                     #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"users_profile","arguments":{}}}"#].joined(separator: "\n") + "\n"
        let run = courier(["mcp"], input: input)
        #expect(run.stdout.contains(#""id":1"#), "\(run.stdout)\(run.stderr)")
        #expect(counts()["/v1/users/refresh"] == 1)
        noCanaryIn([run])
    }

    @Test(arguments: ["huge", "control", "notoken"])
    func aSavedLoginWhoseAnswerIsRefusedPrintsNoneOfItsTokens(answer: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        hostile("login", answer)
        let run = login()
        #expect(run.exitCode != 0, "\(run.stdout)\(run.stderr)")
        noCanaryIn([run], [Self.password])
        #expect(!FileManager.default.fileExists(atPath: sessionFile))
    }

    // MARK: 3. Courier's own credential calls never follow a redirect off their origin

    @Test func anExpiredSessionsRefreshNeverFollowsARedirectToAnotherOrigin() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let other = try LoopbackServer(script: "scripted_server.py")
        #expect(login().exitCode == 0)
        let refresh = try #require(try stored()["refreshToken"] as? String)
        hostile("refresh", "redirect", to: other.baseURL + "/echo")
        post("/_test/expire")
        let run = courier(["--follow", "users", "profile"])
        #expect(run.exitCode != 0, "\(run.stderr)")
        // The renewal's failure says why (finding 10), not only that it failed.
        #expect(run.stderr.contains("refreshing the session failed: refused redirect to another origin"), "\(run.stderr)")
        #expect(requests(at: other) == 0, "the refresh token went to another origin")
        noCanaryIn([run], [refresh])
    }

    @Test func aReloginNeverFollowsARedirectToAnotherOrigin() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let other = try LoopbackServer(script: "scripted_server.py")
        let file = try loginFile("alice:\(Self.password)\n")
        hostile("login", "redirect", to: other.baseURL + "/echo")
        let run = courier(["--follow", "--login-file", file, "users", "profile"])
        #expect(run.exitCode != 0, "\(run.stderr)")
        #expect(requests(at: other) == 0, "the login file's password went to another origin")
        noCanaryIn([run], [Self.password])
    }

    @Test func anExplicitLoginNeverFollowsARedirectToAnotherOrigin() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let other = try LoopbackServer(script: "scripted_server.py")
        hostile("login", "redirect", to: other.baseURL + "/echo")
        let run = courier(["--follow", "users", "login", "--username", "alice", "--password", "-"], input: Self.password + "\n")
        #expect(run.exitCode != 0, "\(run.stderr)")
        #expect(run.stderr.contains("redirect"), "\(run.stderr)")
        #expect(requests(at: other) == 0, "the typed password went to another origin")
        noCanaryIn([run], [Self.password])
    }

    // MARK: 11. --save into a store that cannot be written sends nothing

    @Test(arguments: ["fifo", "openDirectory"])
    func saveIntoAStoreThatCannotBeWrittenSendsNoPassword(kind: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let directory = state + "/courier/sessions"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if kind == "fifo" {
            #expect(mkfifo(sessionFile, 0o600) == 0)
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        }
        let run = login()
        #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(sessionFile) || run.stderr.contains(directory), "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == nil, "the password was sent before the store was checked")
    }

    // MARK: 17. A session goes only to the origin that granted it

    @Test func aStoredSessionIsNeverSentToAnotherOrigin() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let session = try stored()
        #expect(session["origin"] as? String == demo.baseURL, "\(session)")
        let elsewhere = courier(["--base-url", "http://other.host/v1", "users", "profile", "--dry-run"])
        #expect(elsewhere.exitCode == 0, "\(elsewhere.stderr)")
        #expect(!elsewhere.stdout.contains("Authorization"), "\(elsewhere.stdout)")
        #expect(elsewhere.stdout.contains("not sent"), "the dry run says why: \(elsewhere.stdout)")
        let home = courier(["users", "profile"])
        #expect(home.exitCode == 0, "\(home.stderr)")
        // A session stored before origins were kept still goes to its environment's own base URL, and nowhere else.
        var old = session
        old["origin"] = nil
        try JSONSerialization.data(withJSONObject: old).write(to: URL(fileURLWithPath: sessionFile))
        let oldHome = courier(["users", "profile"])
        #expect(oldHome.exitCode == 0, "\(oldHome.stderr)")
        let oldElsewhere = courier(["--base-url", "http://other.host/v1", "users", "profile", "--dry-run"])
        #expect(!oldElsewhere.stdout.contains("Authorization"), "\(oldElsewhere.stdout)")
    }

    // MARK: 18. Only a session that was sent is refreshed; hints name the credential refused

    @Test(arguments: ["user", "netrc", "header"])
    func aSessionThatWasNotSentIsNotRefreshedAndTheHintNamesWhatWas(credential: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let arguments: [String]
        let words: String
        switch credential {
        case "user": (arguments, words) = (["-u", "alice"], "the --user credentials were refused")
        case "netrc":
            let netrc = state + "/netrc"
            _ = FileManager.default.createFile(atPath: netrc, contents: Data("machine 127.0.0.1 login alice password nope\n".utf8),
                                               attributes: [.posixPermissions: 0o600])
            (arguments, words) = (["--netrc-file", netrc], "the netrc file")
        default: (arguments, words) = (["-H", "Authorization: Bearer not-a-token"], "Authorization header")
        }
        let run = courier(arguments + ["users", "profile"], environment: ["COURIER_PASSWORD": "nope"])
        #expect(run.exitCode == 4, "\(run.stderr)")
        #expect(counts()["/v1/users/refresh"] == nil, "a session that was not sent was refreshed")
        #expect(run.stderr.contains(words), "\(run.stderr)")
        #expect(!run.stderr.contains("stored"), "the hint blames the session: \(run.stderr)")
    }

    /// A smoke run shares one session between its cases; a case whose own auth header replaced it renews nothing.
    @Test func aSmokeCaseThatDidNotSendTheSessionDoesNotRefreshIt() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let plan = state + "/header.smoke"
        try "users profile -H 'Authorization: Bearer not-a-token' => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", plan])
        #expect(run.exitCode != 0, "\(run.stdout)\(run.stderr)")
        #expect(counts()["/v1/users/me"] == 1)
        #expect(counts()["/v1/users/refresh"] == nil, "a session the case did not send was refreshed")
    }

    // MARK: 10. Hints say what was sent and why it failed

    @Test func aRetryRefusedAfterAReloginSaysTheNewTokenWasRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice:\(Self.password)\n")
        hostile("login", "stranger")
        let run = courier(["--login-file", file, "users", "profile"])
        #expect(run.exitCode == 4, "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == 1)
        #expect(!run.stderr.contains("no token was sent"), "\(run.stderr)")
        #expect(run.stderr.contains("the token from the session the login file's login gave was refused"), "\(run.stderr)")
        noCanaryIn([run], [Self.password])
    }

    @Test func aRefreshRefusedForItsContractSaysWhy() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        hostile("refresh", "huge")
        post("/_test/expire")
        let run = courier(["users", "profile"])
        #expect(run.exitCode != 0, "\(run.stderr)")
        #expect(!run.stderr.contains("failed: HTTP 200;"), "\(run.stderr)")
        #expect(run.stderr.contains("expiresIn"), "\(run.stderr)")
        noCanaryIn([run])
    }
}
