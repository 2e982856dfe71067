import Arguments
import CourierCore
import CourierShared
import CourierSmoke
import CourierClient

/// `courier diff --env A --env B GROUP ACTION [options]`: the same call in two environments, compared: status,
/// category, headers (volatile ones left out) and the payload (`data`: the envelope's data, or the body) by
/// structure (keys, types, array lengths, values). Prints the differences as JSON; exit 0 when there are none,
/// ``ExitCodeTable/diffDiffers`` when there are.
///
/// The call after the two `--env`s is any route call, words as typed after the program's name; each side is
/// parsed, resolved and judged exactly as that command line with its own `--env` (as smoke's plan lines are), and
/// compared as a plan's `diff=ENV` compares (``ComparedAnswer``, ``JSONDiff``).
/// The parser hands the call over whole (``Positional/passthrough(_:help:)``): `diff` reads its own `--env` and
/// `--ignore` wherever they stand, and every other word, option or not, is the call's.
struct DiffCommand {
    static let ignore: Option<String> = .repeated("ignore", help: "A path not to compare (and everything under it), as --select writes it: data.updatedAt, headers.x-trace, data.items[*].id.", valueName: "path")
    /// `diff`'s own `--env`, given twice (the global takes one): it shadows the global after `diff`'s name.
    static let environments: Option<String> = .repeated(GlobalOptionName.env.rawValue, short: "e", help: "An environment to call: give it twice, the left side first.", valueName: "name")
    static let command = Command(
        name: BuiltinCommandName.diff.rawValue, summary: "Call one route in two environments and print how the answers differ.",
        discussion: "Give --env twice, then the call as typed after the program's name. Status, category, headers (but volatile ones such as Date, ETag or Set-Cookie) and the payload are compared by structure: keys on one side only, types, array lengths, values. Exit 0 when equal, 12 when they differ.",
        options: [environments.declaration, ignore.declaration],
        positionals: [.passthrough("call", help: "The route call, e.g. orders list --uid 5.")],
        examples: ["courier diff --env dev --env prod orders list --uid 5", "courier diff --env dev --env prod orders detail --no A1001 --ignore data.updatedAt"])
        .using(CommandTree.helpOnly)

    let api: APIDescription
    let root: Command
    let console: Console
    let learned: LearnedSecrets

    /// `diff`'s words, as the parser read them: the two environments, the ignored paths, and the call.
    struct Words: Equatable {
        var environments: [String] = []
        var ignored: [String] = []
        var call: [String] = []

        init(environments: [String] = [], ignored: [String] = [], call: [String] = []) {
            (self.environments, self.ignored, self.call) = (environments, ignored, call)
        }

        init(_ values: ParsedValues) {
            self.init(environments: values.texts(DiffCommand.environments), ignored: values.texts(DiffCommand.ignore),
                      call: values.positionalValues("call"))
        }
    }

    /// A word of the call that a route or a setting reads from standard input itself (a body's `@-`,
    /// `--password-file -`), which the second environment's call would find empty; `-` values the parser reads
    /// (`--token -`) are read once for both (``ValueSource/standardInputOnce()``).
    static func secondStandardInputRead(_ call: [String]) -> String? {
        for (index, word) in call.enumerated() {
            if word == "@-" || word.hasSuffix("=@-") || word == "--password-file=-" { return word }
            if word == "--password-file", index + 1 < call.count, call[index + 1] == "-" { return "--password-file -" }
        }
        return nil
    }

    func run(_ words: Words) throws(CommandFailure) {
        guard words.environments.count == 2 else { throw .error(.diff(.environments(words.environments.count))) }
        guard !words.call.isEmpty else { throw .error(.diff(.call("no route call to compare"))) }
        if let word = Self.secondStandardInputRead(words.call) { throw .error(.diff(.standardInput(word: word))) }
        let calls: CommandLineCalls
        do throws(CourierError) {
            calls = try CommandLineCalls(api: api, root: root, environment: ProcessEnvironment.current(program: api.programName), source: .standardInputOnce())
        } catch {
            throw .error(error)
        }
        // Both prepared before either is sent: a mistake in the call sends nothing.
        var prepared: [Call] = []
        for environment in words.environments {
            switch calls.prepare(["--env", environment] + words.call) {
            case .success(let call): prepared.append(call)
            case .failure(let problem):
                if case .call(let error) = problem.reason { throw .error(error) }
                throw .error(.diff(.call(problem.message)))
            }
        }
        var output = console
        output.secrets = prepared.flatMap(\.settings.secrets)
        learned.add(output.secrets)
        let sides = prepared.map { call in ComparedAnswer(call.perform(), environment: call.settings.target.environment) }
        let differences = JSONDiff(ignored: words.ignored).differences(sides[0].compared, sides[1].compared, at: "")
        let document: JSON = [
            "equal": .bool(differences.isEmpty),
            "left": sides[0].summary, "right": sides[1].summary,
            "differences": .array(differences.map { difference in
                var members: [JSON.Member] = [.init("path", .string(difference.path)), .init("kind", .string(difference.kind.rawValue))]
                if let left = difference.left { members.append(.init("left", left)) }
                if let right = difference.right { members.append(.init("right", right)) }
                return .object(members)
            }),
        ]
        try output.emitStream(document, printer: JSONPrinter())
        if !differences.isEmpty { throw .differs(count: differences.count, left: words.environments[0], right: words.environments[1]) }
    }
}
