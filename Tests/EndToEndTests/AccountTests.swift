import Foundation
import Testing
import TestSupport

/// Several accounts per environment (issue 45, 1): `--account NAME` (or `COURIER_ACCOUNT`) picks the stored session a
/// call sends and the one `login --save` writes, so an admin and a customer stand side by side on one environment;
/// `auth status` lists them, `auth logout --account` removes one, and a plan line can name its own.
struct AccountTests {
    let demo: LoopbackServer
    let state: String

    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        state = NSTemporaryDirectory() + "courier-accounts-\(UUID().uuidString)"
    }

    func courier(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": demo.baseURL + "/v1", "XDG_STATE_HOME": state].merging(environment) { $1 },
                       input: input)
    }

    func login(_ extra: [String]) -> CourierRun {
        courier(extra + ["users", "login", "--username", "alice", "--password", "-", "--save"], input: "wonderland\n")
    }

    func token(_ extra: [String] = []) -> String {
        courier(["auth", "token"] + extra).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func eachAccountKeepsItsOwnSessionBesideTheEnvironments() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login([]).exitCode == 0)
        let admin = login(["--account", "admin"])
        #expect(admin.exitCode == 0, "\(admin.stderr)")
        #expect(FileManager.default.fileExists(atPath: state + "/courier/sessions/local%40admin.json"))
        let (own, admins) = (token(), token(["--account", "admin"]))
        #expect(!own.isEmpty && !admins.isEmpty && own != admins, "two logins, two sessions")
        #expect(token([]) == own, "the environment's own session is untouched")
        // The variable picks the account as the option does.
        #expect(courier(["auth", "token"], environment: ["COURIER_ACCOUNT": "admin"]).stdout.hasPrefix(admins))
        let profile = courier(["--account", "admin", "users", "profile"])
        #expect(profile.exitCode == 0, "\(profile.stderr)")
        let nobody = courier(["--account", "nobody", "users", "profile"])
        #expect(nobody.exitCode == 4, "an account with no session sends none: \(nobody.stderr)")

        let status = courier(["auth", "status", "--env", "local"])
        let rows = try #require(status.json?["environments"] as? [[String: Any]])
        #expect(rows.map { $0["account"] as? String } == [nil, "admin"], "\(status.stdout)")
        #expect(rows.allSatisfy { $0["stored"] as? Bool == true })

        let logout = courier(["auth", "logout", "--account", "admin"])
        #expect(logout.json?.at("account") as? String == "admin" && logout.json?.at("removed") as? Bool == true, "\(logout.stdout)")
        #expect(token([]) == own && courier(["auth", "token", "--account", "admin"]).exitCode != 0)
    }

    @Test func aPlanLineNamesItsAccount() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(login(["--account", "admin"]).exitCode == 0)
        let plan = state + "/p.smoke"
        try "users profile --account admin => ok\nusers profile => http.unauthorized\n".write(toFile: plan, atomically: true, encoding: .utf8)
        let run = courier(["smoke", plan])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2 passed, 0 failed"), "\(run.stderr)")
    }

    @Test(arguments: ["../x", "", "a b", ".hidden", String(repeating: "a", count: 65), "a@b"])
    func anAccountNameThatCouldNameAnotherFileIsRefused(name: String) throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = courier(["--account", name, "users", "profile"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("an account name: 1 to 64 letters, digits, '-', '_' or '.'"), "\(run.stderr)")
    }
}
