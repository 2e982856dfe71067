import Foundation
import Testing
import TestSupport

/// Config files, precedence (flags > COURIER_* > config > Routes), `courier config`, common parameters.
struct ConfigTests {
    let server: LoopbackServer
    let directory: String
    let home: String

    init() throws {
        server = try LoopbackServer(script: "scripted_server.py")
        directory = NSTemporaryDirectory() + "courier-config-\(UUID().uuidString)"
        home = directory + "/home"
        try FileManager.default.createDirectory(atPath: home + "/.config/courier", withIntermediateDirectories: true)
    }

    func write(_ text: String, to path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    func courier(_ arguments: [String], environment: [String: String] = [:]) -> CourierRun {
        CourierRun.run(arguments, environment: ["HOME": home].merging(environment) { $1 }, directory: directory)
    }

    /// A project file may set origins and secrets only once trusted (ConfigTrustTests covers the refusal).
    func writeTrusted(_ text: String) throws {
        try write(text, to: directory + "/courier.json")
        let run = courier(["config", "trust"])
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    @Test func projectConfigAddsAnEnvironmentAndMakesItTheDefault() throws {
        try writeTrusted("""
            {"defaultEnvironment": "staging",
             "environments": {"staging": {"baseURL": "\(server.baseURL)/echo", "headers": {"X-Team": "payments"}, "query": {"systemType": "cli"}}}}
            """)
        let run = courier(["orders", "list", "--uid", "5"])
        #expect(run.exitCode == 0 || run.exitCode == 10)  // the echo is not an Order list, but it arrived
        #expect(run.json?.at("envelope.data.path") as? String == "/echo/orders")
        #expect(run.json?.at("envelope.data.query") as? String == "uid=5&systemType=cli")
        let headers = (run.json?.at("envelope.data.headers") as? [[String]]) ?? []
        #expect(headers.contains(["X-Team", "payments"]))
        #expect(headers.contains(["X-System-Type", "cli"]))  // the API's common parameter
    }

    /// Nothing listens where an environment points: its note says why, as the hint on the call's
    /// `transport.connect` error — judged in Core, so a single call and a smoke case both carry it.
    @Test func aRefusedConnectionCarriesTheEnvironmentsNoteAsItsHint() throws {
        let port = try SilentListener.closedPort()
        try writeTrusted(#"{"environments": {"mine": {"baseURL": "http://127.0.0.1:\#(port)/v1", "note": "down on purpose"}}}"#)
        let hint = "environment 'mine' is down on purpose"
        let run = courier(["--env", "mine", "request", "GET", "/x"])
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.connect")
        #expect(run.json?.at("error.hint") as? String == hint)
        #expect(run.stderr.contains("(\(hint))"), "\(run.stderr)")
        try write("request GET /x\n", to: directory + "/note.smoke")
        let smoke = courier(["smoke", directory + "/note.smoke", "--env", "mine", "-o", "ndjson"])
        let line = try? JSONSerialization.jsonObject(with: Data(smoke.stdout.utf8)) as? [String: Any]
        #expect(line?["result"] as? String == "fail", "\(smoke.stdout)\(smoke.stderr)")
        #expect(line?.at("document.error.hint") as? String == hint, "\(smoke.stdout)")
    }

    @Test func precedenceIsFlagsThenVariablesThenConfigThenRoutes() throws {
        try writeTrusted(#"{"environments": {"local": {"baseURL": "http://127.0.0.1:1/from-config"}}}"#)
        func baseURL(_ arguments: [String], _ environment: [String: String] = [:]) -> String? {
            courier(arguments + ["config"], environment: environment).json?.at("baseURL.value") as? String
        }
        #expect(baseURL([]) == "http://127.0.0.1:1/from-config")
        #expect(baseURL([], ["COURIER_BASE_URL": "http://127.0.0.1:2/from-variable"]) == "http://127.0.0.1:2/from-variable")
        #expect(baseURL(["--base-url", "http://127.0.0.1:3/from-flag"], ["COURIER_BASE_URL": "http://127.0.0.1:2/x"]) == "http://127.0.0.1:3/from-flag")
        #expect(baseURL(["--env", "prod"]) == "https://api.example.invalid/v1")
        let sources = courier(["config"], environment: ["COURIER_BASE_URL": "http://127.0.0.1:2/v"]).json
        #expect(sources?.at("baseURL.source") as? String == "COURIER_BASE_URL")
        #expect(courier(["config"]).json?.at("baseURL.source") as? String == "courier.json")
    }

    @Test func userConfigIsReadAndTheProjectsOverridesIt() throws {
        try write(#"{"defaultEnvironment": "dev", "environments": {"dev": {"baseURL": "http://127.0.0.1:4/user"}}}"#,
                  to: home + "/.config/courier/config.json")
        #expect(courier(["config"]).json?.at("baseURL.value") as? String == "http://127.0.0.1:4/user")
        try writeTrusted(#"{"environments": {"dev": {"baseURL": "http://127.0.0.1:5/project"}}}"#)
        let json = courier(["config"]).json
        #expect(json?.at("baseURL.value") as? String == "http://127.0.0.1:5/project")
        #expect(json?.at("environment.name") as? String == "dev")
        #expect((json?.at("configFiles") as? [String])?.count == 2)
        let xdg = directory + "/xdg"
        try FileManager.default.createDirectory(atPath: xdg + "/courier", withIntermediateDirectories: true)
        try write(#"{"defaultEnvironment": "prod"}"#, to: xdg + "/courier/config.json")
        try FileManager.default.removeItem(atPath: directory + "/courier.json")
        #expect(courier(["config"], environment: ["XDG_CONFIG_HOME": xdg]).json?.at("environment.name") as? String == "prod")
    }

    /// The user's config decides where calls (and the token) go, and no trust record guards it: a file another user may
    /// change, or one in a directory they may write to without the sticky bit, is refused, as netrc is when others may read it.
    @Test(arguments: [(0o666, 0o755, "may be changed by other users (mode 0666)"), (0o664, 0o755, "may be changed by other users (mode 0664)"),
                      (0o644, 0o777, "which other users may write to (mode 0777)"), (0o644, 0o1777, nil), (0o600, 0o700, nil)])
    func aUserConfigOthersMayChangeIsRefused(fileMode: Int, directoryMode: Int, refusal: String?) throws {
        let xdg = directory + "/xdg-\(fileMode)-\(directoryMode)"
        try FileManager.default.createDirectory(atPath: xdg + "/courier", withIntermediateDirectories: true)
        let path = xdg + "/courier/config.json"
        try write(#"{"defaultEnvironment": "prod"}"#, to: path)
        chmod(path, mode_t(fileMode))
        chmod(xdg + "/courier", mode_t(directoryMode))
        let run = courier(["config"], environment: ["XDG_CONFIG_HOME": xdg])
        if let refusal {
            #expect(run.exitCode != 0)
            #expect(run.stderr.contains(refusal), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        } else {
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.json?.at("environment.name") as? String == "prod")
        }
    }

    @Test(arguments: [
        ("{\n  \"environments\": {\n    \"local\": {\"baseUrl\": \"x\"}\n  }\n}", "courier.json:3: unknown key 'baseUrl' in environments.local (did you mean 'baseURL'?)"),
        ("{\n  \"environments\": [1]\n}", "courier.json:2: environments must be an object"),
        ("{\"defaultEnvironment\": 5}", "courier.json:1: defaultEnvironment must be a string"),
        ("{\n\"environments\": {\n\"a\": {\"headers\": {\"X\": \"a\\r\\nb\"}}}}", "courier.json:3: header 'X' has a control character"),
        ("{\n  \"environments\": {,}\n}", "courier.json:2:20: expected a string key in object"),
        ("[]", "courier.json:1: the file must hold a JSON object"),
        ("", "courier.json:1:1: unexpected end of input"),
    ])
    func malformedConfigIsAClearErrorWithFileAndLine(text: String, message: String) throws {
        try write(text, to: directory + "/courier.json")
        let run = courier(["--base-url", server.baseURL, "orders", "list", "--uid", "5"])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("courier: config: " + message), "\(run.stderr)")
        #expect(try server.stats().connections == 0)
    }

    /// Whatever line end the file has: an editor on Windows saves CRLF.
    @Test(arguments: ["", "\n", "\r\n", " \r\n\r\n"])
    func tokenFileFromConfigIsUsedAndNeverShown(ending: String) throws {
        let token = "config-token-5566"
        try write(token + ending, to: directory + "/token")
        try writeTrusted(#"{"environments": {"local": {"baseURL": "\#(server.baseURL)/echo", "tokenFile": "\#(directory)/token"}}}"#)
        let run = courier(["users", "profile", "-v"])
        let headers = (run.json?.at("envelope.data.headers") as? [[String]]) ?? []
        // The echo is no user profile, so the contract check fails (10): what matters is that the request went out.
        #expect(run.exitCode == 10, "\(run.stderr)")
        #expect(headers.contains(["Authorization", "Bearer [redacted]"]))
        #expect(!run.stdout.contains(token))
        let config = courier(["config"])
        #expect(config.json?.at("token.source") as? String == "tokenFile of environment 'local'")
        #expect(!config.stdout.contains(token))
    }

    @Test func helpAndVersionReadNoConfig() throws {
        try write("not json", to: directory + "/courier.json")
        #expect(courier(["--version"]).exitCode == 0)
        #expect(courier(["--help"]).exitCode == 0)
        #expect(courier(["completion", "bash"]).exitCode == 0)
        #expect(courier(["orders", "list", "--uid", "5"]).exitCode == 2)
    }
}
