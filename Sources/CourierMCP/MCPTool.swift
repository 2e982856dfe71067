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
    /// Whether `--read-only` offers it: the placeholder-built route's own ``Route/isReadOnly`` (safe methods unless
    /// the route says otherwise; the rule smoke's `--read-only` follows too); a route that cannot be built without
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

    private var command: Command { action.command }

    /// The inputs a call may give: the action's options (hidden ones aside) and positionals.
    private var inputs: [(name: String, schema: InputSchema, isPositional: Bool)] {
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
    private var ownArguments: [ToolCallOptions.Name] {
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
        var text = command.summary
        if let discussion = command.discussion, !discussion.isEmpty { text += "\n\n" + discussion }
        if let method, let path { text += "\n\nSends \(method) \(path)." }
        let annotations: JSON = ["title": .string("\(group) \(command.name)"), "readOnlyHint": .bool(!changesState),
                                 "destructiveHint": .bool(method == "DELETE"), "idempotentHint": .bool(method.map { $0 != "POST" && $0 != "PATCH" } ?? false),
                                 "openWorldHint": true]
        var listing: [JSON.Member] = [.init("name", .string(name)), .init("title", .string("\(group) \(command.name)")),
                                      .init("description", .string(text)), .init("inputSchema", .object(inputSchema))]
        if let outputSchema { listing.append(.init("outputSchema", outputSchema)) }
        listing.append(.init("annotations", annotations))
        return .object(listing)
    }

    /// The command line a call's arguments stand for: `orders list --uid=5`. Each option is written `--name=value`
    /// (so a value that starts with `-` stays a value), positionals after `--`.
    /// - Throws: an invalid-params error for an argument the tool does not take, a required one missing, or a value
    ///   outside its schema (JSON type, range, choices), named as the schema names it (`uid`, not `--uid`); what
    ///   only the action knows (a route's own checks) is the parser's and the route's to refuse, in their words.
    package func words(for arguments: [JSON.Member]) throws(JSONRPCError) -> [String] {
        try request(for: arguments).words
    }

    /// The command line a call's arguments stand for (``words(for:)``), and what the call asks of its result and pages.
    package func request(for arguments: [JSON.Member]) throws(JSONRPCError) -> (words: [String], options: ToolCallOptions) {
        var options: [String] = []
        var positionals: [String] = []
        let known = inputs
        let (own, arguments) = try ownOptions(in: arguments)
        let given = Set(arguments.filter { $0.value.expanded != .null }.map(\.key))
        if let missing = known.first(where: { $0.schema.isRequired && !given.contains($0.name) }) {
            throw .invalidParams("\(name) needs \(missing.name)")
        }
        for argument in arguments {
            guard let input = known.first(where: { $0.name == argument.key }) else {
                let names = known.map(\.name).joined(separator: ", ")
                throw .invalidParams("\(name) takes no argument '\(Redaction.printable(argument.key))'" + (names.isEmpty ? "" : " (it takes \(names))"))
            }
            let value = argument.value.expanded
            if value == .null { continue }
            let items: [JSON]
            if input.schema.isRepeatable {
                guard case .array(let array) = value else { throw .invalidParams("\(input.name) is an array, not \(value.kindPhrase)") }
                items = array.map(\.expanded)
            } else {
                items = [value]
            }
            for item in items {
                let text = try Self.text(item, for: input.name, kind: input.schema.kind)
                try Self.check(text, for: input.name, schema: input.schema)
                if input.isPositional {
                    positionals.append(text)
                } else if input.schema.kind == .flag {
                    options.append(text == "true" ? "--\(input.name)" : "--no-\(input.name)")
                } else {
                    options.append("--\(input.name)=\(text)")
                }
            }
        }
        return ([group, command.name] + options + (positionals.isEmpty ? [] : ["--"] + positionals), own)
    }

    /// The tool's own arguments read out of a call's, and the rest (the action's inputs).
    private func ownOptions(in arguments: [JSON.Member]) throws(JSONRPCError) -> (ToolCallOptions, [JSON.Member]) {
        var options = ToolCallOptions()
        var rest: [JSON.Member] = []
        let offered = ownArguments
        let page = pageArgument
        for argument in arguments {
            let value = argument.value.expanded
            if let page, argument.key == page.name {
                if value == .null { continue }
                let text = try Self.text(value, for: page.name, kind: page.isNumber ? .int : .string)
                if page.isNumber, let number = Int(text), number < page.first {
                    throw .invalidParams("\(page.name) is from \(page.first), not \(text)")
                }
                options.page = .query(name: page.name, value: text)
                continue
            }
            guard let own = ToolCallOptions.Name(rawValue: argument.key), offered.contains(own) else {
                rest.append(argument)
                continue
            }
            if value == .null { continue }
            switch own {
            case .verbose: options.verbose = try Self.text(value, for: own.rawValue, kind: .flag) == "true"
            case .all: options.all = try Self.text(value, for: own.rawValue, kind: .flag) == "true"
            case .select:
                let path = try Self.text(value, for: own.rawValue, kind: .string)
                do throws(Rendering.Failure) {
                    options.select = try Selection.parse(path)
                } catch {
                    guard case .selectsNothing(let reason) = error else { throw .invalidParams("select: \(Redaction.printable(path))") }
                    throw .invalidParams(ErrorWording.message(for: reason.asArgument))
                }
            }
        }
        return (options, rest)
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

    /// A value's range and choices, as the schema `tools/list` gave states them.
    private static func check(_ text: String, for name: String, schema: InputSchema) throws(JSONRPCError) {
        if let range = schema.range, let number = Double(text), !range.contains(number) {
            throw .invalidParams("\(name) is from \(range.lowerBound.shortText) to \(range.upperBound.shortText), not \(text)")
        }
        if case .choice(let words) = schema.kind, !words.contains(text) {
            throw .invalidParams("\(name) is one of \(words.joined(separator: ", ")), not '\(Redaction.printable(text))'")
        }
    }

    /// The word for one JSON value, which must have the JSON type the schema gives the input.
    private static func text(_ value: JSON, for name: String, kind: ValueKind) throws(JSONRPCError) -> String {
        switch (kind, value) {
        case (.int, .number(let literal)) where Int(literal) != nil: return literal
        case (.int, _): throw .invalidParams("\(name) is an integer, not \(value.kindPhrase)")
        case (.double, .number(let literal)): return literal
        case (.double, _): throw .invalidParams("\(name) is a number, not \(value.kindPhrase)")
        case (.flag, .bool(let flag)): return flag ? "true" : "false"
        case (.flag, _): throw .invalidParams("\(name) is a boolean, not \(value.kindPhrase)")
        case (_, .string(let text)): return text
        default: throw .invalidParams("\(name) is a string, not \(value.kindPhrase)")
        }
    }
}
