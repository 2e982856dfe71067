import Arguments
import CourierCore
import CourierShared
import CourierClient

/// What a command runs with: the program's API and routers, the command tree, and the call's values.
struct CommandContext {
    let tree: CommandTree
    /// The tree's root, made once at start (``CommandTree/root`` builds it anew).
    let root: Command
    /// The subcommand names the parser followed: for names shown to the user and usage lines, never to find a command.
    let path: [String]
    let values: ParsedValues
    let console: Console
    /// The secrets the command learned while it ran (a token, a password option); the error sink's line is
    /// scrubbed of them too.
    let learned: LearnedSecrets

    var api: APIDescription { tree.api }
    var groups: [ActionGroup<any Route>] { tree.groups }

    /// The console, scrubbing `secrets` too; they are also remembered for the error sink.
    func console(scrubbing secrets: [String]) -> Console {
        learned.add(secrets)
        var console = console
        console.secrets += secrets
        return console
    }

    /// The settings this command line resolves to (flags, variables, config files); their warnings are
    /// printed, their secrets remembered for every diagnostic that follows.
    /// - Parameter loadsSession: whether the stored session is read; a command that sends nothing (`routes`,
    ///   `describe`, `openapi`) does not, so it never waits on a keyring (or its unlock prompt).
    func settings(loadsSession: Bool = true) throws(CommandFailure) -> Settings {
        do {
            let settings = try Settings.resolve(values, api: api, environment: ProcessEnvironment.current(program: api.programName), loadsSession: loadsSession)
            let console = console(scrubbing: settings.secrets)
            for warning in settings.warnings { console.warning(warning) }
            return settings
        } catch {
            throw .error(error)
        }
    }
}

/// Secrets a command learned, kept for the one place that reports how it ended.
final class LearnedSecrets {
    private(set) var all: [String] = []
    func add(_ secrets: [String]) { all += secrets }
}

/// A command the parser hands back (its ``Command/target``): what it does with the parsed values.
/// It returns on success and throws why it failed; ``CommandFailure`` words that and picks the exit code.
protocol Runnable: CommandTarget {
    func run(_ context: CommandContext) throws(CommandFailure)
}

/// One of Courier's own commands: its declaration (for help, parsing and completion) and what it does.
/// Every built-in is listed once, in ``BuiltinCommands/all``, so adding one is one file and one line there.
protocol BuiltinCommand {
    /// The first word of the command line that selects it, from the one list of reserved names the build
    /// tool also reads (``BuiltinCommandName``).
    static var builtinName: BuiltinCommandName { get }
    /// The command as help, the parser and completion see it.
    static var declaration: Command { get }
    /// The declaration as a node of the tree: standing for what runs when the parser reaches it.
    static var node: Command { get }
    /// Runs it; throws why it failed.
    static func run(_ context: CommandContext) throws(CommandFailure)
}

/// A built-in command as the tree's target for its node.
struct Builtin<Declared: BuiltinCommand>: Runnable {
    func run(_ context: CommandContext) throws(CommandFailure) { try Declared.run(context) }
}

extension BuiltinCommand {
    static var commandName: String { builtinName.rawValue }
    static var node: Arguments.Command { declaration.targeting(Builtin<Self>()) }
}

enum BuiltinCommands {
    /// Every built-in command; `init` only where the program offers scaffolding (the `courier` tool itself).
    static func all(offersScaffolding: Bool) -> [any BuiltinCommand.Type] {
        let commands: [any BuiltinCommand.Type] = [RequestCommand.self, RoutesBuiltin.self, DescribeCommand.self, OpenAPICommand.self, MCPCommand.self, SmokeCommand.self, DiffCommand.self,
                                                   MatchCommand.self, ImportCommand.self,
                                                   ConfigCommand.self, AuthCommand.self, CompletionCommand.self]
        return offersScaffolding ? commands + [InitCommand.self] : commands
    }

    /// The names no command group may take: every built-in's (whether offered or not) and `help`.
    static let reservedNames: [String] = BuiltinCommandName.allCases.map(\.rawValue)
}

/// `request METHOD PATH`: an ad-hoc route (``AdHocRoute``) run as any action is.
enum RequestCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.request
    static var declaration: Command { AdHocRoute.command }
    /// The node is the action itself, so a plan line `request GET /x` reaches it as any route's action.
    static var node: Command { declaration.targeting(action) }

    static let action = Action<any Route>(command: AdHocRoute.command) { values throws(ParseError) in
        do throws(CourierError) {
            return try AdHocRoute.make(values)
        } catch {
            throw ParseError(.invalid(error.message), command: [commandName], underlying: error)
        }
    }

    static func run(_ context: CommandContext) throws(CommandFailure) { try action.run(context) }
}

/// `routes [--json]`: the catalog of every action.
enum RoutesBuiltin: BuiltinCommand {
    static let builtinName = BuiltinCommandName.routes
    static let json: Option<Bool> = .flag("json", help: "Print the catalog as JSON for other tools.")
    static var declaration: Command {
        Command(name: commandName, summary: "List every action with its method and path.", options: [json.declaration],
                examples: ["courier routes", "courier routes --json | jq '.[].path'", "courier --env dev routes --json"])
            .using(CommandTree.helpOnly.union([.env, .baseURL, .serviceURL]))
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let problems = CommandTree.serviceProblems(context.groups, api: context.api)
        guard problems.isEmpty else { throw .description(problems) }
        // The environment asked for: a typo in --env is an error, not the default environment's catalog.
        let settings = try context.settings(loadsSession: false)
        let command = RoutesCommand(groups: context.groups, environment: settings.target.environment, api: context.api)
        if context.values.flag(json) { return try context.console.emitStream(command.catalog(), printer: JSONPrinter()) }
        try context.console.emitText(command.table())
    }
}

/// `completion bash|zsh|fish`: a completion script for the whole tree.
enum CompletionCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.completion
    static var declaration: Command {
        Command(name: commandName, summary: "Print a shell completion script.",
                positionals: [Positional("shell", kind: Shell.valueKind, help: "The shell.")],
                examples: ["source <(courier completion bash)", "courier completion zsh > \"${fpath[1]}/_courier\"",
                           "courier completion fish > ~/.config/fish/completions/courier.fish"]).using(CommandTree.helpOnly)
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        // The parser checked the word against the shells' names; a missing one is its usage error.
        guard let shell = context.values.positional("shell").flatMap(Shell.init(argument:)) else {
            throw .usage(ParseError(.missingPositional(declaration.positionals[0]), command: context.path))
        }
        let generator = CompletionGenerator(root: context.root, globals: GlobalOptions.all(for: context.api.programName), values: ["env": context.api.environments.map(\.name)],
                                            withheld: unpagedActions(context.groups))
        try context.console.emitText(generator.script(for: shell))
    }

    /// `--all`, `--max-pages` and `--max-items` at each action whose route, built from placeholders, declares no pages:
    /// the call refuses them (`PagedCall`), so completion does not offer them. A route that cannot be built keeps them.
    static func unpagedActions(_ groups: [ActionGroup<any Route>]) -> [[String]: Set<String>] {
        let paging: Set<String> = [GlobalOptionName.all.rawValue, GlobalOptionName.maxPages.rawValue, GlobalOptionName.maxItems.rawValue]
        var withheld: [[String]: Set<String>] = [:]
        for group in groups {
            for action in group.actions {
                guard let route = try? action.make(.placeholders(for: action.command)), route.paging == nil else { continue }
                withheld[[group.name, action.command.name]] = paging
            }
        }
        return withheld
    }
}

extension SmokeCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.smoke
    static var declaration: Command { command }
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try SmokeCommand(api: context.api, root: context.root, values: context.values, console: context.console, learned: context.learned).run()
    }
}

extension DiffCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.diff
    static var declaration: Command { command }
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try DiffCommand(api: context.api, root: context.root, console: context.console, learned: context.learned).run(DiffCommand.Words(context.values))
    }
}

extension ConfigCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.config
    static var declaration: Command { command }
}

extension DescribeCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.describe
    static var declaration: Command { command }
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try DescribeCommand(context: context).run()
    }
}

extension InitCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.`init`
    static var declaration: Command { command.using(CommandTree.helpOnly) }
    static func run(_ context: CommandContext) throws(CommandFailure) { try InitCommand(values: context.values, console: context.console).run() }
}
