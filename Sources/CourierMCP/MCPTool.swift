import CourierClient
import Arguments
import CourierCore

/// One route action as an MCP tool: its name, description and `inputSchema` read from the same
/// ``ActionDescription`` and ``InputSchema`` that `describe` and `openapi` read, and the arguments of a call
/// turned back into the words the action's command line takes (``words(for:)``), so a tool call is parsed,
/// checked and built exactly as the same call typed after the program's name.
package struct MCPTool {
    /// `orders_list`: group and action, joined by `_`, every character outside `[A-Za-z0-9_-]` as `_` (the
    /// names every MCP client and model API accepts, a subset of what the 2025-06-18 specification allows).
    package let name: String
    package let group: String
    package let action: Action<any Route>
    /// The method the placeholder-built route sends; `nil` when the route cannot be built without real values.
    package let method: String?
    package let path: String?
    /// Whether it is offered only with `--allow-writes`: the placeholder-built route's own ``Route/isReadOnly`` (safe
    /// methods unless the route says otherwise; the rule smoke's `--read-only` follows too); a route that cannot be built without
    /// real values counts as changing state.
    package let changesState: Bool
    /// How the placeholder-built route pages: its tool takes the cursor or page argument and `all`.
    package let paging: Paging?
    /// The JSON Schema of the route's data (its model, as `openapi` documents it, self-contained with `$defs`): the
    /// `data` of the tool's `outputSchema`; `nil` when the route declares no model or the server cannot promise it.
    package var dataSchema: JSON?
    /// The most pages `all` fetches (the server's `--max-pages`), which its description states.
    package var maxPages = PageOptions.defaultMaxPages

    package init(group: String, action: Action<any Route>, description: ActionDescription) {
        self.group = group
        self.action = action
        name = Self.toolName(group, action.command.name)
        let template = description.template
        method = template?.method.uppercased()
        path = template?.path
        changesState = !(description.route?.isReadOnly ?? false)
        paging = description.route?.paging
    }

    package static func toolName(_ group: String, _ action: String) -> String {
        String(String.UnicodeScalarView((group + "_" + action).unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": scalar
            default: "_"
            }
        }).prefix(64))
    }

    var command: Command { action.command }

    /// The inputs a call may give: the action's options (hidden ones aside) and positionals.
    var inputs: [(name: String, schema: InputSchema, isPositional: Bool)] {
        command.options.filter { !$0.isHidden }.map { ($0.name, InputSchema($0), false) }
            + command.positionals.map { ($0.name, InputSchema($0), true) }
    }

    /// The argument this tool pages by, unless one of the action's own inputs takes its name.
    var pageArgument: ToolCallOptions.PageArgument? {
        ToolCallOptions.PageArgument(paging).flatMap { argument in inputs.contains { $0.name == argument.name } ? nil : argument }
    }

    /// The values a call gives to secret options (a password): the server scrubs them from every reply from the moment
    /// the call is read, before it runs, so a call running at the same time that echoes one cannot show it.
    package func secrets(in arguments: [JSON.Member]) -> [String] {
        let secret = Set(command.options.filter(\.isSecret).map(\.name))
        return arguments.filter { secret.contains($0.key) }.flatMap { argument -> [String] in
            switch argument.value.expanded {
            case .string(let text): [text]
            case .array(let items): items.compactMap(\.expanded.stringValue)
            default: []
            }
        }
    }

    /// The name of the argument this tool pages by (`cursor`, `page`), for a note on how to narrow a call.
    package var pageArgumentName: String? { pageArgument?.name }

    /// The next page as the argument that fetches it, the data a result's `next` carries: `{"cursor": "c3"}`.
    package func nextArgument(_ page: NextPage) -> JSON? { ToolCallOptions.next(page, argument: pageArgument) }

    /// The tool's own arguments (``ToolCallOptions``) that no input of the action shadows: `verbose`, `select`, and
    /// for a paged route `all`.
    var ownArguments: [ToolCallOptions.Name] {
        ToolCallOptions.Name.allCases.filter { own in (own != .all || paging != nil) && !inputs.contains { $0.name == own.rawValue } }
    }

    /// The tool as `tools/list` lists it.
    package var listing: JSON {
        var properties: [JSON.Member] = []
        var required: [JSON] = []
        for input in inputs {
            var schema = input.schema.schema
            if case .object(var members) = schema, !input.schema.help.isEmpty {
                members.append(.init("description", .string(input.schema.help)))
                schema = .object(members)
            }
            properties.append(.init(input.name, schema))
            if input.schema.isRequired { required.append(.string(input.name)) }
        }
        if let page = pageArgument { properties.append(.init(page.name, page.schema)) }
        for own in ownArguments { properties.append(.init(own.rawValue, ToolCallOptions.schema(own, maxPages: maxPages))) }
        var inputSchema: [JSON.Member] = [.init("type", "object"), .init("properties", .object(properties))]
        if !required.isEmpty { inputSchema.append(.init("required", .array(required))) }
        inputSchema.append(.init("additionalProperties", false))
        // A case without a doc comment has no summary: the description starts with what is there.
        let text = [command.summary, command.discussion ?? "", method.flatMap { method in path.map { "Sends \(method) \($0)." } } ?? ""]
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
        let annotations: JSON = ["title": .string("\(group) \(command.name)"), "readOnlyHint": .bool(!changesState),
                                 "destructiveHint": .bool(method == "DELETE"), "idempotentHint": .bool(method.map { $0 != "POST" && $0 != "PATCH" } ?? false),
                                 "openWorldHint": true]
        var listing: [JSON.Member] = [.init("name", .string(name)), .init("title", .string("\(group) \(command.name)")),
                                      .init("description", .string(text)), .init("inputSchema", .object(inputSchema))]
        if let outputSchema { listing.append(.init("outputSchema", outputSchema)) }
        listing.append(.init("annotations", annotations))
        return .object(listing)
    }

    /// The tool's `outputSchema` (MCP 2025-06-18): an object whose `data` is the route's model, `next` the argument
    /// that fetches the next page; `data` is not required, as a `select` or `verbose` result has other members.
    package var outputSchema: JSON? {
        guard let dataSchema else { return nil }
        var properties: [JSON.Member] = [.init("data", Self.withoutDefs(dataSchema))]
        if let page = pageArgument {
            properties.append(.init("next", ["type": "object", "description": "Call again with this argument for the next page; absent on the last.",
                                             "properties": .object([.init(page.name, page.schema)])]))
        }
        var schema: [JSON.Member] = [.init("type", "object"), .init("properties", .object(properties))]
        if let defs = dataSchema["$defs"] { schema.append(.init("$defs", defs)) }
        return .object(schema)
    }

    /// A self-contained schema without its `$defs`, which move to the top of the output schema where `#/$defs/…` finds them.
    private static func withoutDefs(_ schema: JSON) -> JSON {
        guard case .object(let members) = schema else { return schema }
        return .object(members.filter { $0.key != "$defs" })
    }
}
