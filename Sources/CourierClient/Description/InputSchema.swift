import Arguments
import CourierCore

/// An action's option or positional as JSON Schema reads it: the one description of an input that
/// `courier openapi` (a parameter's or body leaf's schema) and `courier mcp` (a tool's `inputSchema` property)
/// both print, so the document and the tools never disagree about a type, range, choice or default.
package struct InputSchema {
    package var kind: ValueKind
    package var isRequired: Bool
    package var range: ClosedRange<Double>?
    package var defaultValue: String?
    package var isRepeatable: Bool
    package var help: String

    /// The option or positional called `name` in `command`; `nil` when it has none.
    package init?(named name: String, in command: Command) {
        if let option = command.options.first(where: { $0.name == name }) {
            self.init(option)
        } else if let positional = command.positionals.first(where: { $0.name == name }) {
            self.init(positional)
        } else {
            return nil
        }
    }

    package init(_ option: OptionDeclaration) {
        self.init(kind: option.kind, isRequired: option.isRequired, range: option.range, defaultValue: option.defaultValue,
                  isRepeatable: option.isRepeatable, help: option.help)
    }

    package init(_ positional: Positional) {
        self.init(kind: positional.kind, isRequired: positional.isRequired, range: nil, defaultValue: nil, isRepeatable: positional.isRepeating,
                  help: positional.help)
    }

    package init(kind: ValueKind, isRequired: Bool, range: ClosedRange<Double>?, defaultValue: String?, isRepeatable: Bool, help: String) {
        self.kind = kind
        self.isRequired = isRequired
        self.range = range
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.help = help
    }

    /// `{"type": "integer", "minimum": 1, "maximum": 999}`, a choice's `enum`, a default typed as the value;
    /// a repeatable input is an array of them.
    package var schema: JSON {
        var members: [JSON.Member] = []
        switch kind {
        case .string, .path, .size: members.append(.init("type", "string"))
        case .int: members.append(.init("type", "integer"))
        case .double: members.append(.init("type", "number"))
        case .flag: members.append(.init("type", "boolean"))
        case .choice(let words): members += [.init("type", "string"), .init("enum", .array(words.map(JSON.string)))]
        }
        if let range {
            members += [.init("minimum", .number(range.lowerBound.shortText)), .init("maximum", .number(range.upperBound.shortText))]
        }
        if let value = defaultValue { members.append(.init("default", Self.literal(value, kind))) }
        let single = JSON.object(members)
        return isRepeatable ? ["type": "array", "items": single] : single
    }

    private static func literal(_ value: String, _ kind: ValueKind) -> JSON {
        switch kind {
        case .int where Int(value) != nil: .number(value)
        case .double where Double(value).map({ $0.isFinite }) == true: .number(value)
        case .flag where value == "true" || value == "false": .bool(value == "true")
        default: .string(value)
        }
    }
}
