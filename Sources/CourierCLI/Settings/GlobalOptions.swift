import Arguments

/// The options every command accepts, anywhere on the line. Declared once, here.
enum GlobalOptions {
    static let env: Option<String> = .optional("env", short: "e", help: "The environment to call (listed by 'courier --help'). Also COURIER_ENV.", valueName: "name")
    static let baseURL: Option<String> = .optional("base-url", help: "Call this base URL instead of the environment's. Also COURIER_BASE_URL.", valueName: "url")
    static let token: Option<String> = .optional("token", help: "The auth token; '-' reads it from stdin. A literal value warns: argv is visible to other users. Also COURIER_TOKEN.", valueName: "token", acceptsStdin: true)
    static let tokenFile: Option<FilePath> = .optional("token-file", help: "Read the auth token from a file. Also COURIER_TOKEN_FILE.", valueName: "path")
    static let header: Option<String> = .repeated("header", short: "H", help: "Add a request header 'Name: value'.", valueName: "header")
    static let timeout: Option<Double> = .optional("timeout", default: "30", help: "Seconds the whole call may take.", valueName: "seconds", range: 0.001...86_400)
    static let connectTimeout: Option<Double> = .optional("connect-timeout", default: "10", help: "Seconds to wait for the connection.", valueName: "seconds", range: 0.001...86_400)
    static let maxBody: Option<Int> = .optional("max-body", default: "268435456", help: "The most response bytes kept in memory.", valueName: "bytes", range: 1...17_179_869_184)
    static let noContract: Option<Bool> = .flag("no-contract", help: "Do not check the envelope's data against the route's model.")
    static let dryRun: Option<Bool> = .flag("dry-run", help: "Print the request that would be sent, and send nothing.")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Add the route, request, timings and attempts to the output.")
    static let help: Option<Bool> = .flag("help", short: "h", help: "Show help for the command.", isTerminal: true)
    static let version: Option<Bool> = .flag("version", help: "Print Courier's version.", isTerminal: true)

    static let all: [OptionDeclaration] = ([
        env, baseURL, token, tokenFile, header, timeout, connectTimeout, maxBody,
        noContract, dryRun, verbose, help, version,
    ] as [any DeclaresOption]).map(\.declaration)
}
