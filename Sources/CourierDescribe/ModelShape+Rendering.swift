import CourierClient
import CourierCore

/// How `describe` shows a model's shape: as JSON (`--json`) and as indented lines.
extension ModelShape {
    /// `{"type": "object", "swiftType": "Order", "fields": [{"name": "no", "type": "string", …}]}`; an optional
    /// is its wrapped shape with `"optional": true`.
    package var document: JSON { .object(members) }

    private var members: [JSON.Member] {
        var members: [JSON.Member] = [.init("type", .string(kindName))]
        if !typeName.isEmpty { members.append(.init("swiftType", .string(typeName))) }
        switch kind {
        case .optional(let wrapped):
            var inner = wrapped.members
            inner.removeAll { $0.key == "type" || $0.key == "swiftType" }
            members += [.init("optional", true)] + inner
        case .object(let fields):
            members.append(.init("fields", .array(fields.map { .object([.init("name", .string($0.name))] + $0.shape.members) })))
        case .array(let element): members.append(.init("items", element.document))
        case .dictionary(let value): members.append(.init("values", value.document))
        case .enumeration(let raw, let values, let isComplete):
            members += [.init("rawType", .string(ModelShape("", raw).kindName)), .init("values", .array(values.map(JSON.string))),
                        .init("complete", .bool(isComplete))]
        case .string, .integer, .number, .bool, .recursive, .unknown: break
        }
        return members
    }

    /// One line per field, nested fields indented: `  status     enum Status: paid (first case), string`.
    package func lines(indent: String = "  ") -> [String] {
        switch unwrapped.kind {
        case .object(let fields):
            let width = fields.map(\.name.count).max() ?? 0
            var lines: [String] = []
            for field in fields {
                let padding = String(repeating: " ", count: width - field.name.count + 2)
                lines.append(indent + field.name + padding + field.shape.summary)
                lines += field.shape.nested.lines(indent: indent + "  ")
            }
            return lines
        case .array(let element), .dictionary(let element): return element.lines(indent: indent)
        default: return []
        }
    }

    /// The shape whose fields are listed under this one's line: an object's, an array's elements'.
    private var nested: ModelShape {
        switch unwrapped.kind {
        case .array(let element), .dictionary(let element): element.nested
        default: unwrapped
        }
    }

    /// `string`, `integer?`, `[Line]`, `enum Status (string): paid, shipped`, `Tree (recursive)`.
    package var summary: String {
        let optional = isOptional ? " (optional)" : ""
        let shape = unwrapped
        let name = shape.typeName
        switch shape.kind {
        case .string, .integer, .number, .bool: return shape.kindName + (Self.plainNames.contains(name) || name.isEmpty ? "" : " (\(name))") + optional
        case .object: return (name.isEmpty ? "object" : name) + optional
        case .array(let element): return "array of " + element.summary + optional
        case .dictionary(let value): return "object of " + value.summary + optional
        case .enumeration(let raw, let values, let isComplete):
            let listed = isComplete ? values.joined(separator: ", ") : (values.first.map { "\($0), …" } ?? "…")
            return "\(ModelShape("", raw).kindName) enum \(name): \(listed)" + optional
        case .recursive: return "\(name) (recursive: as above)" + optional
        case .unknown: return "\(name.isEmpty ? "" : name + " ")(not derivable from the type)" + optional
        case .optional: return shape.summary
        }
    }

    private static let plainNames: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                                                  "UInt64", "Double", "Float", "Bool"]
}
