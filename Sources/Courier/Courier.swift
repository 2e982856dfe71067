// One `import Courier` gives a team everything it needs to describe its API and run its CLI:
// routes and the API description (CourierCore), option and command declarations (Arguments), and the
// program itself (CourierCLI). The modules behind it stay separate so their dependency rules hold; what they
// share among themselves is `package`, so a team sees only the public declarations (`make api-surface` counts them).
@_exported import Arguments
@_exported import CourierCore
import CourierCLI

/// A team's command-line program: its API and its routers' commands. A team's `main.swift` is
///
///     import Courier
///     import ShopRoutes
///     Shop.main()
public protocol CourierProgram {
    /// Environments, envelope, auth, plugins; `programName` names the executable in help and completions.
    static var api: APIDescription { get }
    /// Every router's command group, in the order `--help` lists them.
    static var commands: [ActionGroup<any Route>] { get }
    /// Whether the program offers `init` (scaffold a team package). Default `false`: only the `courier`
    /// tool itself does.
    static var offersScaffolding: Bool { get }
}

extension CourierProgram {
    /// `false`: a team's program does not offer `init`.
    public static var offersScaffolding: Bool { false }

    /// Runs the program with the process's arguments and exits with its code (see README's table).
    public static func main() -> Never {
        CourierCLI.exit(run())
    }

    /// Runs the program with `arguments` (argv without the program name) and returns the exit code.
    public static func run(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        CourierCLI.main(api: api, groups: commands, arguments: arguments, offersScaffolding: offersScaffolding)
    }
}
