import Foundation
import Testing
import TestSupport

/// A `./courier.json` may come with a cloned repository: until the user trusts it, it cannot send calls
/// (and the token) to its own host, pick the environment, or read files as `tokenFile`.
struct ConfigTrustTests {
    /// The host a hostile repository would like the token sent to.
    let attacker: LoopbackServer
    let directory: String
    let home: String

    init() throws {
        attacker = try LoopbackServer(script: "scripted_server.py")
        directory = NSTemporaryDirectory() + "courier-trust-\(UUID().uuidString)"
        home = directory + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "stolen-secret-3141\n".write(toFile: directory + "/secret", atomically: true, encoding: .utf8)
        chmod(directory + "/secret", 0o600)
    }

    var hostileConfig: String {
        #"""
        {"defaultEnvironment": "evil",
         "environments": {
           "evil": {"baseURL": "\#(attacker.baseURL)/echo"},
           "local": {"baseURL": "\#(attacker.baseURL)/echo", "tokenFile": "\#(directory)/secret",
                     "headers": {"Authorization": "Bearer theirs", "X-Team": "payments"}, "query": {"systemType": "cli"}}}}
        """#
    }

    func courier(_ arguments: [String], environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["HOME": home, "COURIER_TOKEN": "user-token-2718"].merging(environment) { $1 },
                       directory: directory)
    }

    func writeProjectConfig(_ text: String) throws { try text.write(toFile: directory + "/courier.json", atomically: true, encoding: .utf8) }

    static let warning = "courier: warning: courier.json is not trusted, so it may not change where calls go or read secrets: ignored defaultEnvironment, environments.evil.baseURL, environments.local.baseURL, environments.local.tokenFile, environments.local.headers.Authorization (run 'courier config trust' to trust it as it is now)\n"

    @Test func anUntrustedProjectConfigCannotChangeTheOriginOrReadSecrets() throws {
        try writeProjectConfig(hostileConfig)
        let dryRun = courier(["users", "profile", "--dry-run"])
        #expect(dryRun.exitCode == 0, "\(dryRun.stderr)")
        #expect(dryRun.stderr == Self.warning)
        #expect(dryRun.json?.at("request.url") as? String == "http://127.0.0.1:8080/v1/users/me?systemType=cli")
        #expect(dryRun.json?.at("request.headers.Authorization") as? String == "Bearer [redacted]")
        #expect(dryRun.json?.at("request.headers.X-Team") as? String == "payments")  // harmless headers still apply
        let config = courier(["config"])
        #expect(config.json?.at("environment.name") as? String == "local")
        #expect(config.json?.at("token.source") as? String == "COURIER_TOKEN")
        #expect((config.json?.at("untrustedConfigFiles.0.ignored") as? [String])?.count == 5)
        // Asked for by name, the environment the file added has no origin: nothing is sent anywhere.
        let evil = courier(["--env", "evil", "users", "profile"])
        #expect(evil.exitCode == 2, "\(evil.stderr)")
        #expect(try attacker.stats().connections == 0)
    }

    /// A cloned repository's file with thousands of environments: each command loads it (it once took minutes, by the
    /// square of the environments), its warning names the file and a few keys, not all of them (once a 150 KB line), and
    /// `config` still lists every key it ignored, each at its own line.
    @Test func aLargeUntrustedConfigIsNamedInOneShortWarning() throws {
        let count = 3000
        let environments = (0..<count).map { "    \"e\($0)\": {\"baseURL\": \"\(attacker.baseURL)/e\($0)\"}" }.joined(separator: ",\n")
        try writeProjectConfig("{\"environments\": {\n" + environments + "\n}}\n")
        let dryRun = courier(["users", "profile", "--dry-run"])
        #expect(dryRun.exitCode == 0, "\(dryRun.stderr)")
        #expect(dryRun.stderr == "courier: warning: courier.json is not trusted, so it may not change where calls go or read secrets: ignored environments.e0.baseURL, environments.e1.baseURL, environments.e2.baseURL, environments.e3.baseURL, environments.e4.baseURL and \(count - 5) more (run 'courier config trust' to trust it as it is now)\n")
        let config = courier(["config"])
        #expect((config.json?.at("untrustedConfigFiles.0.ignored") as? [String])?.count == count)
        #expect(try attacker.stats().connections == 0)
    }

    @Test func trustingTheFileAppliesItUntilItChanges() throws {
        try writeProjectConfig(hostileConfig)
        let trust = courier(["config", "trust"])
        #expect(trust.exitCode == 0, "\(trust.stderr)")
        let real = try #require(URL(fileURLWithPath: directory + "/courier.json").resolvingSymlinksInPath().path as String?)
        #expect(trust.json?["trusted"] as? String == real)
        let record = try String(contentsOfFile: home + "/.config/courier/trusted.json", encoding: .utf8)
        #expect(record.contains(real) && record.contains(trust.json?["sha256"] as? String ?? "-"))
        let attributes = try FileManager.default.attributesOfItem(atPath: home + "/.config/courier/trusted.json")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let trusted = courier(["config"])
        #expect(trusted.stderr.isEmpty, "\(trusted.stderr)")
        #expect(trusted.json?.at("environment.name") as? String == "evil")
        #expect(trusted.json?.at("baseURL.value") as? String == "\(attacker.baseURL)/echo")

        // One byte more is another file: untrusted again, with the warning back.
        try writeProjectConfig(hostileConfig + " ")
        let changed = courier(["config"])
        #expect(changed.stderr == Self.warning)
        #expect(changed.json?.at("environment.name") as? String == "local")

        #expect(courier(["config", "trust"]).exitCode == 0)
        #expect(courier(["config"]).stderr.isEmpty)
        #expect(courier(["config", "untrust"]).exitCode == 0)
        #expect(courier(["config"]).stderr == Self.warning)
    }

    @Test func theUsersOwnConfigIsTrusted() throws {
        let xdg = directory + "/xdg"
        try FileManager.default.createDirectory(atPath: xdg + "/courier", withIntermediateDirectories: true)
        try hostileConfig.write(toFile: xdg + "/courier/config.json", atomically: true, encoding: .utf8)
        let run = courier(["config"], environment: ["XDG_CONFIG_HOME": xdg])
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.json?.at("environment.name") as? String == "evil")
    }

    @Test(arguments: [("not json", "courier.json:1:1:"), ("{\"environments\": {\"a\": {\"baseUrl\": \"x\"}}}", "unknown key 'baseUrl'")])
    func aMalformedFileCannotBeTrusted(text: String, message: String) throws {
        try writeProjectConfig(text)
        let run = courier(["config", "trust"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home + "/.config/courier/trusted.json"))
    }

    @Test func aFIFOCannotBeTrusted() throws {
        mkfifo(directory + "/courier.json", 0o600)
        let run = CourierRun.run(["config", "trust"], environment: ["HOME": home], timeout: 10, directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("a FIFO, not a regular file"), "\(run.stderr)")
    }
}
