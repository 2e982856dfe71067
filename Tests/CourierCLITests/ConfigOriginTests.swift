import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient

/// A config file's entries that choose the target or a secret keep their line, as `ValueOrigin.configFile`,
/// so an error can name it; `courier config`'s sources still name the file alone.
struct ConfigOriginTests {
    static let api = EnvironmentVariableSettingsTests.api
    static let text = """
        {
          "defaultEnvironment": "staging",
          "environments": {
            "staging": {
              "note": "shared",
              "baseURL": "http://127.0.0.1:13/v1",
              "tokenFile": "/nonexistent/staging-token"
            }
          }
        }
        """

    func settings(_ config: ConfigFile, _ argv: [String] = [], _ variables: [String: String] = [:]) throws -> Settings {
        guard case .run(let invocation) = try EnvironmentVariableSettingsTests.parser.parse(argv + ["ping"]) else { throw CourierError(.internal, "no run") }
        let values = invocation.values
        return try Settings.resolve(values, api: Self.api, environment: ProcessEnvironment(variables), loaded: [config])
    }

    @Test func theEntriesThatChooseTheTargetKeepTheirLines() throws {
        let config = try ConfigFile.parse(Self.text, path: "courier.json", home: nil)
        #expect(config.origins == [
            "defaultEnvironment": .configFile(path: "courier.json", line: 2, key: "defaultEnvironment"),
            "environments.staging.baseURL": .configFile(path: "courier.json", line: 6, key: "environments.staging.baseURL"),
            "environments.staging.tokenFile": .configFile(path: "courier.json", line: 7, key: "environments.staging.tokenFile"),
        ])
        var untrusted = config
        untrusted.restrictToHarmless(secretHeaders: SecretHeaders(api: Self.api))
        #expect(untrusted.origins.isEmpty, "an ignored entry has no say, and no origin")
    }

    @Test func settingsRecordTheOriginsBesideTheSources() throws {
        let config = try ConfigFile.parse(Self.text.replacingOccurrences(of: "\"tokenFile\": \"/nonexistent/staging-token\"", with: "\"note\": \"x\""),
                                          path: "courier.json", home: nil)
        let fromFile = try settings(config)
        #expect(fromFile.sources["environment"] == "courier.json")
        #expect(fromFile.sources["baseURL"] == "courier.json")
        #expect(fromFile.origins["environment"] == .configFile(path: "courier.json", line: 2, key: "defaultEnvironment"))
        #expect(fromFile.origins["baseURL"] == .configFile(path: "courier.json", line: 6, key: "environments.staging.baseURL"))
        let overridden = try settings(config, ["--env", "local"], ["COURIER_TOKEN": "t"])
        #expect(overridden.origins["environment"] == .argument(1))
        #expect(overridden.origins["baseURL"] == nil, "the compiled-in URL has no origin")
        #expect(overridden.origins["token"] == .environment("COURIER_TOKEN"))
    }

    @Test func anUnknownDefaultFromAConfigFileNamesItsLine() throws {
        let config = try ConfigFile.parse(#"{"defaultEnvironment": "stagin"}"#, path: "courier.json", home: nil)
        #expect(throws: CourierError(.config(.unknownEnvironment("stagin", source: "courier.json:1, defaultEnvironment")), hint: "known: local, dev")) {
            try self.settings(config)
        }
    }
}
