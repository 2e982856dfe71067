import Arguments
import CourierCore
import CourierShared
import Testing
@testable import CourierCLI
@testable import CourierClient

/// A team's program reads its own variables (`SHOP_TOKEN`, as `gh` reads `GH_TOKEN`) before Courier's, and every
/// message, hint and help line names the one it reads.
struct ProgramVariableTests {
    static let api = APIDescription(name: "shop", programName: "shop",
                                    environments: [Environment(name: "local", baseURL: "http://127.0.0.1:9/v1"),
                                                   Environment(name: "dev", baseURL: "http://127.0.0.1:10/v1")],
                                    defaultEnvironment: "local", auth: .bearer)
    static let parser = Parser(root: Command(name: "shop", summary: "", subcommands: [Command(name: "ping", summary: "")]),
                               globals: GlobalOptions.all, source: ValueSource(readFile: { _ in .failure(.init("no files")) },
                                                                              readStandardInput: { .failure(.init("no stdin")) }))

    func settings(_ argv: [String], _ variables: [String: String], program: String = "shop") throws -> Settings {
        guard case .run(let invocation) = try Self.parser.parse(argv + ["ping"]) else { throw CourierError(.internal, "no run") }
        return try Settings.resolve(invocation.values, api: Self.api,
                                    environment: ProcessEnvironment(variables, prefix: VariablePrefix(program: program)), loaded: [])
    }

    @Test(arguments: [("shop", "SHOP_"), ("my-api", "MY_API_"), ("Shop2", "SHOP2_"), ("acme.cli", "ACME_CLI_"), ("courier", "COURIER_"),
                      ("café", "CAF__")])
    func thePrefixIsTheProgramNameUppercasedWithOtherCharactersAsUnderscores(program: String, prefix: String) {
        #expect(VariablePrefix(program: program).text == prefix)
        #expect(VariablePrefix(program: program).name(.token) == prefix + "TOKEN")
    }

    @Test(arguments: [
        (["SHOP_TOKEN": "tok-shop", "COURIER_TOKEN": "tok-courier"], "tok-shop", "SHOP_TOKEN"),
        (["COURIER_TOKEN": "tok-courier"], "tok-courier", "COURIER_TOKEN"),
        (["SHOP_TOKEN": "", "COURIER_TOKEN": "tok-courier"], "tok-courier", "COURIER_TOKEN"),
        (["SHOP_TOKEN": "tok-shop"], "tok-shop", "SHOP_TOKEN"),
    ] as [([String: String], String, String)])
    func theProgramsOwnVariableWinsOverCouriers(variables: [String: String], token: String, source: String) throws {
        let settings = try settings([], variables)
        #expect(settings.credentials.token == token)
        #expect(settings.credentials.tokenSource == source)
    }

    @Test func theProgramsOwnEnvironmentVariableChoosesTheEnvironmentAndIsNamedAsItsSource() throws {
        let settings = try settings([], ["SHOP_ENV": "dev", "COURIER_ENV": "local"])
        #expect(settings.target.environment.name == "dev")
        #expect(settings.sources["environment"] == "SHOP_ENV")
    }

    @Test func courierItselfReadsNoOtherProgramsVariables() throws {
        let settings = try settings([], ["SHOP_TOKEN": "tok-shop"], program: "courier")
        #expect(settings.credentials.token == nil)
    }

    @Test func aBadValueNamesTheVariableTheUserSet() {
        #expect {
            _ = try settings([], ["SHOP_NO_ENVELOPE": "maybe"])
        } throws: { error in
            (error as? CourierError)?.message.contains("SHOP_NO_ENVELOPE") == true
        }
    }

    @Test func hintsAndWarningsNameTheProgramsOwnVariable() throws {
        #expect(ErrorWording.unauthorized(tokenSource: nil, hasToken: false, prefix: VariablePrefix(program: "shop"))
            == "no token was sent: set SHOP_TOKEN, or use --token-file PATH or --token -")
        let settings = try settings(["--token", "tok-flag"], [:])
        #expect(settings.warnings.contains(.literalToken(variable: "SHOP_TOKEN")))
    }

    @Test func helpNamesTheProgramsOwnVariablesAndNotCouriersHelp() throws {
        let globals = GlobalOptions.all(for: "shop")
        let env = try #require(globals.first { $0.name == "env" })
        #expect(env.environmentVariable == "SHOP_ENV")
        #expect(env.help == "The environment to call (listed by --help). Also SHOP_ENV.")
        let noEnvelope = try #require(globals.first { $0.name == "no-envelope" })
        #expect(noEnvelope.help.hasSuffix(" Also SHOP_NO_ENVELOPE=1."))
        #expect(!globals.contains { $0.help.contains("COURIER_") || $0.help.contains("courier --help") })
    }
}
