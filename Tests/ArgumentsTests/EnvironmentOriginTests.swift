import Testing
@testable import Arguments

/// An option that names an environment variable takes its value from it when argv leaves it out:
/// checked and converted once, kept with origin `.environment(name)`, and an error about it names the variable.
struct EnvironmentOriginTests {
    static let timeout: Option<Double> = .optional("timeout", default: "30", help: "Seconds.", range: 1...60).fromEnvironment("APP_TIMEOUT")
    static let region: Option<String> = .optional("region", help: "Region.").fromEnvironment("APP_REGION")
    static let pin: Option<Int> = .optional("pin", help: "PIN.", secret: true).fromEnvironment("APP_PIN")
    static let plain: Option<Bool> = .flag("plain", help: "Plain output.").fromEnvironment("APP_PLAIN")
    static let account: Option<String> = .required("account", help: "Account.").fromEnvironment("APP_ACCOUNT")

    static let root = Command(name: "app", summary: "", subcommands: [
        Command(name: "run", summary: "Run.", options: [account.declaration]),
        Command(name: "ping", summary: "Ping.").using(globals: []),
    ])
    static let globals = ([timeout, region, pin, plain] as [any DeclaresOption]).map(\.declaration)
    static let parser = Parser(root: root, globals: globals, source: ValueSource(readFile: { _ in .failure(.init("no files")) },
                                                                                   readStandardInput: { .failure(.init("no stdin")) }))

    func values(_ argv: [String], _ environment: [String: String]) throws(ParseError) -> ParsedValues {
        guard case .run(let invocation) = try Self.parser.parse(argv, environment: environment) else { throw ParseError(.invalid("help")) }
        let values = invocation.values
        return values
    }

    func sentence(_ argv: [String], _ environment: [String: String]) -> String? {
        do throws(ParseError) {
            _ = try values(argv, environment)
            return nil
        } catch {
            return ErrorMessage(root: Self.root).sentence(error.kind, path: error.command, origin: error.origin)
        }
    }

    @Test func aVariableFillsAnOptionArgvLeftOut() throws {
        let values = try values(["run", "--account", "a"], ["APP_TIMEOUT": "12.5", "APP_REGION": "eu", "APP_PLAIN": "yes"])
        #expect(try values.get(Self.timeout) == 12.5)
        #expect(values.fromEnvironment["timeout"]?.typed as? Double == 12.5, "converted once, when filled")
        #expect(values.origin(of: "timeout") == .environment("APP_TIMEOUT"))
        #expect(values.optional(Self.region) == "eu")
        #expect(values.flag(Self.plain))
        // Not "given": a command that passes its options on passes only what was typed, and a variable is not a literal.
        #expect(!values.isGiven("region") && values.texts("region").isEmpty && !values.isLiteral("region"))
    }

    @Test func argvWinsOverTheVariable() throws {
        let values = try values(["--timeout", "5", "--no-plain", "run", "--account", "a"], ["APP_TIMEOUT": "12", "APP_PLAIN": "1"])
        #expect(try values.get(Self.timeout) == 5)
        #expect(values.origin(of: "timeout") == .argument(1))
        #expect(!values.flag(Self.plain))
        #expect(values.fromEnvironment["timeout"] == nil)
    }

    @Test func anUnsetOrEmptyVariableLeavesTheDefault() throws {
        for environment in [[:], ["APP_TIMEOUT": ""], ["OTHER": "9"]] as [[String: String]] {
            let values = try values(["run", "--account", "a"], environment)
            #expect(try values.get(Self.timeout) == 30)
            #expect(values.origin(of: "timeout") == .defaultValue)
            #expect(values.optional(Self.region) == nil)
        }
    }

    @Test func aRequiredOptionIsSatisfiedByItsVariable() throws {
        #expect(try values(["run"], ["APP_ACCOUNT": "acme"]).get(Self.account) == "acme")
        #expect(throws: ParseError(.missingRequired([Self.account.declaration]), command: ["run"])) { try values(["run"], [:]) }
    }

    /// A variable set for other commands is not an option given to one that does not use it.
    @Test func aVariableIsNeverAnUnusedOption() throws {
        #expect(try values(["ping"], ["APP_REGION": "eu"]).optional(Self.region) == "eu")
        #expect(sentence(["--region", "eu", "ping"], [:]) == "--region does nothing for 'app ping'; leave it out.")
    }

    @Test(arguments: [
        (["APP_TIMEOUT": "soon"], "APP_TIMEOUT (for --timeout) expects a number, got 'soon'."),
        (["APP_TIMEOUT": "99"], "APP_TIMEOUT (for --timeout) expects a value from 1 to 60, got '99'."),
        (["APP_TIMEOUT": "1\u{1B}[2J"], "APP_TIMEOUT (for --timeout) expects a number, got '1\\x1b[2J'."),
        (["APP_PLAIN": "treu"], "APP_PLAIN (for --plain) expects one of 1, true, yes, on, 0, false, no, off, got 'treu'."),
    ])
    func aBadValueNamesTheVariable(environment: [String: String], message: String) {
        #expect(sentence(["run", "--account", "a"], environment) == message)
    }

    @Test func aBadValueFromArgvStillNamesItsArgument() {
        #expect(sentence(["--timeout", "soon", "run", "--account", "a"], ["APP_TIMEOUT": "also bad"])
            == "--timeout expects a number, got 'soon' (argument 2).")
    }

    @Test func aSecretVariableIsNeverEchoed() throws {
        let message = try #require(sentence(["run", "--account", "a"], ["APP_PIN": "hunter2"]))
        #expect(!message.contains("hunter2"))
        #expect(message == "APP_PIN (for --pin) expects an integer, got another value (not shown: it is secret).")
        let values = try values(["run", "--account", "a"], ["APP_PIN": "4711"])
        #expect(values.secretOptions.contains("pin"), "a secret's value from a variable is scrubbed like one from argv")
    }

    @Test(arguments: [("1", true), ("TRUE", true), ("Yes", true), ("on", true), ("0", false), ("false", false), ("NO", false), ("Off", false)])
    func aFlagsVariableIsASwitch(word: String, on: Bool) throws {
        let values = try values(["run", "--account", "a"], ["APP_PLAIN": word])
        #expect(values.flag(Self.plain) == on)
        #expect(values.origin(of: "plain") == .environment("APP_PLAIN"))
    }

    @Test func fillingTwiceChangesNothing() throws {
        let once = try values(["run", "--account", "a"], ["APP_REGION": "eu"])
        let twice = try once.filled(fromEnvironment: ["APP_REGION": "us"], for: Self.globals)
        #expect(twice.optional(Self.region) == "eu")
    }

    @Test func theHelpNamesTheVariableOnce() {
        #expect(Self.region.declaration.help == "Region. Also APP_REGION.")
        #expect(Self.plain.declaration.help == "Plain output. Also APP_PLAIN=1.")
        #expect(Self.region.declaration.environmentVariable == "APP_REGION")
    }

    @Test(arguments: [
        (ValueOrigin.environment("COURIER_ENV"), "environment variable COURIER_ENV"),
        (.configFile(path: "courier.json", line: 4, key: "environments.staging.baseURL"), "courier.json:4, environments.staging.baseURL"),
        (.configFile(path: "a\u{1B}.json", line: 1, key: "k"), "a\\x1b.json:1, k"),
    ])
    func originWords(origin: ValueOrigin, words: String) {
        #expect(ErrorMessage.words(origin) == words)
        #expect(origin.argumentIndex == nil && !origin.isLiteral)
    }
}
