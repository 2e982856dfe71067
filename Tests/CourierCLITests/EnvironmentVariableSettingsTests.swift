import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient

/// The COURIER_* variables reach Settings as the options' values with origin `.environment(name)`, and
/// resolve exactly as they did when Settings read them by hand: same precedence, same sources, same errors.
struct EnvironmentVariableSettingsTests {
    static let api = APIDescription(name: "shop", environments: [Environment(name: "local", baseURL: "http://127.0.0.1:9/v1"),
                                                                 Environment(name: "dev", baseURL: "http://127.0.0.1:10/v1")],
                                    defaultEnvironment: "local", auth: .bearer)
    static let root = Command(name: "courier", summary: "", subcommands: [Command(name: "ping", summary: "")])
    static let parser = Parser(root: root, globals: GlobalOptions.all, source: ValueSource(readFile: { _ in .failure(.init("no files")) },
                                                                                              readStandardInput: { .success("tok-stdin") }))

    func settings(_ argv: [String], _ variables: [String: String]) throws -> Settings {
        guard case .run(let invocation) = try Self.parser.parse(argv + ["ping"]) else { throw CourierError(.internal, "no run") }
        let values = invocation.values
        // HOME and XDG_CONFIG_HOME unset: no user config file is read; the working directory has no courier.json.
        return try Settings.resolve(values, api: Self.api, environment: ProcessEnvironment(variables), loaded: [])
    }

    @Test(arguments: [
        ([], [:], "local", "program", "http://127.0.0.1:9/v1", "program"),
        ([], ["COURIER_ENV": "dev"], "dev", "COURIER_ENV", "http://127.0.0.1:10/v1", "program"),
        (["--env", "dev"], ["COURIER_ENV": "local"], "dev", "--env", "http://127.0.0.1:10/v1", "program"),
        ([], ["COURIER_BASE_URL": "http://127.0.0.1:11/v2"], "local", "program", "http://127.0.0.1:11/v2", "COURIER_BASE_URL"),
        ([], ["COURIER_ENV": "dev", "COURIER_BASE_URL": "http://127.0.0.1:11/v2"], "dev", "COURIER_ENV", "http://127.0.0.1:11/v2", "COURIER_BASE_URL"),
        // --env on argv leaves COURIER_BASE_URL out; --base-url beats it.
        (["--env", "dev"], ["COURIER_BASE_URL": "http://127.0.0.1:11/v2"], "dev", "--env", "http://127.0.0.1:10/v1", "program"),
        (["--base-url", "http://127.0.0.1:12/v3"], ["COURIER_BASE_URL": "http://127.0.0.1:11/v2"], "local", "program", "http://127.0.0.1:12/v3", "--base-url"),
        ([], ["COURIER_ENV": "", "COURIER_BASE_URL": ""], "local", "program", "http://127.0.0.1:9/v1", "program"),
    ] as [([String], [String: String], String, String, String, String)])
    func theEnvironmentAndBaseURLKeepTheirPrecedenceAndSources(argv: [String], variables: [String: String], name: String,
                                                                nameSource: String, url: String, urlSource: String) throws {
        let settings = try settings(argv, variables)
        #expect(settings.target.environment.name == name)
        #expect(settings.target.environment.baseURL == url)
        #expect(settings.sources["environment"] == nameSource)
        #expect(settings.sources["baseURL"] == urlSource)
    }

    @Test(arguments: [
        ([], ["COURIER_TOKEN": "tok-var"], "tok-var", "COURIER_TOKEN"),
        (["--token", "tok-flag"], ["COURIER_TOKEN": "tok-var"], "tok-flag", "--token"),
        (["--token", "-"], ["COURIER_TOKEN": "tok-var"], "tok-stdin", "--token"),
        ([], [:], nil, nil),
    ] as [([String], [String: String], String?, String?)])
    func theTokenKeepsItsOwnOrder(argv: [String], variables: [String: String], token: String?, source: String?) throws {
        let settings = try settings(argv, variables)
        #expect(settings.credentials.token == token)
        #expect(settings.credentials.tokenSource == source)
        #expect(settings.sources["token"] == source)
        // Only a literal on argv warns; the variable is the advised way.
        #expect(settings.warnings.contains(.literalToken(variable: "COURIER_TOKEN")) == (source == "--token" && !argv.contains("-")))
    }

    /// COURIER_TOKEN beats COURIER_TOKEN_FILE (which is not read at all, so a missing file is no error),
    /// and `--token` beats both.
    @Test func theLiteralVariableBeatsTheFileVariable() throws {
        let settings = try settings([], ["COURIER_TOKEN": "tok-var", "COURIER_TOKEN_FILE": "/nonexistent/courier-token"])
        #expect(settings.credentials.tokenSource == "COURIER_TOKEN")
        #expect(throws: CourierError.self) { try self.settings([], ["COURIER_TOKEN_FILE": "/nonexistent/courier-token"]) }
    }

    @Test func anUnknownEnvironmentFromTheVariableSaysWhereItCameFrom() {
        do {
            _ = try settings([], ["COURIER_ENV": "nope"])
            Issue.record("COURIER_ENV=nope was accepted")
        } catch let error as CourierError {
            #expect(error.reason == .config(.unknownEnvironment("nope", source: "COURIER_ENV")))
            #expect(error.message == "unknown environment 'nope' (from COURIER_ENV)")
            #expect(error.hint == "known: local, dev")
        } catch {
            Issue.record("not a CourierError: \(error)")
        }
    }

    @Test(arguments: [([], ["COURIER_NO_ENVELOPE": "1"], true), ([], ["COURIER_NO_ENVELOPE": "off"], false), ([], [:], false),
                      (["--no-envelope"], [:], true), (["--no-no-envelope"], ["COURIER_NO_ENVELOPE": "yes"], false)]
        as [([String], [String: String], Bool)])
    /// The flag beats its variable, as every flag does (README: flags > COURIER_* variables).
    func theEnvelopeSwitchIsReadOnceAndTheFlagWins(argv: [String], variables: [String: String], ignores: Bool) throws {
        #expect(try settings(argv, variables).output.ignoresEnvelope == ignores)
    }

    /// `--session-store` beats `COURIER_SESSION_STORE`; `file` is the default. (A keyring is chosen here with no
    /// secret-tool on PATH, so nothing is spawned: the choice shows as the error it keeps, never as a file store.)
    @Test(arguments: [([], [:], SessionStoreKind.file), ([], ["COURIER_SESSION_STORE": "keyring"], .keyring),
                      (["--session-store", "file"], ["COURIER_SESSION_STORE": "keyring"], .file),
                      (["--session-store", "keyring"], ["COURIER_SESSION_STORE": "file"], .keyring)]
        as [([String], [String: String], SessionStoreKind)])
    func theSessionStoreFlagBeatsItsVariable(argv: [String], variables: [String: String], kind: SessionStoreKind) throws {
        let credentials = try settings(argv, variables.merging(["XDG_STATE_HOME": "/nonexistent/state", "PATH": "/nonexistent/bin"]) { $1 }).credentials
        if kind == .file {
            #expect(credentials.sessions?.kind == .file && credentials.storeProblem == nil)
        } else {
            #expect(credentials.sessions == nil)
            #expect(credentials.storeProblem == CourierError.session(.keyring(item: nil, .noSecretTool)))
            #expect(credentials.sessionProblem == credentials.storeProblem)
        }
    }

    @Test func aSwitchVariableThatIsNeitherOnNorOffIsTheSameConfigError() {
        #expect(throws: CourierError.config(.notASwitch(variable: "COURIER_NO_ENVELOPE", value: "treu"))) {
            try self.settings([], ["COURIER_NO_ENVELOPE": "treu"])
        }
    }
}
