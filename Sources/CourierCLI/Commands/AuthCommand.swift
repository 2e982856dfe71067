import CourierPlatform
import Arguments
import CourierCore
import CourierShared
import CourierClient

/// `auth status | token | logout [--env NAME]`: the sessions `--save` keeps, in the store `--session-store` chooses
/// (``SessionStore``), under the program's own name (`shop auth status`).
enum AuthCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.auth
    static let show: Option<Bool> = .flag("show", help: "Print the token even when standard output is a terminal.")
    static let globals: Set<GlobalOptionName> = CommandTree.helpOnly.union([.env, .sessionStore, .account])

    static var declaration: Command {
        Command(
            name: commandName, summary: "Show, print or remove the sessions --save keeps.",
            discussion: "A login route called with --save keeps its session in $XDG_STATE_HOME/<program>/sessions/<environment>.json (~/.local/state without it), mode 0600 in a 0700 directory, or with --session-store keyring (COURIER_SESSION_STORE=keyring) in the secret service through secret-tool; later calls that need auth send it unless --token, --token-file, COURIER_TOKEN or --user is given.",
            subcommands: [
                Command(name: "status", summary: "Per environment (all, or --env NAME) and account (each stored one, or --account NAME): whether a session is stored, where, its expiry and the store's kind.",
                        examples: ["courier auth status", "courier auth status --env local", "courier auth status --account admin"]).using(globals).targeting(Status()),
                Command(name: "token", summary: "Print the session's token for scripts (only when stdout is not a terminal, unless --show).",
                        options: [show.declaration], examples: ["TOKEN=$(courier auth token)", "courier auth token --env dev | pbcopy"])
                    .using(globals).targeting(Token()),
                Command(name: "logout", summary: "Remove the session of the environment (--env NAME, else the default), or of one of its accounts (--account NAME).",
                        examples: ["courier auth logout", "courier auth logout --env dev", "courier auth logout --account admin"]).using(globals).targeting(Logout()),
            ],
            examples: ["courier users login --username alice --password - --save < pw", "courier auth status", "courier auth logout",
                       "courier auth status --session-store keyring"])
            .using(globals)
    }

    static func run(_ context: CommandContext) throws(CommandFailure) { try Status().run(context) }

    /// The store and the environment chosen, or every environment when none was chosen and `all` is asked.
    static func resolve(_ context: CommandContext) throws(CommandFailure) -> (any SessionStore, Settings) {
        let settings = try context.settings()
        guard let store = settings.credentials.sessions else {
            throw .error(settings.credentials.storeProblem ?? .session(.noStateDirectory))
        }
        return (store, settings)
    }

    struct Status: Runnable {
        func run(_ context: CommandContext) throws(CommandFailure) {
            let (store, settings) = try AuthCommand.resolve(context)
            let chosen = context.values.isGiven(GlobalOptions.env) || ProcessEnvironment.current(program: context.api.programName)[.env] != nil
            let environments = chosen ? [settings.target.environment.name] : settings.target.api.environments.map(\.name)
            // Each environment's own session and its accounts' (only the one asked for with --account).
            let keys: [(environment: String, account: String?)] = environments.flatMap { name -> [(environment: String, account: String?)] in
                if let account = settings.target.account { return [(name, account)] }
                return [(name, String?.none)] + store.accounts(of: name).map { (name, Optional($0)) }
            }
            var first: CourierError?
            var rows: [JSON] = []
            let now = PipelineClock.system.now()
            // A store that cannot be reached is asked once, not once per environment (each ask may wait its timeout).
            var unreachable = settings.credentials.storeProblem
            var shownUnreachable = false
            for (environment, account) in keys {
                let name = Target.sessionKey(environment: environment, account: account)
                var row: [JSON.Member] = [.init("environment", .string(environment))]
                if let account { row.append(.init("account", .string(account))) }
                row.append(store.location(of: name))
                do throws(CourierError) {
                    if let unreachable { throw unreachable }
                    let session = try store.load(name)
                    row.append(.init("stored", .bool(session != nil)))
                    if let session {
                        row.append(.init("kind", .string(session.cookie == nil ? "token" : "cookie")))
                        if let expires = session.expiresAt {
                            row.append(.init("expiresAt", .string(HTTPDate.format(expires))))
                            row.append(.init("expired", .bool(session.isExpired(at: now))))
                        }
                        row.append(.init("refreshable", .bool(session.refreshToken != nil && settings.target.api.refresh != nil)))
                    }
                } catch {
                    let stored = store.isStored(name, despite: error)
                    row.append(.init("stored", stored.map(JSON.bool) ?? .null))
                    // An unreachable store's error is printed once, on the row that met it.
                    if stored != nil || !shownUnreachable { row.append(.init("error", .object(ErrorWording.members(for: error)))) }
                    if stored == nil { (unreachable, shownUnreachable) = (error, true) }
                    first = first ?? error
                }
                rows.append(.object(row))
            }
            let document: JSON = .object([.init("store", .string(store.kind.rawValue))] + store.summary + [.init("environments", .array(rows))])
            try context.console.emitStream(document, printer: JSONPrinter())
            if let first { throw .error(first) }
        }
    }

    struct Token: Runnable {
        func run(_ context: CommandContext) throws(CommandFailure) {
            let (store, settings) = try AuthCommand.resolve(context)
            let environment = settings.target.sessionKey
            guard !Platform.isTerminal(1) || context.values.flag(AuthCommand.show) else {
                throw .error(.command(.secretToTerminal))
            }
            let session: Session
            do throws(CourierError) {
                guard let stored = try store.load(environment) else { throw .session(.none(environment: environment)) }
                session = stored
            } catch {
                throw .error(error)
            }
            try context.console.emitText(session.token + "\n")
        }
    }

    struct Logout: Runnable {
        func run(_ context: CommandContext) throws(CommandFailure) {
            let (store, settings) = try AuthCommand.resolve(context)
            let key = settings.target.sessionKey
            let removed: Bool
            do throws(CourierError) {
                removed = try store.remove(key)
            } catch {
                throw .error(error)
            }
            var members: [JSON.Member] = [.init("environment", .string(settings.target.environment.name))]
            if let account = settings.target.account { members.append(.init("account", .string(account))) }
            let document: JSON = .object(members + [store.location(of: key), .init("removed", .bool(removed))])
            try context.console.emitStream(document, printer: JSONPrinter())
        }
    }
}
