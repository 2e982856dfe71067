import Testing
@testable import Arguments

/// A command's own option named like a global shadows the global after the command's name, so a team's router
/// keeps its natural option names whatever globals Courier adds; the global is still the global before the name,
/// by its variable, and in every other command. Values are kept per scope, never mixed by name.
struct ShadowingTests {
    static let all: Option<Bool> = .flag("all", help: "Fetch every page.").global()
    static let env: Option<String> = .optional("env", short: "e", default: "dev", help: "Environment.").global().fromEnvironment("APP_ENV")
    static let retry: Option<Bool> = .flag("no-retry", help: "Never retry.").global()
    static let help: Option<Bool> = .flag("help", short: "h", help: "Help.", isTerminal: true).global()
    static let globals = ([all, env, retry, help] as [any DeclaresOption]).map(\.declaration)

    /// The route's own: GitHub's `notifications(all: Bool)`, a deploy's `--env`, a flag `retry` whose `--no-` form is a global.
    static let ownAll: Option<Bool> = .flag("all", help: "Include read notifications.")
    static let ownEnv: Option<String> = .optional("env", help: "The deploy's target.")
    static let ownRetry: Option<Bool> = .flag("retry", help: "Ask the server to retry.")

    static let root = Command(name: "app", summary: "", subcommands: [
        Command(name: "github", summary: "GitHub.", subcommands: [
            Command(name: "notifications", summary: "Notifications.", options: ([ownAll, ownEnv, ownRetry] as [any DeclaresOption]).map(\.declaration)),
            Command(name: "repos", summary: "Repos."),
        ]),
    ])
    static let parser = Parser(root: root, globals: globals, source: ValueSource(readFile: { _ in .failure(.init("no files")) },
                                                                                   readStandardInput: { .failure(.init("no stdin")) }))

    func values(_ argv: [String], _ environment: [String: String] = [:]) throws -> ParsedValues {
        guard case .run(let invocation) = try Self.parser.parse(argv, environment: environment) else { throw ParseError(.invalid("help")) }
        return invocation.values
    }

    @Test func aRouteOptionNamedLikeAGlobalReachesTheRoute() throws {
        let values = try values(["github", "notifications", "--all", "--env", "blue"])
        #expect(values.flag(Self.ownAll))
        #expect(!values.flag(Self.all), "the global --all is not set by the route's")
        #expect(values.optional(Self.ownEnv) == "blue")
        #expect(values.optional(Self.env) == "dev", "the global keeps its default")
        #expect(values.isGiven("all") && !values.isGiven(Self.all))
    }

    @Test func theGlobalIsReachedBeforeTheCommandsName() throws {
        let values = try values(["--all", "github", "--env", "prod", "notifications", "--env", "blue"])
        #expect(values.flag(Self.all) && !values.flag(Self.ownAll))
        #expect(values.optional(Self.env) == "prod" && values.optional(Self.ownEnv) == "blue")
        #expect(values.origin(of: Self.env) == .argument(3) && values.origin(of: "env") == .argument(6))
    }

    @Test func aGlobalsVariableFillsTheGlobalNotTheRoutesOption() throws {
        let values = try values(["github", "notifications", "--env", "blue"], ["APP_ENV": "stage"])
        #expect(values.optional(Self.env) == "stage")
        #expect(values.optional(Self.ownEnv) == "blue")
    }

    @Test func aRoutesFlagWinsItsNoFormOverAGlobalOfThatName() throws {
        let values = try values(["github", "notifications", "--retry", "--no-retry"])
        #expect(!values.flag(Self.ownRetry), "--no-retry is the route's flag turned off")
        #expect(!values.flag(Self.retry), "not the global --no-retry")
        let before = try self.values(["--no-retry", "github", "notifications", "--retry"])
        #expect(before.flag(Self.retry) && before.flag(Self.ownRetry))
    }

    @Test func theGlobalStillWorksInOtherCommands() throws {
        let values = try values(["github", "repos", "--all", "--env", "prod", "--no-retry"])
        #expect(values.flag(Self.all) && values.optional(Self.env) == "prod" && values.flag(Self.retry))
    }

    @Test func aSingleValuedOptionMayBeGivenOnceInEachScope() throws {
        // `--env` twice after the name is the route's, repeated: refused as any repeated option is.
        #expect(throws: ParseError.self) { try values(["github", "notifications", "--env", "a", "--env", "b"]) }
        #expect(try values(["-e", "prod", "github", "notifications", "--env", "a"]).optional(Self.env) == "prod")
    }

    @Test func aShadowedGlobalIsNotReachedByItsOtherSpellingsAfterTheName() throws {
        // `-e` is the global --env's letter; after the name, where --env is the route's own, it would set the
        // global behind the route's back: refused, saying where the global goes.
        do {
            _ = try values(["github", "notifications", "-e", "prod"])
            Issue.record("-e after the name was taken")
        } catch let error as ParseError {
            #expect(error.kind == .shadowedGlobal("-e", global: Self.env.declaration))
            let sentence = ErrorMessage(root: Self.root).sentence(error.kind, path: error.command)
            #expect(sentence == "'-e' is the global --env, which 'notifications' shadows with an option of its own; give it before 'notifications'.", "\(sentence)")
        }
        #expect(try values(["-e", "prod", "github", "notifications"]).optional(Self.env) == "prod", "before the name it is the global")
        #expect(try values(["github", "repos", "-e", "prod"]).optional(Self.env) == "prod", "where nothing shadows it")
    }

    @Test func aSharedShortLetterAloneTakesOnlyTheLetter() throws {
        let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Say more.").global()
        let version: Option<String> = .optional("version-id", short: "v", help: "The version.")
        let root = Command(name: "app", summary: "", subcommands: [Command(name: "get", summary: "", options: [version.declaration])])
        let parser = Parser(root: root, globals: [verbose.declaration], source: Self.parser.source)
        guard case .run(let invocation) = try parser.parse(["get", "-v", "7", "--verbose"]) else { Issue.record("help"); return }
        #expect(invocation.values.optional(version) == "7", "the letter is the route's")
        #expect(invocation.values.flag(verbose), "the global's long name still reaches it")
        #expect(!version.declaration.shadows(verbose.declaration))
    }

    @Test func helpShowsTheRoutesOptionAndSaysWhereTheGlobalGoes() {
        let formatter = HelpFormatter(root: Self.root, globals: Self.parser.globals, width: 200)
        let help = formatter.help(for: ["github", "notifications"], listingGlobals: true)
        #expect(help.contains("  --all                     Include read notifications."))
        #expect(!help.contains("Fetch every page."), "the shadowed global is not listed as if it applied here")
        #expect(help.contains("SHADOWED GLOBAL OPTIONS: --all, --env, --no-retry after 'notifications' are this command's own; "
            + "the global is given before the command's name ('app --all github notifications …')."), "\(help)")
        #expect(help.contains("  -h, --help"), "help stays")
        let repos = formatter.help(for: ["github", "repos"], listingGlobals: true)
        #expect(repos.contains("Fetch every page.") && !repos.contains("SHADOWED"))
    }

    @Test func completionOffersTheRoutesOptionOnce() {
        let model = CompletionModel(root: Self.root, globals: Self.globals)
        guard let node = model.nodes.first(where: { $0.path == "/github/notifications" }) else { Issue.record("no node"); return }
        let offered = model.offeredOptions(node).map(\.name)
        #expect(offered.filter { $0 == "all" }.count == 1 && offered.filter { $0 == "env" }.count == 1)
        #expect(model.offeredOptions(node).first { $0.name == "all" }?.help == "Include read notifications.")
        #expect(offered.contains("help"))
    }
}
