@testable import Arguments

/// A small tree shaped like Courier's: groups of actions, global options, typed options.
enum Fixture {
    enum Format: String, CaseIterable, ArgumentValue { case json, ndjson, tap }

    static let uid: Option<Int> = .required("uid", help: "The user's id.", range: 1...1000)
    static let no: Option<String> = .required("no", help: "Order number.")
    static let limit: Option<Int> = .optional("limit", default: "20", help: "Page size.")
    static let price: Option<Double> = .optional("price", help: "Price.")
    static let tag: Option<String> = .repeated("tag", short: "t", help: "A tag.")
    static let format: Option<Format> = .optional("format", default: "json", help: "Output format.")
    static let body: Option<String> = .optional("body", help: "Body.", acceptsFile: true, acceptsStdin: true)
    static let dry: Option<Bool> = .flag("dry", short: "d", help: "Dry run.")

    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "More output.")
    static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "Less output.")
    static let env: Option<String> = .optional("env", short: "e", help: "Environment.")
    static let header: Option<String> = .repeated("header", short: "H", help: "Header.")
    static let help: Option<Bool> = .flag("help", short: "h", help: "Help.", isTerminal: true)
    static let version: Option<Bool> = .flag("version", help: "Version.", isTerminal: true)

    static let globals = ([verbose, quiet, env, header, help, version] as [any DeclaresOption]).map(\.declaration)

    static let root = Command(name: "courier", summary: "Call APIs.", subcommands: [
        Command(name: "orders", summary: "Orders.", subcommands: [
            Command(name: "list", summary: "List orders.", options: ([uid, limit, tag, format, dry] as [any DeclaresOption]).map(\.declaration)),
            Command(name: "detail", summary: "One order.", options: [no.declaration]),
            Command(name: "create", summary: "Create.", options: ([uid, price, body] as [any DeclaresOption]).map(\.declaration)),
        ]),
        Command(name: "users", summary: "Users.", subcommands: [
            Command(name: "profile", summary: "Profile."),
        ]),
        Command(name: "request", summary: "Ad-hoc.", positionals: [Positional("method", help: "Method."), Positional("path", help: "Path.")]),
    ])

    static func parser(stdin: String = "piped", files: [String: String] = ["body.json": #"{"a":1}"#]) -> Parser {
        Parser(root: root, globals: globals, source: ValueSource(
            readFile: { path in files[path].map { .success($0) } ?? .failure(.init("No such file or directory")) },
            readStandardInput: { .success(stdin) }))
    }
}
