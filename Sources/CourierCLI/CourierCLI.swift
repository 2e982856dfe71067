import CourierPlatform
import Arguments
import CourierCore
import CurlTransport

/// The `courier` program: parses argv against the API's routes and Courier's own commands, runs one, returns the exit code.
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
        // Before any descriptor is opened: a closed stdout would become libcurl's socket.
        let closed = Platform.checkStandardStreams()
        if closed.contains(1) {
            Console().report(.usage(.stdoutClosed))
            return ErrorCategory.usage.exitCode
        }
        ProcessEnvironment.withholdFromLibcurl()
        Platform.ignoreBrokenPipe()
        // Also unblocks them: a parent may start us with signals blocked (libdispatch threads do).
        Interrupts.install()
        let console = Console()
        // A mistake in the API's description shows at start, whatever command is run.
        var problems = api.problems + CommandTree.problems(groups)
        #if DEBUG
        problems += CommandTree.serviceProblems(groups, api: api)
        #endif
        guard problems.isEmpty else {
            for problem in problems { console.report(.config(.description(problem))) }
            return ErrorCategory.config.exitCode
        }
        let tree = CommandTree(api: api, groups: groups, offersScaffolding: offersScaffolding)
        let root = tree.root
        let parser = Parser(root: root, globals: GlobalOptions.all, source: .courier)
        let result: Parser.Result
        do {
            result = try parser.parse(arguments)
        } catch {
            // Ctrl-C while an option's value was being read from stdin: the user stopped us, no usage error.
            if Interrupts.arrived { return UserFiles.reportInterrupted(console) }
            console.diagnostic(usage: ErrorMessage(root: root).render(error))
            return ErrorCategory.usage.exitCode
        }
        switch result {
        case .help(let path, let all):
            let help = HelpFormatter(root: root, globals: GlobalOptions.all, width: TextWrapping.terminalWidth()).help(for: path, listingGlobals: all)
            return console.emitText(help)
        case .run(let path, let values):
            if values.flag(GlobalOptions.version) {
                var text = api.programName == "courier" ? "courier \(CourierVersion.current)"
                    : "\(api.programName) (courier \(CourierVersion.current))"
                if values.flag(GlobalOptions.verbose) { text += "\n" + CurlTransport.libraryVersion }
                return console.emitText(text)
            }
            if let builtin = BuiltinCommands.all(offersScaffolding: offersScaffolding).first(where: { $0.commandName == path.first }) {
                return builtin.run(CommandContext(api: api, groups: groups, tree: tree, root: root, path: path, values: values, console: console))
            }
            guard let action = tree.action(at: path) else {
                console.diagnostic(usage: ErrorMessage(root: root).render(ParseError(.missingSubcommand, command: path)))
                return ErrorCategory.usage.exitCode
            }
            var call = ActionCommand(api: api, path: path, action: action, values: values,
                                     environment: ProcessEnvironment.current(), root: root, console: console)
            return call.run()
        }
    }
}

extension CourierCLI {
    /// Ends the process with `code` (for a team's `main`, which should not need the platform module).
    public static func exit(_ code: Int32) -> Never { Platform.exit(code) }
}

extension Console {
    func emitText(_ text: String) -> Int32 {
        do {
            try outputText(text)
            return 0
        } catch .closedPipe {
            return 0
        } catch {
            guard case .failed(let reason) = error else { return 0 }
            report(.internal(.outputUnwritable(reason)))
            return ErrorCategory.internal.exitCode
        }
    }
}
