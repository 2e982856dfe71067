import Foundation
import Testing
import TestSupport

/// Log in once (`--save`), then call without a token: the session store, `auth status | token | logout`,
/// refresh on 401 and on a known expiry (once, never a loop), and the files a session is refused from.
/// Every test has its own state directory and demo server; the server counts the calls it got.
struct SessionTests {
    let demo: LoopbackServer
    let state: String
    static let password = "wonderland"

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        state = NSTemporaryDirectory() + "courier-state-\(UUID().uuidString)"
    }

    var sessionFile: String { state + "/courier/sessions/local.json" }

    func courier(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": state].merging(environment) { $1 },
                       input: input)
    }

    func login() -> CourierRun { courier(["users", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n") }

    /// How often the server was called at each path.
    func counts() -> [String: Int] {
        let run = courier(["-o", "data", "request", "GET", "/_test/counts"])
        return (run.json as? [String: Int]) ?? [:]
    }

    func post(_ path: String) { _ = courier(["request", "POST", path]) }

    func stored() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sessionFile))) as? [String: Any] ?? [:]
    }

    func noSecretIn(_ runs: [CourierRun], _ secrets: [String]) {
        for run in runs {
            for secret in secrets where !secret.isEmpty {
                #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "a secret was printed")
            }
        }
    }

    @Test func loginWithSaveThenProfileNeedsNoTokenAndLogoutRemovesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let before = courier(["auth", "status", "--env", "local"])
        #expect(before.exitCode == 0, "\(before.stderr)")
        #expect(before.json?.at("environments.0.stored") as? Bool == false)
        let login = login()
        #expect(login.exitCode == 0, "\(login.stderr)")
        let session = try stored()
        let token = try #require(session["token"] as? String)
        let refresh = try #require(session["refreshToken"] as? String)
        #expect(session["api"] as? String == "demo" && session["environment"] as? String == "local")
        let mode = try FileManager.default.attributesOfItem(atPath: sessionFile)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: state + "/courier/sessions")[.posixPermissions] as? Int
        #expect(mode == 0o600 && directoryMode == 0o700)

        let profile = courier(["users", "profile"])
        #expect(profile.exitCode == 0, "\(profile.stderr)")
        #expect(profile.json?.at("envelope.data.username") as? String == "alice")
        let status = courier(["auth", "status"])
        #expect(status.json?.at("store") as? String == "file")
        #expect(status.json?.at("environments.0.stored") as? Bool == true)
        #expect(status.json?.at("environments.0.path") as? String == sessionFile)
        #expect(status.json?.at("environments.0.refreshable") as? Bool == true)
        #expect(status.json?.at("environments.0.expiresAt") != nil)
        let printed = courier(["auth", "token"])
        #expect(printed.stdout == token + "\n")

        let logout = courier(["auth", "logout"])
        #expect(logout.json?.at("removed") as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: sessionFile))
        let after = courier(["users", "profile"])
        #expect(after.exitCode == 4, "\(after.stderr)")
        noSecretIn([before, login, profile, status, logout, after], [token, refresh, Self.password])
    }

    /// The secret canary over sessions: the password never reaches the session file; the stored token and refresh
    /// token are in no output of any form (verbose, dry run, curl export, errors), and no other file is written.
    @Test func theSessionsSecretsAppearInNoOutputAndThePasswordInNoFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let login = login()
        #expect(login.exitCode == 0, "\(login.stderr)")
        let session = try stored()
        let secrets = [try #require(session["token"] as? String), try #require(session["refreshToken"] as? String), Self.password]
        let runs = [login, courier(["-v", "users", "profile"]), courier(["--dry-run", "users", "profile"]), courier(["--curl", "users", "profile"]),
                    courier(["-v", "users", "update", "--name", ""]), courier(["auth", "status"]), courier(["-o", "compact", "users", "profile"])]
        noSecretIn(runs, secrets)
        let written = try FileManager.default.subpathsOfDirectory(atPath: state).filter { !$0.hasSuffix("sessions") && $0 != "courier" }
        #expect(written == ["courier/sessions/local.json"], "\(written)")
        #expect(!(try String(contentsOfFile: sessionFile, encoding: .utf8)).contains(Self.password))
    }

    /// `auth token` prints the token for scripts; onto a terminal only with `--show`.
    @Test func authTokenIsRefusedOntoATerminalWithoutShow() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let token = try #require(try stored()["token"] as? String)
        let prefix = "XDG_STATE_HOME='\(state)' COURIER_BASE_URL='\(demo.baseURL)/v1' '\(Paths.courier)' auth token"
        let (refused, status) = try PseudoTerminal.run(prefix)
        #expect(status == 2, Comment(rawValue: refused))
        #expect(refused.contains("standard output is a terminal, where the token would stay on screen: pipe it, or add --show"), Comment(rawValue: refused))
        #expect(!refused.contains(token))
        let (shown, _) = try PseudoTerminal.run(prefix + " --show")
        #expect(shown.contains(token))
    }

    /// A secret option's `-` on a terminal asks for it with echo off, as `-u NAME` does (it once echoed the password
    /// and read until Ctrl-D, taking the next commands typed for it); from a pipe it is the first line only.
    @Test func aSecretOptionsDashAsksOnATerminalAndReadsOneLineFromAPipe() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let (transcript, status) = try PseudoTerminal.answer("Value for --password: ", with: Self.password, running: [
            "env", "COURIER_BASE_URL=" + demo.baseURL + "/v1", "XDG_STATE_HOME=" + state, Paths.courier, "-o", "status",
            "users", "login", "--username", "alice", "--password", "-"])
        #expect(transcript.contains("Value for --password: "), Comment(rawValue: transcript))
        #expect(transcript.contains("200") && status == 0, Comment(rawValue: transcript))
        #expect(!transcript.contains(Self.password), Comment(rawValue: transcript))
        let piped = courier(["-o", "status", "users", "login", "--username", "alice", "--password", "-"], input: Self.password + "\nusers profile\n")
        #expect(piped.exitCode == 0, "\(piped.stderr)")
    }

    @Test func aSessionFileOthersMayOpenIsRefusedAndNothingIsSent() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let token = try #require(try stored()["token"] as? String)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sessionFile)
        let sentBefore = counts()["/v1/users/me"] ?? 0
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("courier: config: session file '\(sessionFile)' is open to other users (mode 0644)"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect((counts()["/v1/users/me"] ?? 0) == sentBefore)
        // A directory others may open is refused the same way.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: sessionFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: state + "/courier/sessions")
        let wide = courier(["users", "profile"])
        #expect(wide.exitCode == 2 && wide.stderr.contains("session directory"), "\(wide.stderr)")
        noSecretIn([run, wide], [token])
    }

    @Test(arguments: [("{", "is not a session Courier wrote"),
                      (#"{"api":"shop","environment":"local","token":"t-canary-other-api"}"#, "belongs to 'shop'"),
                      (#"{"api":"demo","environment":"dev","token":"t-canary-other-env"}"#, "belongs to 'demo'")])
    func aSessionFileThatIsNotOneOfThisAPIsIsAConfigError(contents: String, words: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state + "/courier/sessions", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        _ = FileManager.default.createFile(atPath: sessionFile, contents: Data(contents.utf8), attributes: [.posixPermissions: 0o600])
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(words), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect((counts()["/v1/users/me"] ?? 0) == 0)
        noSecretIn([run], ["t-canary-other-api", "t-canary-other-env"])
    }

    @Test func aLinkAtTheSessionPathIsNeverFollowed() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let real = state + "/elsewhere.json"
        try FileManager.default.moveItem(atPath: sessionFile, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: sessionFile, withDestinationPath: real)
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("is a symbolic link, not a regular file"), "\(run.stderr)")
        // Saving over it replaces the link, never writes through it.
        let again = login()
        #expect(again.exitCode == 2, "\(again.stderr)")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("\"token\""))
    }

    @Test func aRefusedTokenIsRefreshedOnceAndTheCallRetriedOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let old = try #require(try stored()["token"] as? String)
        post("/_test/expire")
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 2)
        let renewed = try #require(try stored()["token"] as? String)
        #expect(renewed != old)
        noSecretIn([run], [old, renewed])
    }

    @Test func anExpiredSessionIsRefreshedBeforeSending() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        var session = try stored()
        session["expiresAt"] = 1_000_000
        try JSONSerialization.data(withJSONObject: session).write(to: URL(fileURLWithPath: sessionFile))
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 1)
        #expect((try stored()["expiresAt"] as? Int ?? 0) > 1_000_000)
    }

    @Test func smokeCasesShareOneRenewedSession() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        var session = try stored()
        session["expiresAt"] = 1_000_000
        try JSONSerialization.data(withJSONObject: session).write(to: URL(fileURLWithPath: sessionFile))
        let plan = state + "/session.smoke"
        try "users profile => ok\nusers profile => ok\nusers update --name Alice => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", plan])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 3)
    }

    /// A 401 mid-run (the server ends every token between two cases) renews the run's session once: the refused case
    /// is retried once, and the cases after it are sent with the renewed session, not refused again.
    @Test func aRefusalMidSmokeRefreshesOnceForTheWholeRun() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let old = try #require(try stored()["token"] as? String)
        let plan = state + "/midrun.smoke"
        // Captures order the cases: each waits for the one before to be judged (the refused one: refreshed and retried).
        try """
            users profile => ok
            request POST /_test/expire => ok capture expired=status
            users profile -H "X-Step: ${expired}" => ok capture who=data.name
            users profile -v -H "X-After: ${who}" => ok capture again=data.name
            users update --name ${again} => ok

            """.write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", "--jobs", "1", "--report-json", state + "/report.json", plan])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 5, "1 before the expiry, the refused one twice, then two with the renewed session")
        let renewed = try #require(try stored()["token"] as? String)
        #expect(renewed != old, "the renewed session is stored")
        let report = try String(contentsOfFile: state + "/report.json", encoding: .utf8)
        noSecretIn([run], [old, renewed])
        #expect(!report.contains(old) && !report.contains(renewed), "no token in the report")
    }

    /// Cases refused together (the session ended before the run, its expiry unknown) cause one refresh between them.
    @Test func smokeCasesRefusedTogetherCauseOneRefresh() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        post("/_test/expire")
        let plan = state + "/together.smoke"
        try "users profile => ok\nusers profile => ok\nusers profile -v => ok\nusers update --name Alice => ok\nusers update --name Bob => ok\n"
            .write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", "--jobs", "5", plan])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect((6...10).contains(counted["/v1/users/me"] ?? 0), "each case at most twice: \(counted)")
    }

    /// The run's one refresh is refused: every refused case fails with that, and nothing is refreshed twice.
    @Test func aRefreshRefusedMidSmokeFailsTheRefusedCasesWithoutALoop() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        post("/_test/expire?refresh=1")
        let plan = state + "/refused.smoke"
        try "users profile => ok\nusers profile -v => ok\nusers update --name Alice => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", "--jobs", "1", plan])
        #expect(run.exitCode == 13, "\(run.stdout)\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("refreshing the session failed"), "\(run.stdout)\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 3, "each case once, none retried")
    }

    /// A login file the user names: `name:password`, mode 0600 (0644 is refused).
    func loginFile(_ contents: String, mode: Int = 0o600) throws -> String {
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let path = state + "/login"
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// Refresh refused too (every refresh token ended): Courier logs in again from the login file, once, and retries once.
    @Test func aRefusedSessionWhoseRefreshFailsLogsInAgainOnceFromTheLoginFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let old = try #require(try stored()["token"] as? String)
        post("/_test/expire?refresh=1")
        let file = try loginFile("alice:\(Self.password)\n")
        let run = courier(["users", "profile"], environment: ["COURIER_LOGIN_FILE": file])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/login"] == 2, "the first login, then one re-login")
        #expect(counted["/v1/users/me"] == 2)
        let renewed = try #require(try stored()["token"] as? String)
        #expect(renewed != old, "the new session is stored")
        noSecretIn([run], [old, renewed, Self.password])
    }

    /// No session stored: a call that needs one logs in first from the login file (and stores the session).
    @Test func withNoSessionACallLogsInFirstFromTheLoginFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice:\(Self.password)")
        let run = courier(["--login-file", file, "users", "profile"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == 1 && counts()["/v1/users/me"] == 1)
        #expect(FileManager.default.fileExists(atPath: sessionFile))
        // A call that needs no auth never logs in.
        _ = courier(["--login-file", file, "users", "login", "--username", "bob", "--password", "-"], input: "x\n")
        #expect(counts()["/v1/users/login"] == 2, "only the call's own login")
    }

    /// A wrong password: one login, refused, and the call ends with that (no loop, no retry, no secret printed).
    @Test func aReloginRefusedEndsTheCallWithoutALoop() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice:not-her-password")
        let run = courier(["users", "profile"], environment: ["COURIER_LOGIN_FILE": file])
        #expect(run.exitCode == 4, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("courier: http.unauthorized: logging in again from the login file failed: HTTP 401; the call was not retried"), "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == 1)
        #expect(counts()["/v1/users/me"] == nil)
        noSecretIn([run], ["not-her-password"])
    }

    /// A smoke run with a login file and no session: the cases refused for want of one cause one login between them.
    @Test func smokeCasesWithoutASessionLogInOnceForTheWholeRun() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice:\(Self.password)")
        let plan = state + "/relogin.smoke"
        try "users profile => ok\nusers profile -v => ok\nusers update --name Alice => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", "--jobs", "3", plan], environment: ["COURIER_LOGIN_FILE": file])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/login"] == 1)
        #expect((3...6).contains(counted["/v1/users/me"] ?? 0), "each case at most twice: \(counted)")
        noSecretIn([run], [Self.password])
    }

    @Test func aLoginFileOthersMayReadIsRefusedAndNothingIsSent() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice:\(Self.password)", mode: 0o644)
        let run = courier(["--login-file", file, "users", "profile"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("login file"), "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == nil && counts()["/v1/users/me"] == nil)
    }

    /// A login file whose first line is not `name:password` says so, without echoing the line (it may hold the password).
    @Test func aLoginFileWithoutANamePasswordLineSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = try loginFile("alice \(Self.password)", mode: 0o600)
        let run = courier(["--login-file", file, "users", "profile"])
        #expect(run.exitCode != 0 && run.stderr.contains("does not start with a 'name:password' line"), "\(run.stderr)")
        #expect(!run.stderr.contains(Self.password))
        #expect(counts()["/v1/users/login"] == nil)
    }

    @Test func saveOnAPlanLineIsAPlanErrorNotASilentNoOp() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let plan = state + "/save.smoke"
        try "users login --username alice --password wonderland --save => ok\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", plan])
        #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("--save has no place on a plan line"), "\(run.stderr)")
        #expect(counts()["/v1/users/login"] == nil)
    }

    @Test func aRefreshAnswered401EndsTheCallWithoutALoop() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        post("/_test/expire?refresh=1")
        let run = courier(["users", "profile"])
        #expect(run.exitCode == 4)
        #expect(run.stderr.hasPrefix("courier: http.unauthorized: refreshing the session failed: HTTP 401; the call was not retried"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1)
        #expect(counted["/v1/users/me"] == 1)
    }

    @Test func aTokenFlagWinsOverTheStoredSessionAndIsNotRefreshed() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login().exitCode == 0)
        let run = courier(["users", "profile"], environment: ["COURIER_TOKEN": "flag-canary-token"])
        #expect(run.exitCode == 4)
        #expect(run.stderr.contains("the token from COURIER_TOKEN was refused"), "\(run.stderr)")
        #expect(counts()["/v1/users/refresh"] == nil)
    }

    @Test func saveOnARouteThatGivesNoSessionIsAUsageErrorThatSendsNothing() {
        let run = courier(["orders", "list", "--uid", "5", "--save"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("--save keeps a login's session, but 'orders list' declares none"), "\(run.stderr)")
        #expect(counts()["/v1/orders"] == nil)
    }

    @Test func aCookieSessionGoesBackOnlyWhereItWasSet() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let login = courier(["account", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n")
        #expect(login.exitCode == 0, "\(login.stderr)")
        let session = try stored()
        let sid = try #require(session["token"] as? String)
        #expect(session["cookie"] as? String == "sid")
        let me = courier(["account", "me"])
        #expect(me.exitCode == 0, "\(me.stderr)")
        #expect(me.json?.at("envelope.data.username") as? String == "alice")
        // Another origin (plain_api echoes what it got) never sees the cookie.
        let plain = try LoopbackServer(script: "plain_api.py")
        let elsewhere = courier(["request", "GET", plain.baseURL + "/get"])
        #expect(elsewhere.exitCode == 0, "\(elsewhere.stderr)")
        #expect(!elsewhere.stdout.lowercased().contains("cookie"))
        noSecretIn([login, me, elsewhere], [sid, Self.password])
    }

    @Test func anAPIsBasicRouteTakesUserAndNamesBasicWhenNoneIsSent() {
        let ok = courier(["users", "verify", "-u", "alice"], environment: ["COURIER_PASSWORD": Self.password])
        #expect(ok.exitCode == 0, "\(ok.stderr)")
        let none = courier(["users", "verify"])
        #expect(none.exitCode == 4)
        #expect(none.stderr.contains("the server asks for Basic credentials"), "\(none.stderr)")
        noSecretIn([ok, none], [Self.password])
    }
}
