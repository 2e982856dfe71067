import CourierShared
import CourierPlatform
import Arguments
import CourierCore
import CurlTransport
import CourierClient

/// The `courier` program: parses argv against the API's routes and Courier's own commands, runs the command
/// the parser reached, and returns the exit code.
public enum CourierCLI {
    /// - Parameters:
    ///   - api: environments, envelope and auth of the API under test (from `Routes/`).
    ///   - groups: the routers' command groups (from `Routes/`).
    ///   - arguments: argv without the program name.
    ///   - offersScaffolding: whether `init` is a command (the `courier` tool itself, not a team's CLI).
    /// - Returns: the process exit code (see README's table).
    public static func main(api: APIDescription, groups: [ActionGroup<any Route>],
                            arguments: [String] = Array(CommandLine.arguments.dropFirst()), offersScaffolding: Bool = false) -> Int32
    {
        var console = Console()
        console.program = api.programName
        let tree: CommandTree
        do throws(CommandFailure) {
            tree = try start(api: api, groups: groups, offersScaffolding: offersScaffolding)
        } catch {
            return error.report(to: console, root: Command(name: api.programName, summary: ""))
        }
        var parser = Parser(root: Command(name: api.programName, summary: ""), globals: GlobalOptions.all, source: .courier)
        // Read once: the first word picks the part of the tree to build, then the same tokens are parsed.
        var tokens = Token.tokenize(arguments)
        if ImpliedRequest.applies(to: tokens, parser: parser) { tokens = Token.tokenize([RequestCommand.commandName] + arguments) }
        let root = tree.root(reaching: parser.subcommandWord(in: tokens))
        parser.root = root
        let learned = LearnedSecrets()
        do throws(CommandFailure) {
            try run(tokens, tree: tree, parser: parser, console: console, learned: learned)
            return ExitStatus.success.rawValue
        } catch {
            console.secrets = learned.all
            return error.report(to: console, root: root)
        }
    }

    /// What every start does before argv is read: the process's streams and signals, and the program's own
    /// declarations checked (a mistake in them shows whatever command is run).
    private static func start(api: APIDescription, groups: [ActionGroup<any Route>], offersScaffolding: Bool) throws(CommandFailure) -> CommandTree {
        // Before any descriptor is opened: a closed stdout would become libcurl's socket.
        if Platform.checkStandardStreams().contains(1) { throw .error(.usage(.stdoutClosed)) }
        ProcessEnvironment.withholdFromLibcurl()
        Platform.ignoreBrokenPipe()
        // Also unblocks them: a parent may start us with signals blocked (libdispatch threads do).
        Interrupts.install()
        var problems = api.problems + CommandTree.problems(groups)
        #if DEBUG
        problems += CommandTree.serviceProblems(groups, api: api)
        #endif
        guard problems.isEmpty else { throw .description(problems) }
        return CommandTree(api: api, groups: groups, offersScaffolding: offersScaffolding)
    }

    /// Parses argv and runs the command the parser reached; every failure is thrown to ``main``'s one sink.
    private static func run(_ tokens: [Token], tree: CommandTree, parser: Parser, console: Console, learned: LearnedSecrets)
        throws(CommandFailure)
    {
        let api = tree.api
        let root = parser.root
        // `help TOPIC`: a page of the manual, where no command has that name (a command's help comes first).
        if let word = ManualPage.helpWord(in: tokens), root.subcommand(named: word) == nil, let page = ManualPage.named(word) {
            return try console.emitText(page.text(naming: api.programName))
        }
        let result: Parser.Result
        do throws(ParseError) {
            result = try parser.parse(tokens: tokens)
        } catch {
            // Ctrl-C while an option's value was being read from stdin: the user stopped us, no usage error.
            if Interrupts.arrived { throw .error(.interrupted()) }
            throw .usage(ForeignSpellings.noted(ManualPage.suggesting(error, tokens: tokens, root: root)))
        }
        switch result {
        case .help(let path, let all):
            var text = HelpFormatter(root: CompatRequestHelp.root(root, showing: path, api: api), globals: GlobalOptions.all(for: api.programName),
                                     width: TextWrapping.terminalWidth())
                .help(for: path, listingGlobals: all)
            if path.isEmpty { text += "\n\n" + ManualPage.listing(program: api.programName, root: root) }
            try console.emitText(text)
        case .run(let invocation):
            let values = invocation.values
            if values.flag(GlobalOptions.version) {
                var text = api.programName == "courier" ? "courier \(CourierVersion.current)"
                    : "\(api.programName) (courier \(CourierVersion.current))"
                if values.flag(GlobalOptions.verbose) { text += "\n" + CurlTransport.libraryVersion }
                return try console.emitText(text)
            }
            // Only a group that runs by itself has no target of its own; the parser wants a subcommand of any other.
            // A route's action (every route call and `request`) is tried by its concrete type first: a cast to
            // `any Runnable` searches the program's conformance records, at each start.
            let command: any Runnable
            if let action = invocation.target as? Action<any Route> {
                command = action
            } else if let other = invocation.target as? any Runnable {
                command = other
            } else {
                throw .usage(ParseError(.missingSubcommand, command: invocation.path))
            }
            try command.run(CommandContext(tree: tree, root: root, path: invocation.path, values: values,
                                           console: console, learned: learned))
        }
    }
}

extension CourierCLI {
    /// Ends the process with `code` (for a team's `main`, which should not need the platform module).
    public static func exit(_ code: Int32) -> Never { Platform.exit(code) }
}
