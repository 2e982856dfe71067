import Arguments
import CourierClient
import CourierCore
import CourierPlatform
import CourierShared

/// `match 'curl …'`, `match METHOD URL [-H …]`, `match --har FILE`: which of the program's routes builds a captured request, as a command line
/// in the program's own grammar, with the environment whose base URL matched and whether the command sends the
/// identical request (``RouteMatcher``). One JSON document (`requests`, one object each) on a pipe or with `--json`,
/// a line per request on a terminal or with `--text`. Exit 0 when every request matched (ambiguous ones too: they
/// list their candidates), ``ExitCodeTable/matchUnmatched`` when one did not.
enum MatchCommand: BuiltinCommand {
    static let builtinName = BuiltinCommandName.match
    static let environments: Option<String> = .repeated(GlobalOptionName.env.rawValue, short: "e", help: "Look only in this environment (repeatable); by default in every one.", valueName: "name")
    static let har: Option<String> = .optional("har", help: "A HAR 1.2 file: match every entry.", valueName: "file")
    static let filter: Option<String> = .optional("filter", help: "With --har: only the entries whose URL matches this glob.", valueName: "glob")
    static let json: Option<Bool> = .flag("json", help: "Print the JSON document on a terminal too.")
    static let text: Option<Bool> = .flag("text", help: "Print a line per request even on a pipe.")

    static var declaration: Command {
        Command(name: commandName, summary: "Name the route command that builds a captured request, with its values.",
                discussion: "The request is a curl line in one argument (Chrome's, Proxyman's, Charles' Copy as cURL; - reads one from stdin), "
                    + "METHOD URL with curl's options (-H, --data…), or every entry of --har FILE. It is read back through every route (as describe "
                    + "finds where each option lands), the command proposed in this program's own words is built again, and the output says whether it "
                    + "sends the identical request, or what differs. Credentials in the capture never become words: they are listed, redacted. Headers "
                    + "a transport adds (User-Agent, Accept-Encoding…) are set aside. Exit 0 when every request matched, \(ExitCodeTable.matchUnmatched) "
                    + "when one did not, 2 when the capture cannot be read.",
                options: [environments.declaration, har.declaration, filter.declaration, json.declaration, text.declaration],
                positionals: [.passthrough("request", help: "A curl line in one argument, - for one on stdin, or METHOD URL [curl options].")],
                examples: ["courier match GET 'http://127.0.0.1:8080/v1/orders/A1001'",
                           "courier match 'curl -H \"Authorization: Bearer abc\" https://api.example.invalid/v1/orders?uid=5'",
                           "courier match --har session.har --filter '*/v1/orders*'"])
            .using(CommandTree.helpOnly)
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        let values = context.values
        let captured = try requests(values.positionalValues("request"), har: values.optional(har), filter: values.optional(filter))
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

    /// The captured requests the input holds, read by the capture parsers: every entry of a HAR file (any unreadable
    /// one is the error, naming its entry: nothing is matched), a line in one word (`-`: from stdin), or the words of
    /// `METHOD URL [curl options]` or `curl …`.
    static func requests(_ words: [String], har: String?, filter: String?) throws(CommandFailure) -> [CapturedRequest] {
        if let har {
            guard words.isEmpty else { throw .error(.match(.harWithRequest)) }
            return try reading { () throws(CaptureReason) in try HARFile.read(har, filter: filter).map { entry throws(CaptureReason) in try entry.get() } }
        }
        guard !words.isEmpty else { throw .error(.match(.noRequest)) }
        if words == ["-"] {
            switch UserFiles.readStandardInput() {
            case .success(let line): return try reading { () throws(CaptureReason) in [try CapturedRequest.reading(line: line)] }
            case .failure(let failure): throw .error(.match(.standardInput(failure.reason)))
            }
        }
        if words.count == 1 { return try reading { () throws(CaptureReason) in [try CapturedRequest.reading(line: words[0])] } }
        return try reading { () throws(CaptureReason) in
            [RequestLine.looksLikeRequestLine(words) ? try RequestLine.request(from: words) : try CurlLine.request(from: words)]
        }
    }

    /// What `read` gives, or its ``CaptureReason`` as the usage error (exit 2) that names the word, option or entry.
    static func reading(_ read: () throws(CaptureReason) -> [CapturedRequest]) throws(CommandFailure) -> [CapturedRequest] {
        do throws(CaptureReason) {
            return try read()
        } catch {
            throw .error(CourierError(error))
        }
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
