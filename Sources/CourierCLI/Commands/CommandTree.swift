import Arguments
import CourierCore
import CourierShared
import CourierClient

/// The whole command tree: the API's groups from `Routes/`, then Courier's own commands.
struct CommandTree {
    let api: APIDescription
    let groups: [ActionGroup<any Route>]
    var offersScaffolding = false

    /// The globals of a command that neither calls nor reads settings: only help and version.
    static let helpOnly: Set<GlobalOptionName> = [.help, .helpAll, .version]

    /// The whole tree (help, completion, smoke and the rest walk all of it).
    var root: Command { root(reaching: nil) }

    /// The tree a command line whose first word is `word` (``Parser/subcommandWord(in:)``) can reach: for a
    /// route group, no built-in command; for `request`, only that one; otherwise all of them. Building every
    /// built-in's declaration was a noticeable part of every route call's start.
    /// Only commands that never walk the tree are pruned; an unknown word gets the whole tree, for suggestions.
    func root(reaching word: String?) -> Command {
        var commands = BuiltinCommands.all(offersScaffolding: offersScaffolding)
        if let word, groups.contains(where: { $0.name == word }) {
            commands = []
        } else if word == RequestCommand.commandName {
            commands = [RequestCommand.self]
        }
        var builtins = commands.map { $0.node }
        builtins.sort { $0.name < $1.name }
        if api.programName != "courier" { builtins = builtins.map { $0.renamingProgram(to: api.programName) } }
        return Command(
            name: api.programName,
            summary: "Call the \(api.name) API through its typed routes and print one JSON document.",
            subcommands: groups.map { $0.command } + builtins,
            details: [
                Command.Detail("ENVIRONMENTS", api.environments.map { env in
                    "\(env.name)\(env.name == api.defaultEnvironment ? " (default)" : ""): \(env.baseURL)"
                }.joined(separator: "\n")),
                Command.Detail("EXIT CODES", Self.exitCodes),
            ],
            examples: api.examples.isEmpty ? ["\(api.programName) routes", "\(api.programName) --env \(api.defaultEnvironment) config"] : api.examples)
    }

    /// Routes that name a service no environment defines, by action. Each action's route is built once from
    /// placeholder values, so this is checked at start only in debug builds (where a team develops: `swift
    /// run`), and by `routes`.
    static func serviceProblems(_ groups: [ActionGroup<any Route>], api: APIDescription) -> [DescriptionProblem] {
        let services = Set(api.serviceNames)
        var problems: [DescriptionProblem] = []
        for group in groups {
            for action in group.actions {
                guard let route = try? action.make(.placeholders(for: action.command.options)), let service = route.service,
                      !services.contains(service) else { continue }
                problems.append(.routeUnknownService(command: "\(group.name) \(action.command.name)", service: service, defined: services.sorted()))
            }
        }
        return problems
    }

    /// Declarations that cannot work together: two groups of one name, two actions of one name in a group,
    /// a group named like a built-in command, an option spelled like a reserved global (``GlobalOptionName/reserved``:
    /// the build tool refuses these in routers; a command written by hand is checked here).
    static func problems(_ groups: [ActionGroup<any Route>]) -> [DescriptionProblem] {
        // Arrays, not Sets: a few dozen names, and every start pays for this check (a Set's first String hash
        // costs more than the comparisons).
        var problems: [DescriptionProblem] = []
        var names = BuiltinCommands.reservedNames
        for group in groups {
            if names.contains(group.name) { problems.append(.duplicateGroup(group.name)) }
            names.append(group.name)
            for (index, action) in group.actions.enumerated()
            where group.actions[..<index].contains(where: { $0.command.name == action.command.name }) {
                problems.append(.duplicateAction(group: group.name, action: action.command.name))
            }
            for action in group.actions {
                for option in action.command.options {
                    let spellings = option.longSpellings.map { "--" + $0 } + (option.short.map { ["-\($0)"] } ?? [])
                    guard let taken = spellings.first(where: { Self.reservedSpellings.contains($0) }) else { continue }
                    problems.append(.reservedOption(command: group.name + " " + action.command.name, option: taken))
                }
            }
        }
        return problems
    }

    static var exitCodes: String { ExitCodeTable.summary }

    /// The spellings no command's own option may take: the reserved globals' (`--help`, `-h`, `--help-all`).
    static let reservedSpellings: [String] = GlobalOptions.all.filter { global in GlobalOptionName.reserved.contains { $0.rawValue == global.name } }
        .flatMap { $0.longSpellings.filter { !$0.hasPrefix("no-") }.map { "--" + $0 } + ($0.short.map { ["-\($0)"] } ?? []) }
}

extension Command {
    /// This built-in command as a team's program shows it: examples start with the program's name, and the
    /// variables its words name are the program's own (`SHOP_TOKEN`, read before `COURIER_TOKEN`), its subcommands' too.
    func renamingProgram(to name: String) -> Command {
        var command = self
        let prefix = VariablePrefix(program: name).text
        command.examples = examples.map { $0.replacing("courier ", with: "\(name) ").replacing(VariablePrefix.courier.text, with: prefix) }
        command.discussion = discussion?.replacing(VariablePrefix.courier.text, with: prefix)
        command.subcommands = subcommands.map { $0.renamingProgram(to: name) }
        return command
    }
}

extension Command {
    /// This command, accepting only the named global options: the names as ``GlobalOptionName`` spells them, never as
    /// string literals that could drift from the declarations.
    func using(_ globals: Set<GlobalOptionName>) -> Command { using(globals: Set(globals.map(\.rawValue))) }
}
