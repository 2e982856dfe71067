import CourierDescribe
import CourierClient
import Arguments
import CourierCore

/// `courier routes [--json]`: the catalog of every action, from the same declarations as parsing and help,
/// then each group's cases that have no command (``UncallableAction``) with the reason and the fix.
struct RoutesCommand {
    let groups: [ActionGroup<any Route>]
    /// The environment whose base URLs the catalog resolves each route's service to.
    var environment: Environment?
    var api: APIDescription?

    /// Builds compat routes' requests to list them (their app base URLs say which service each goes to).
    private var builder: RequestBuilder { RequestBuilder(appBaseURLs: api?.appBaseURLs ?? []) }

    private func listed(_ action: Action<any Route>) -> (route: any Route, listed: ListedRoute)? {
        let command = action.command
        guard let route = try? action.make(.placeholders(for: command.options, positionals: command.positionals)) else { return nil }
        return (route, ListedRoute(route, action: action, environment: environment, builder: builder))
    }

    func catalog() -> JSON {
        var entries: [JSON] = []
        for group in groups {
            for action in group.actions {
                let command = action.command
                var members: [JSON.Member] = [
                    .init("group", .string(group.name)), .init("action", .string(command.name)),
                    .init("summary", .string(command.summary)),
                ]
                if let (route, listed) = listed(action) {
                    let summary = listed.summary
                    let service = listed.destination.service
                    members += [
                        .init("method", .string(summary.method.rawValue)), .init("path", .string(summary.pathTemplate)),
                        .init("query", .array(summary.queryNames.map(JSON.string))), .init("body", .string(summary.bodyKind)),
                        .init("needsAuth", .bool(summary.requiresAuth)), .init("idempotent", .bool(summary.isIdempotent)),
                        .init("model", .string(summary.model)), .init("samples", .array(summary.sampleNames.map(JSON.string))),
                        .init("service", service.map(JSON.string) ?? .null),
                    ]
                    if let environment {
                        let base = listed.destination == .asBuilt ? nil : environment.baseURL(of: service)
                        members.append(.init("baseURL", base.map(JSON.string) ?? .null))
                    }
                    if let api, route.envelope != nil || api.envelope == .plain {
                        members.append(.init("envelope", (route.envelope ?? api.envelope).described))
                    }
                }
                members.append(.init("options", .array(command.options.map(Self.describe))))
                entries.append(.object(members))
            }
            for item in group.uncallable {
                entries.append(.object([.init("group", .string(group.name)), .init("action", .string(item.name)), .init("callable", false),
                                        .init("reason", .string(item.reason)), .init("fix", .string(item.fix))]))
            }
        }
        return .array(entries)
    }

    static func describe(_ option: OptionDeclaration) -> JSON {
        var members: [JSON.Member] = [.init("name", .string(option.name)), .init("type", .string(option.kind.catalogName))]
        if case .choice(let words) = option.kind { members.append(.init("choices", .array(words.map(JSON.string)))) }
        members.append(.init("required", .bool(option.isRequired)))
        if let value = option.defaultValue { members.append(.init("default", .string(value))) }
        if option.isRepeatable { members.append(.init("repeatable", true)) }
        if let range = option.range { members.append(.init("range", [.number(range.lowerBound.shortText), .number(range.upperBound.shortText)])) }
        members.append(.init("help", .string(option.help)))
        return .object(members)
    }

    /// One line per action: `orders list      GET  /orders?uid=…   List a user's orders.`
    func table() -> String {
        var rows: [(String, String, String)] = []
        for group in groups {
            for action in group.actions {
                let command = action.command
                let line = listed(action)?.listed.summary.requestLine ?? ""
                rows.append(("\(group.name) \(command.name)", line, command.summary))
            }
            for item in group.uncallable {
                rows.append(("\(group.name) \(item.name)", "(not callable)", "\(item.reason). Fix: \(item.fix)"))
            }
        }
        let first = rows.map(\.0.count).max() ?? 0
        let second = rows.map(\.1.count).max() ?? 0
        return rows.map { row in
            row.0 + String(repeating: " ", count: first - row.0.count + 2) + row.1
                + String(repeating: " ", count: second - row.1.count + 2) + row.2
        }.joined(separator: "\n")
    }
}
