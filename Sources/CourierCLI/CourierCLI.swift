#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Arguments
import CourierCore
import CurlTransport

/// The `courier` program: parses argv against the API's routes and Courier's own commands, runs one, returns the exit code.
public enum CourierCLI {
    /// - Parameters:
    ///   - api: environments, envelope and auth of the API under test (from `Routes/`).
    ///   - groups: the routers' command groups (from `Routes/`).
    ///   - arguments: argv without the program name.
    /// - Returns: the process exit code (see README's table).
    public static func main(api: APIDescription, groups: [ActionGroup<any Route>],
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32
    {
        // Before any descriptor is opened: a closed stdout would become libcurl's socket.
        let closed = Platform.checkStandardStreams()
        if closed.contains(1) {
            Console().diagnostic("courier: \(ErrorCategory.usage.rawValue): standard output is closed; the result has nowhere to go (redirect it: > FILE or > /dev/null)")
            return ErrorCategory.usage.exitCode
        }
        signal(SIGPIPE, SIG_IGN)
        // A parent may start us with signals blocked (libdispatch threads do); Ctrl-C must still work.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        CurlRuntime.installInterruptHandler()
        let tree = CommandTree(api: api, groups: groups)
        let root = tree.root
        let parser = Parser(root: root, globals: GlobalOptions.all)
        let console = Console()
        let result: Parser.Result
        do {
            result = try parser.parse(arguments)
        } catch {
            console.diagnostic(usage: ErrorMessage(root: root).render(error))
            return ErrorCategory.usage.exitCode
        }
        switch result {
        case .help(let path):
            let help = HelpFormatter(root: root, globals: GlobalOptions.all, width: TextWrapping.terminalWidth()).help(for: path)
            return console.emitText(help)
        case .run(let path, let values):
            if values.flag(GlobalOptions.version) {
                var text = "courier \(CourierVersion.current)"
                if values.flag(GlobalOptions.verbose) { text += "\n" + CurlTransport.libraryVersion }
                return console.emitText(text)
            }
            if path == ["routes"] {
                let command = RoutesCommand(groups: groups)
                if values.flag(CommandTree.routesJSON) { return console.emitStream(command.catalog(), printer: JSONPrinter(), code: 0) }
                return console.emitText(command.table())
            }
            if path == ["completion"], let shell = values.positional("shell").flatMap(Shell.init(argument:)) {
                return console.emitText(CompletionGenerator(root: root, globals: GlobalOptions.all).script(for: shell))
            }
            if path == ["smoke"] {
                return SmokeCommand(api: api, tree: tree, values: values, console: console).run()
            }
            if path == ["config"] {
                do {
                    let settings = try Settings.resolve(values, api: api, environment: ProcessEnvironment.current())
                    return Console(secrets: settings.secrets).emitStream(ConfigCommand(settings: settings, api: api).document(),
                                                                         printer: JSONPrinter(), code: 0)
                } catch {
                    console.diagnostic("courier: \(error)")
                    return error.exitCode
                }
            }
            guard let action = tree.action(at: path) else {
                console.diagnostic(usage: ErrorMessage(root: root).render(ParseError(.missingSubcommand, command: path)))
                return ErrorCategory.usage.exitCode
            }
            var call = RouteCall(api: api, path: path, action: action, values: values,
                                 environment: ProcessEnvironment.current(), console: console)
            return call.run()
        }
    }
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
            diagnostic("courier: internal: cannot write the output: \(reason)")
            return ErrorCategory.internal.exitCode
        }
    }
}
