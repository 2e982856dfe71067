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

    package init(group: String, action: Action<any Route>, description: ActionDescription) {
        self.group = group
        self.action = action
        name = Self.toolName(group, action.command.name)
        let template = description.template
        method = template?.method.uppercased()
        path = template?.path
        changesState = !(description.route?.isReadOnly ?? false)
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
        var inputSchema: [JSON.Member] = [.init("type", "object"), .init("properties", .object(properties))]
        if !required.isEmpty { inputSchema.append(.init("required", .array(required))) }
        inputSchema.append(.init("additionalProperties", false))
        // A case without a doc comment has no summary: the description starts with what is there.
        let text = [command.summary, command.discussion ?? "", method.flatMap { method in path.map { "Sends \(method) \($0)." } } ?? ""]
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
        let annotations: JSON = ["title": .string("\(group) \(command.name)"), "readOnlyHint": .bool(!changesState),
                                 "destructiveHint": .bool(method == "DELETE"), "idempotentHint": .bool(method.map { $0 != "POST" && $0 != "PATCH" } ?? false),
                                 "openWorldHint": true]
        return ["name": .string(name), "title": .string("\(group) \(command.name)"), "description": .string(text),
                "inputSchema": .object(inputSchema), "annotations": annotations]
    }

    /// The command line a call's arguments stand for: `orders list --uid=5`. Each option is written `--name=value`
    /// (so a value that starts with `-` stays a value), positionals after `--`.
    /// - Throws: an invalid-params error for an argument the tool does not take, a required one missing, or a value
    ///   outside its schema (JSON type, range, choices), named as the schema names it (`uid`, not `--uid`); what
    ///   only the action knows (a route's own checks) is the parser's and the route's to refuse, in their words.
    package func words(for arguments: [JSON.Member]) throws(JSONRPCError) -> [String] {
        var options: [String] = []
        var positionals: [String] = []
        let known = inputs
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
        return [group, command.name] + options + (positionals.isEmpty ? [] : ["--"] + positionals)
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
