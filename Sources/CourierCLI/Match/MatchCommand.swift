import Arguments
import CourierClient
import CourierCore
import CourierPlatform
import CourierShared

/// `match METHOD URL [-H …] [--data …]`: which of the program's routes builds a captured request, as a command line
/// in the program's own grammar, with the environment whose base URL matched and whether the command sends the
/// identical request (``RouteMatcher``). One JSON document (`requests`, one object each) on a pipe or with `--json`,
/// a line per request on a terminal or with `--text`. Exit 0 when every request matched (ambiguous ones too: they
/// list their candidates), ``ExitCodeTable/matchUnmatched`` when one did not.
enum MatchCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.match
    static let header: Option<String> = .repeated("header", short: "H", help: "A captured request header 'Name: value'.", valueName: "header")
    static let data: Option<String> = .optional("data", short: "d", help: "The captured request's body (sent with -H's Content-Type, else as a form, as curl's -d).", valueName: "body")
    static let environments: Option<String> = .repeated(GlobalOptionName.env.rawValue, short: "e", help: "Look only in this environment (repeatable); by default in every one.", valueName: "name")
    static let har: Option<String> = .optional("har", help: "A HAR 1.2 file: match every entry.", valueName: "file")
    static let filter: Option<String> = .optional("filter", help: "With --har: only the entries whose URL matches this glob.", valueName: "glob")
    static let json: Option<Bool> = .flag("json", help: "Print the JSON document on a terminal too.")
    static let text: Option<Bool> = .flag("text", help: "Print a line per request even on a pipe.")

    static var declaration: Command {
        Command(name: commandName, summary: "Name the route command that builds a captured request, with its values.",
                discussion: "Reads the request back through every route (as describe finds where each option lands), proposes the command in this program's "
                    + "own words, builds it again and says whether it sends the identical request, or what differs. Credentials in the capture never "
                    + "become words: they are listed, redacted. Headers a transport adds (User-Agent, Accept-Encoding…) are set aside. "
                    + "Exit 0 when every request matched, \(ExitCodeTable.matchUnmatched) when one did not.",
                options: [header.declaration, data.declaration, environments.declaration, har.declaration, filter.declaration, json.declaration, text.declaration],
                positionals: [Positional("request", help: "METHOD URL (a curl line in one argument, or - for one on stdin, when the capture reader lands).",
                                         isRequired: false, isRepeating: true)],
                examples: ["courier match GET 'http://127.0.0.1:8080/v1/orders/A1001'",
                           "courier match POST http://127.0.0.1:8080/v1/orders -H 'Content-Type: application/json' -d '{\"uid\":5,\"sku\":\"SKU-1\",\"qty\":2}'"])
            .using(CommandTree.helpOnly)
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let values = context.values
        let words = values.positionalValues("request")
        if values.isGiven(har) { throw .error(.match(.unreadForm("a HAR file"))) }
        if words.count == 1 { throw .error(.match(words[0] == "-" || words[0].hasPrefix("curl") ? .unreadForm("a curl line") : .notARequest(words[0]))) }
        let captured: [CapturedRequest]
        do throws(CourierError) {
            captured = [try RequestWords.request(words, headers: values.texts(header), data: values.optional(data))]
        } catch {
            throw .error(error)
        }
        let environments = try chosenEnvironments(values.texts(Self.environments), api: context.api)
        let matcher = RouteMatcher(groups: context.groups, api: context.api, environments: environments, root: context.root)
        let matches = captured.map(matcher.match)
        let program = context.api.programName
        let asText = values.flag(text) || (!values.flag(json) && Platform.isTerminal(1))
        if asText {
            try context.console.emitText(matches.map { $0.line(program: program) }.joined(separator: "\n"))
        } else {
            try context.console.emitStream(document(matches, program: program), printer: JSONPrinter())
        }
        let unmatched = matches.filter { $0.outcome == .unmatched }.count
        if unmatched > 0 { throw .unmatched(count: unmatched, of: matches.count) }
    }

    /// The whole output: how many matched, were ambiguous or unmatched, and each request's object.
    static func document(_ matches: [RouteMatch], program: String) -> JSON {
        let count = { (outcome: RouteMatch.Outcome) in JSON.number(String(matches.filter { $0.outcome == outcome }.count)) }
        return ["matched": count(.matched), "ambiguous": count(.ambiguous), "unmatched": count(.unmatched),
                "requests": .array(matches.map { $0.document(program: program) })]
    }

    /// The environments `--env` names, in the order given; every one when none is named.
    static func chosenEnvironments(_ names: [String], api: APIDescription) throws(CommandFailure) -> [Environment] {
        guard !names.isEmpty else {
            // The default environment first: an action found in several is reported in it.
            return api.environments.filter { $0.name == api.defaultEnvironment } + api.environments.filter { $0.name != api.defaultEnvironment }
        }
        var chosen: [Environment] = []
        for name in names {
            guard let environment = api.environments.first(where: { $0.name == name }) else {
                throw .error(.match(.unknownEnvironment(name, known: api.environments.map(\.name))))
            }
            chosen.append(environment)
        }
        return chosen
    }
}
