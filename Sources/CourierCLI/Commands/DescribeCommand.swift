import CourierDescribe
import CourierClient
import Arguments
import CourierCore
import CourierShared

/// `courier describe [GROUP [ACTION]] [--json]`: everything known about an action, derived from its
/// declaration and from building its route (see ``ActionDescription``); without an action, a list of
/// actions, like `grpcurl list`.
struct DescribeCommand {
    static let json: Option<Bool> = .flag("json", help: "Print one JSON document instead of text.")

    static let command = Command(
        name: "describe",
        summary: "Show an action's options and where each goes, its request, model fields, samples and an example.",
        discussion: "Without ACTION, lists the actions (of GROUP, or all): group, action, method, path and summary. "
            + "Where each option lands is found by building the route from placeholder values, changing one option at a time.",
        options: [json.declaration],
        positionals: [Positional("group", help: "A command group, e.g. orders.", isRequired: false),
                      Positional("action", help: "An action of the group, e.g. create.", isRequired: false)],
        examples: ["courier describe", "courier describe orders create", "courier describe orders create --json | jq '.options'"])
        .using(CommandTree.helpOnly.union([.env, .baseURL, .serviceURL]))

    let context: CommandContext

    func run() throws(CommandFailure) {
        let (api, groups, values) = (context.api, context.groups, context.values)
        let settings = try context.settings(loadsSession: false)
        let output = context.console(scrubbing: settings.secrets)
        let asJSON = values.flag(Self.json)
        var selected = groups
        if let name = values.positional("group") {
            guard let group = groups.first(where: { $0.name == name }) else {
                throw usage("Unknown command group '\(name)'.", suggesting: Suggestions.closest(to: name, in: groups.map(\.name)),
                            known: groups.map(\.name))
            }
            selected = [group]
            if let actionName = values.positional("action") {
                guard let action = group.action(named: actionName) else {
                    let names = group.actions.map(\.command.name)
                    throw usage("Unknown action '\(actionName)' of '\(name)'.", suggesting: Suggestions.closest(to: actionName, in: names), known: names)
                }
                let description = ActionDescription(group: name, action: action, api: settings.target.api, environment: settings.target.environment,
                                                    secretHeaders: settings.credentials.secretHeaders)
                return asJSON ? try output.emitStream(description.document(), printer: JSONPrinter()) : try output.emitText(description.text())
            }
        }
        let listing = DescribeListing(groups: selected, environment: settings.target.environment, builder: RequestBuilder(appBaseURLs: api.appBaseURLs))
        return asJSON ? try output.emitStream(listing.document(), printer: JSONPrinter()) : try output.emitText(listing.text())
    }

    /// A usage error (exit 2) naming the nearest known name, or the known names when none is near.
    private func usage(_ sentence: String, suggesting suggestion: String?, known: [String]) -> CommandFailure {
        let hint = suggestion.map { " Did you mean '\($0)'?" } ?? (known.isEmpty ? "" : " Known: \(known.joined(separator: ", ")).")
        return .usage(ParseError(.invalid(sentence + hint), command: context.path))
    }
}

/// The list `describe` prints without an action: `orders list  GET /orders  List a user's orders.`
struct DescribeListing {
    let groups: [ActionGroup<any Route>]
    /// For routes that build their own request (Moya, Alamofire): their path is read from the built URL (``ListedRoute``).
    let environment: Environment
    let builder: RequestBuilder

    private var rows: [(group: String, action: String, method: String, path: String, summary: String)] {
        groups.flatMap { group in
            group.actions.map { action in
                let listed = (try? action.make(.placeholders(for: action.command)))
                    .map { ListedRoute($0, action: action, environment: environment, builder: builder).summary }
                return (group.name, action.command.name, listed.map { $0.method.rawValue } ?? "", listed?.pathTemplate ?? "", action.command.summary)
            }
        }
    }

    func document() -> JSON {
        .array(rows.map { row in
            .object([.init("group", .string(row.group)), .init("action", .string(row.action)), .init("method", .string(row.method)),
                     .init("path", .string(row.path)), .init("summary", .string(row.summary))])
        })
    }

    func text() -> String {
        let rows = rows
        let names = rows.map { "\($0.group) \($0.action)" }
        let requests = rows.map { "\($0.method) \($0.path)" }
        let first = names.map(\.count).max() ?? 0
        let second = requests.map(\.count).max() ?? 0
        return rows.indices.map { index in
            var line = names[index] + String(repeating: " ", count: first - names[index].count + 2) + requests[index]
                + String(repeating: " ", count: second - requests[index].count + 2) + rows[index].summary
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
