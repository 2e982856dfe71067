import Foundation
import Testing
import TestSupport

/// The keyring session store (`--session-store keyring`, `COURIER_SESSION_STORE=keyring`) against a real secret
/// service: GNOME Keyring on a private D-Bus session bus each test starts (``SecretService``), the demo API counting
/// the calls it gets. A keyring that cannot be used is a `config` error (exit 2) with nothing sent, never a file.
struct KeyringSessionTests {
    let demo: LoopbackServer
    /// Courier's own HOME and XDG_STATE_HOME: nothing may be written under either.
    let home: String
    let state: String
    static let password = "wonderland"
    static let attributes = ["service", "courier-session", "api", "demo", "environment", "local"]

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        let base = NSTemporaryDirectory() + "courier-keyring-home-\(UUID().uuidString)"
        (home, state) = (base + "/home", base + "/state")
        for directory in [home, state] { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    }

    func removeHome() { try? FileManager.default.removeItem(atPath: (home as NSString).deletingLastPathComponent) }

    func courier(_ arguments: [String], input: String? = nil, service: SecretService?, environment: [String: String] = [:]) -> CourierRun {
        let base = ["COURIER_BASE_URL": demo.baseURL + "/v1", "HOME": home, "XDG_STATE_HOME": state]
        return CourierRun.run(arguments, environment: base.merging(service?.environment ?? [:]) { $1 }.merging(environment) { $1 }, input: input)
    }

    func login(_ service: SecretService?, environment: [String: String] = [:]) -> CourierRun {
        courier(["--session-store", "keyring", "users", "login", "--username", "alice", "--password", "-", "--save"], input: Self.password + "\n",
                service: service, environment: environment)
    }

    /// How often the server was called at each path (the count query itself left out).
    func counts() -> [String: Int] {
        let run = CourierRun.run(["-o", "data", "request", "GET", "/_test/counts"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        return ((run.json as? [String: Int]) ?? [:]).filter { $0.key != "/v1/_test/counts" }
    }

    /// The session JSON the keyring holds for the demo's `local` environment, read with secret-tool itself.
    func stored(_ service: SecretService) throws -> [String: Any]? {
        let found = try service.secretTool(["lookup"] + Self.attributes)
        guard found.status == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
    }

    /// Every file under Courier's HOME and XDG_STATE_HOME (there must be none).
    func filesWritten() -> [String] {
        [home, state].flatMap { root in (try? FileManager.default.subpathsOfDirectory(atPath: root))?.map { root + "/" + $0 } ?? [] }
    }

    func noSecretIn(_ runs: [CourierRun], _ secrets: [String]) {
        for run in runs {
            for secret in secrets where !secret.isEmpty {
                #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "a secret was printed")
            }
        }
    }

    /// A directory holding an executable `secret-tool` script, for the tests that put a hostile one on PATH.
    func tool(_ script: String) throws -> String {
        let directory = (home as NSString).deletingLastPathComponent + "/bin"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try ("#!/bin/sh\n" + script + "\n").write(toFile: directory + "/secret-tool", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/secret-tool")
        return directory
    }

    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)))
    func aSessionSavedInTheKeyringIsSentShownAndRemovedAndNoFileIsWritten() throws {
        defer { removeHome() }
        let service = try SecretService()
        // secret-tool as Courier runs it, through a wrapper that logs its argv: the secret must never be there.
        let log = (home as NSString).deletingLastPathComponent + "/argv.log"
        let wrapper = try tool("echo \"$@\" >> '\(log)'\nexec '\(try Tool.path("secret-tool"))' \"$@\"")
        let keyring = ["COURIER_SESSION_STORE": "keyring", "PATH": wrapper + ":/usr/bin:/bin"]

        let before = courier(["auth", "status", "--env", "local"], service: service, environment: keyring)
        #expect(before.exitCode == 0, "\(before.stderr)")
        #expect(before.json?.at("environments.0.stored") as? Bool == false)
        let login = login(service, environment: ["PATH": wrapper + ":/usr/bin:/bin"])
        #expect(login.exitCode == 0, "\(login.stderr)")
        let session = try #require(try stored(service))
        let token = try #require(session["token"] as? String)
        let refresh = try #require(session["refreshToken"] as? String)
        #expect(session["api"] as? String == "demo" && session["environment"] as? String == "local")

        let profile = courier(["users", "profile"], service: service, environment: keyring)
        #expect(profile.exitCode == 0, "\(profile.stderr)")
        #expect(profile.json?.at("envelope.data.username") as? String == "alice")
        let status = courier(["auth", "status", "--env", "local", "--session-store", "keyring"], service: service, environment: ["PATH": wrapper + ":/usr/bin:/bin"])
        #expect(status.exitCode == 0, "\(status.stderr)")
        #expect(status.json?.at("store") as? String == "keyring")
        #expect(status.json?.at("environments.0.stored") as? Bool == true)
        #expect(status.json?.at("environments.0.attributes") as? [String: String] == ["service": "courier-session", "api": "demo", "environment": "local"])
        #expect(status.json?.at("environments.0.path") == nil)
        #expect(status.json?.at("environments.0.refreshable") as? Bool == true)
        let printed = courier(["auth", "token"], service: service, environment: keyring)
        #expect(printed.stdout == token + "\n")
        // The file store, chosen by default, knows nothing of it.
        let fileStore = courier(["auth", "status", "--env", "local"], service: service)
        #expect(fileStore.json?.at("store") as? String == "file" && fileStore.json?.at("environments.0.stored") as? Bool == false)

        let logout = courier(["auth", "logout"], service: service, environment: keyring)
        #expect(logout.json?.at("removed") as? Bool == true, "\(logout.stderr)")
        #expect(try stored(service) == nil)
        #expect(try service.secretTool(["lookup"] + Self.attributes).stdout.isEmpty)
        let again = courier(["auth", "logout"], service: service, environment: keyring)
        #expect(again.json?.at("removed") as? Bool == false)
        let after = courier(["users", "profile"], service: service, environment: keyring)
        #expect(after.exitCode == 4, "\(after.stderr)")

        #expect(filesWritten().isEmpty, "\(filesWritten())")
        let argv = try String(contentsOfFile: log, encoding: .utf8)
        #expect(argv.contains("store --label=courier session for demo (local) -- service courier-session api demo environment local"), "\(argv)")
        #expect(!argv.contains(token) && !argv.contains(refresh) && !argv.contains(Self.password))
        noSecretIn([before, login, profile, status, fileStore, logout, again, after], [token, refresh, Self.password])
    }

    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)))
    func aRefusedSessionIsRefreshedOnceAndTheRenewedOneKeptInTheKeyring() throws {
        defer { removeHome() }
        let service = try SecretService()
        #expect(login(service).exitCode == 0)
        let old = try #require(try stored(service)?["token"] as? String)
        _ = CourierRun.run(["request", "POST", "/_test/expire"], environment: ["COURIER_BASE_URL": demo.baseURL + "/v1"])
        let run = courier(["users", "profile"], service: service, environment: ["COURIER_SESSION_STORE": "keyring"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/refresh"] == 1 && counted["/v1/users/me"] == 2, "\(counted)")
        let renewed = try #require(try stored(service)?["token"] as? String)
        #expect(renewed != old)
        #expect(filesWritten().isEmpty, "\(filesWritten())")
        noSecretIn([run], [old, renewed])
    }

    /// Smoke passes the store on to its cases: they share the keyring's session, renewed once mid-run and kept there.
    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)))
    func smokeCasesShareTheKeyringsSessionAndKeepItsRenewalThere() throws {
        defer { removeHome() }
        let service = try SecretService()
        #expect(login(service).exitCode == 0)
        let old = try #require(try stored(service)?["token"] as? String)
        let plan = (home as NSString).deletingLastPathComponent + "/keyring.smoke"
        try """
            users profile => ok
            request POST /_test/expire => ok capture expired=status
            users profile -H "X-Step: ${expired}" => ok capture who=data.name
            users update --name ${who} => ok

            """.write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", "--jobs", "1", "--session-store", "keyring", plan], service: service)
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        let counted = counts()
        // One before the expiry, the refused one twice, the update with the renewed session.
        #expect(counted["/v1/users/refresh"] == 1 && counted["/v1/users/me"] == 4, "\(counted)")
        let renewed = try #require(try stored(service)?["token"] as? String)
        #expect(renewed != old)
        #expect(filesWritten().isEmpty, "\(filesWritten())")
        noSecretIn([run], [old, renewed, Self.password])
    }

    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)),
          arguments: [("{", "is not a session Courier wrote"), (#"{"api":"shop","environment":"local","token":"t-canary-other-api"}"#, "belongs to 'shop'")])
    func aKeyringSecretThatIsNotOneOfThisAPIsSessionsIsAConfigError(secret: String, words: String) throws {
        defer { removeHome() }
        let service = try SecretService()
        #expect(try service.secretTool(["store", "--label=planted"] + Self.attributes, input: secret).status == 0)
        let run = courier(["--session-store", "keyring", "users", "profile"], service: service)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("courier: config: keyring item 'service courier-session api demo environment local' "), "\(run.stderr)")
        #expect(run.stderr.contains(words) && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect((counts()["/v1/users/me"] ?? 0) == 0)
        let status = courier(["--session-store", "keyring", "auth", "status", "--env", "local"], service: service)
        #expect(status.exitCode == 2 && status.json?.at("environments.0.stored") as? Bool == true, "\(status.stdout)")
        // A login with --save replaces it.
        #expect(login(service).exitCode == 0)
        #expect(try stored(service)?["api"] as? String == "demo")
        noSecretIn([run, status], ["t-canary-other-api"])
    }

    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)))
    func aLockedKeyringIsAConfigErrorAndNothingIsSent() throws {
        defer { removeHome() }
        let service = try SecretService()
        #expect(login(service).exitCode == 0)
        #expect(try service.lockLogin() == 0)
        let profile = courier(["--session-store", "keyring", "users", "profile"], service: service)
        #expect(profile.exitCode == 2, "\(profile.stderr)")
        #expect(profile.stderr.hasPrefix("courier: config: keyring item 'service courier-session api demo environment local' is locked"), "\(profile.stderr)")
        let again = login(service)
        #expect(again.exitCode == 2, "\(again.stderr)")
        let counted = counts()
        #expect(counted["/v1/users/me"] == nil && counted["/v1/users/login"] == 1, "\(counted)")
        #expect(filesWritten().isEmpty, "\(filesWritten())")
    }

    /// A bus with no secret service on it, and no bus at all: each refused before anything is sent, nothing written.
    @Test(.enabled(if: SecretService.availableOrCI, Comment(rawValue: SecretService.skipReason)), arguments: [true, false])
    func anUnreachableSecretServiceIsAConfigErrorAndNothingIsSent(busRuns: Bool) throws {
        defer { removeHome() }
        let service = busRuns ? try SecretService(keyring: false) : nil
        let noBus = busRuns ? [:] : ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(home)/no-bus"]
        let profile = courier(["users", "profile"], service: service, environment: noBus.merging(["COURIER_SESSION_STORE": "keyring"]) { $1 })
        #expect(profile.exitCode == 2, "\(profile.stderr)")
        #expect(profile.stderr.hasPrefix("courier: config: secret-tool lookup failed for keyring item 'service courier-session api demo environment local': "),
                "\(profile.stderr)")
        #expect(profile.stderr.split(separator: "\n").count == 1)
        let login = login(service, environment: noBus)
        #expect(login.exitCode == 2, "\(login.stderr)")
        #expect(counts().isEmpty, "\(counts())")
        #expect(filesWritten().isEmpty, "\(filesWritten())")
        noSecretIn([profile, login], [Self.password])
    }

    @Test func withoutSecretToolOnPathTheKeyringIsAConfigErrorAndNothingIsSent() throws {
        defer { removeHome() }
        let empty = home + "/empty-bin"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let login = login(nil, environment: ["PATH": empty])
        #expect(login.exitCode == 2, "\(login.stderr)")
        #expect(login.stderr == "courier: config: the keyring session store needs secret-tool, which is not in any directory of PATH "
                + "(install Debian's libsecret-tools, or use --session-store file)\n", "\(login.stderr)")
        let profile = courier(["--session-store", "keyring", "users", "profile"], service: nil, environment: ["PATH": empty])
        #expect(profile.exitCode == 2, "\(profile.stderr)")
        let status = courier(["--session-store", "keyring", "auth", "status"], service: nil, environment: ["PATH": empty])
        #expect(status.exitCode == 2 && status.stdout.isEmpty, "\(status.stderr)")
        #expect(counts().isEmpty, "\(counts())")
        #expect(filesWritten() == [home + "/empty-bin"])
    }

    /// A secret-tool that never answers is stopped at COURIER_KEYRING_TIMEOUT (killed, not waited for); one that
    /// floods its output is stopped at the size limit. Either way: a config error, nothing sent.
    @Test(arguments: ["hang", "flood"])
    func aSecretToolThatHangsOrFloodsIsStopped(behaviour: String) throws {
        defer { removeHome() }
        let pidFile = home + "/tool.pid"
        let directory = try tool("echo $$ > '\(pidFile)'\n" + (behaviour == "hang" ? "exec sleep 600" : "exec yes '{\"token\": \"flood\"}'"))
        // The flood is stopped by its size, not by time: its timeout is long, so a slow machine cannot change the end.
        let seconds = behaviour == "hang" ? "2" : "600"
        let run = courier(["--session-store", "keyring", "users", "profile"], service: nil,
                          environment: ["PATH": directory + ":/usr/bin:/bin", "COURIER_KEYRING_TIMEOUT": seconds])
        #expect(run.exitCode == 2, "\(run.stderr)")
        let words = behaviour == "hang" ? "secret-tool lookup did not finish within 2 s for keyring item" : "holds more than 256 KiB"
        #expect(run.stderr.hasPrefix("courier: config: ") && run.stderr.contains(words), "\(run.stderr)")
        // Killed before its first line ran (a loaded machine) is stopped too: then there is no pid to look at.
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            #expect(kill(pid, 0) == -1 && errno == ESRCH, "secret-tool \(pid) was left running")
        }
        #expect(counts().isEmpty, "\(counts())")
    }

    /// Ctrl-C while secret-tool hangs ends Courier as cancelled (130), and secret-tool with it.
    @Test func anInterruptWhileSecretToolRunsStopsIt() throws {
        defer { removeHome() }
        let pidFile = home + "/tool.pid"
        let directory = try tool("echo $$ > '\(pidFile)'.tmp && mv '\(pidFile)'.tmp '\(pidFile)'\nexec sleep 600")
        let run = CourierRun.run(["--session-store", "keyring", "users", "profile"],
                                 environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "HOME": home, "XDG_STATE_HOME": state,
                                               "PATH": directory + ":/usr/bin:/bin", "COURIER_KEYRING_TIMEOUT": "600"]) { courierPID in
            // Waits (bounded) until secret-tool has started, then interrupts Courier.
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: pidFile), Date() < deadline { _ = poll(nil, 0, 10) }
            kill(courierPID, SIGINT)
        }
        // Had Courier waited for secret-tool, CourierRun would have killed it at its 60 s bound (exit 137).
        #expect(run.exitCode == 130, "\(run.stderr)")
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "secret-tool \(pid) was left running")
        #expect(counts().isEmpty, "\(counts())")
    }

    /// A keyring chosen but unusable is refused where the session would be sent: never replaced by the token file a
    /// config names for the environment (below a stored session in precedence), which would send another token.
    @Test func anUnusableKeyringIsNotReplacedByTheConfigsTokenFile() throws {
        defer { removeHome() }
        let config = home + "/.config/courier"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let token = home + "/token"
        #expect(FileManager.default.createFile(atPath: token, contents: Data("config-token-canary\n".utf8), attributes: [.posixPermissions: 0o600]))
        try #"{"environments": {"local": {"tokenFile": "\#(token)"}}}"#.write(toFile: config + "/config.json", atomically: true, encoding: .utf8)
        let directory = try tool("echo 'secret-tool: Cannot autolaunch D-Bus without X11 $DISPLAY' >&2\nexit 1")
        let run = courier(["users", "profile"], service: nil, environment: ["COURIER_SESSION_STORE": "keyring", "XDG_CONFIG_HOME": home + "/.config",
                                                                           "PATH": directory + ":/usr/bin:/bin"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("courier: config: ") && run.stderr.contains("Cannot autolaunch D-Bus"), "\(run.stderr)")
        #expect(counts().isEmpty, "\(counts())")
        noSecretIn([run], ["config-token-canary"])
    }

    /// `routes`, `describe` and `openapi` send nothing: they never run secret-tool (nor wait on an unlock prompt).
    @Test func commandsThatSendNothingNeverAskTheKeyring() throws {
        defer { removeHome() }
        let log = home + "/ran.log"
        let directory = try tool("echo \"$1\" >> '\(log)'\nexit 1")
        for command in [["routes"], ["describe", "orders", "list"], ["openapi"]] {
            let run = courier(command, service: nil, environment: ["COURIER_SESSION_STORE": "keyring", "PATH": directory + ":/usr/bin:/bin"])
            #expect(run.exitCode == 0, "\(command): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: log), "secret-tool ran: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        // A call that may send the session does ask it (the log proves the tool would have been seen).
        _ = courier(["users", "profile"], service: nil, environment: ["COURIER_SESSION_STORE": "keyring", "PATH": directory + ":/usr/bin:/bin"])
        #expect(FileManager.default.fileExists(atPath: log))
    }

    /// secret-tool gets the user's environment without Courier's own variables (COURIER_PASSWORD and the like).
    @Test func secretToolGetsNoneOfCouriersVariables() throws {
        defer { removeHome() }
        let log = home + "/env.log"
        let directory = try tool("env > '\(log)'\nexit 1")
        _ = courier(["users", "profile"], service: nil, environment: ["COURIER_SESSION_STORE": "keyring", "COURIER_PASSWORD": "pw-canary-77",
                                                                    "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nowhere", "PATH": directory + ":/usr/bin:/bin"])
        let seen = try String(contentsOfFile: log, encoding: .utf8)
        #expect(seen.contains("DBUS_SESSION_BUS_ADDRESS=unix:path=/nowhere"), "\(seen)")
        #expect(!seen.contains("COURIER_") && !seen.contains("pw-canary-77"), "\(seen)")
    }

    /// A secret-tool that exits while a process it started keeps its output open is answered when it exits, not at
    /// the timeout; and one run under a parent that ignores SIGCHLD (inherited through exec) is still waited for.
    @Test func secretToolsEndIsSeenWhateverHoldsItsPipesOrItsParentIgnores() throws {
        defer { removeHome() }
        let pidFile = home + "/left.pid"
        let directory = try tool("sleep 600 &\necho $! >> '\(pidFile)'\nprintf 'not a session'\nexit 0")
        defer {
            let pids = ((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            for pid in pids { kill(pid, SIGKILL) }
        }
        let environment = ["COURIER_SESSION_STORE": "keyring", "COURIER_KEYRING_TIMEOUT": "600", "PATH": directory + ":/usr/bin:/bin"]
        let held = courier(["users", "profile"], service: nil, environment: environment)
        #expect(held.exitCode == 2 && held.stderr.contains("is not a session Courier wrote"), "\(held.stderr)")

        let ignoring = CourierRun.run(["-c", "import os, signal, sys; signal.signal(signal.SIGCHLD, signal.SIG_IGN); os.execv(sys.argv[1], sys.argv[1:])",
                                       Paths.courier, "users", "profile"],
                                      environment: environment.merging(["COURIER_BASE_URL": demo.baseURL + "/v1", "HOME": home, "XDG_STATE_HOME": state]) { $1 },
                                      binary: try Tool.path("python3"))
        #expect(ignoring.exitCode == 2 && ignoring.stderr.contains("is not a session Courier wrote"), "\(ignoring.stderr)")
        #expect(counts().isEmpty, "\(counts())")
    }

    @Test func anUnknownStoreIsAUsageErrorNamingTheChoices() {
        defer { removeHome() }
        let run = courier(["users", "profile"], service: nil, environment: ["COURIER_SESSION_STORE": "vault"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("COURIER_SESSION_STORE") && run.stderr.contains("keyring"), "\(run.stderr)")
        #expect(counts().isEmpty)
    }
}
