import CourierClient
import Arguments
import CourierCore

/// A tool call's arguments read against the tool's schema: the action's inputs turned back into the words its command
/// line takes, and the tool's own arguments (``ToolCallOptions``) read out beside them.
extension MCPTool {
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
