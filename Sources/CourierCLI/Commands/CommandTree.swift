import Arguments
import CourierCore

/// The whole command tree: the API's groups from `Routes/`, then Courier's own commands.
struct CommandTree {
    let api: APIDescription
    let groups: [ActionGroup<any Route>]

    static let routesJSON: Option<Bool> = .flag("json", help: "Print the catalog as JSON for other tools.")
    /// The globals of a command that neither calls nor reads settings: only help and version.
    static let helpOnly: Set<String> = ["help", "help-all", "version"]

    var root: Command {
        var builtins = [
            AdHocRoute.command,
            SmokeCommand.command,
            ConfigCommand.command,
            Command(name: "routes", summary: "List every action with its method and path.", options: [Self.routesJSON.declaration],
                    examples: ["courier routes", "courier routes --json | jq '.[].path'"]).using(globals: Self.helpOnly),
            Command(name: "completion", summary: "Print a shell completion script.",
                    positionals: [Positional("shell", kind: Shell.valueKind, help: "The shell.")],
                    examples: ["source <(courier completion bash)", "courier completion zsh > \"${fpath[1]}/_courier\"",
                               "courier completion fish > ~/.config/fish/completions/courier.fish"]).using(globals: Self.helpOnly),
        ]
        builtins.sort { $0.name < $1.name }
        return Command(
            name: "courier",
            summary: "Call the \(api.name) API through its typed routes and print one JSON document.",
            subcommands: groups.map { $0.command } + builtins,
            details: [
                Command.Detail("ENVIRONMENTS", api.environments.map { env in
                    "\(env.name)\(env.name == api.defaultEnvironment ? " (default)" : ""): \(env.baseURL)"
                }.joined(separator: "\n")),
                Command.Detail("EXIT CODES", Self.exitCodes),
            ],
            examples: [
                "courier orders list --uid 5",
                "courier --env dev orders detail --no A1001 --verbose",
                "COURIER_TOKEN=… courier users profile",
            ])
    }

    static let exitCodes = """
        0 success; 1 internal error; 2 usage or config error (nothing sent);
        3/4/5 final HTTP status 3xx/4xx/5xx; 6 too many redirects;
        7 network failure; 8 timeout; 9 TLS failure; 10 decoding or contract failure;
        11 business error (envelope code); 13 smoke failures; 130 interrupted
        """

    func action(at path: [String]) -> Action<any Route>? {
        if path == ["request"] {
            return Action(command: AdHocRoute.command) { values throws(ParseError) in
                do throws(CourierError) {
                    return try AdHocRoute.make(values)
                } catch {
                    throw ParseError(.invalid(error.message), command: path)
                }
            }
        }
        guard path.count == 2, let group = groups.first(where: { $0.name == path[0] }) else { return nil }
        return group.action(named: path[1])
    }
}
