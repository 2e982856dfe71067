import Arguments
import CourierCore

/// What a built-in command runs with: the program's API and routers, the command tree, and the call's values.
struct CommandContext {
    let api: APIDescription
    let groups: [ActionGroup<any Route>]
    let tree: CommandTree
    let root: Command
    let path: [String]
    let values: ParsedValues
    let console: Console
}

/// One of Courier's own commands: its declaration (for help, parsing and completion) and what it does.
/// Every built-in is listed once, in ``BuiltinCommands/all``, so adding one is one file and one line there.
protocol BuiltinCommand {
    /// The first word of the command line that selects it.
    static var commandName: String { get }
    /// The command as help, the parser and completion see it.
    static var declaration: Command { get }
    /// Runs it and returns the exit code.
    static func run(_ context: CommandContext) -> Int32
}

enum BuiltinCommands {
    /// Every built-in command; `init` only where the program offers scaffolding (the `courier` tool itself).
    static func all(offersScaffolding: Bool) -> [any BuiltinCommand.Type] {
        let commands: [any BuiltinCommand.Type] = [RequestCommand.self, RoutesBuiltin.self, DescribeCommand.self, SmokeCommand.self,
                                                   ConfigCommand.self, CompletionCommand.self]
        return offersScaffolding ? commands + [InitCommand.self] : commands
    }

    /// The names no command group may take: every built-in's (whether offered or not) and `help`.
    static let reservedNames: [String] = all(offersScaffolding: true).map { $0.commandName } + ["help"]
}

/// `request METHOD PATH`: an ad-hoc route (``AdHocRoute``) run as any action is.
enum RequestCommand: BuiltinCommand {
    static let commandName = "request"
    static var declaration: Command { AdHocRoute.command }

    static func run(_ context: CommandContext) -> Int32 {
        guard let action = context.tree.action(at: context.path) else { return ErrorCategory.internal.exitCode }
        var command = ActionCommand(api: context.api, path: context.path, action: action, values: context.values,
                                    environment: ProcessEnvironment.current(), root: context.root, console: context.console)
        return command.run()
    }
}

/// `routes [--json]`: the catalog of every action.
enum RoutesBuiltin: BuiltinCommand {
    static let commandName = "routes"
    static let json: Option<Bool> = .flag("json", help: "Print the catalog as JSON for other tools.")
    static var declaration: Command {
        Command(name: commandName, summary: "List every action with its method and path.", options: [json.declaration],
                examples: ["courier routes", "courier routes --json | jq '.[].path'", "courier --env dev routes --json"])
            .using(globals: CommandTree.helpOnly.union(["env", "base-url", "service-url"]))
    }

    static func run(_ context: CommandContext) -> Int32 {
        let (api, console) = (context.api, context.console)
        let problems = CommandTree.serviceProblems(context.groups, api: api)
        guard problems.isEmpty else {
            for problem in problems { console.report(.config(.description(problem))) }
            return ErrorCategory.config.exitCode
        }
        let environment = (try? Settings.resolve(context.values, api: api, environment: ProcessEnvironment.current()))?.environment
        let command = RoutesCommand(groups: context.groups, environment: environment ?? api.environment(named: api.defaultEnvironment), api: api)
        if context.values.flag(json) { return console.emitStream(command.catalog(), printer: JSONPrinter(), code: 0) }
        return console.emitText(command.table())
    }
}

/// `completion bash|zsh|fish`: a completion script for the whole tree.
enum CompletionCommand: BuiltinCommand {
    static let commandName = "completion"
    static var declaration: Command {
        Command(name: commandName, summary: "Print a shell completion script.",
                positionals: [Positional("shell", kind: Shell.valueKind, help: "The shell.")],
                examples: ["source <(courier completion bash)", "courier completion zsh > \"${fpath[1]}/_courier\"",
                           "courier completion fish > ~/.config/fish/completions/courier.fish"]).using(globals: CommandTree.helpOnly)
    }

    static func run(_ context: CommandContext) -> Int32 {
        guard let shell = context.values.positional("shell").flatMap(Shell.init(argument:)) else { return ErrorCategory.usage.exitCode }
        let generator = CompletionGenerator(root: context.root, globals: GlobalOptions.all, values: ["env": context.api.environments.map(\.name)])
        return context.console.emitText(generator.script(for: shell))
    }
}

extension SmokeCommand: BuiltinCommand {
    static let commandName = "smoke"
    static var declaration: Command { command }
    static func run(_ context: CommandContext) -> Int32 {
        SmokeCommand(api: context.api, tree: context.tree, values: context.values, console: context.console).run()
    }
}

extension ConfigCommand: BuiltinCommand {
    static let commandName = "config"
    static var declaration: Command { command }
    static func run(_ context: CommandContext) -> Int32 {
        run(path: context.path, values: context.values, api: context.api, console: context.console)
    }
}

extension DescribeCommand: BuiltinCommand {
    static let commandName = "describe"
    static var declaration: Command { command }
    static func run(_ context: CommandContext) -> Int32 {
        DescribeCommand(api: context.api, groups: context.groups, values: context.values, console: context.console, root: context.root).run()
    }
}

extension InitCommand: BuiltinCommand {
    static let commandName = "init"
    static var declaration: Command { command.using(globals: CommandTree.helpOnly) }
    static func run(_ context: CommandContext) -> Int32 { InitCommand(values: context.values, console: context.console).run() }
}
