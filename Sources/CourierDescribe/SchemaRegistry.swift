import CourierClient
import CourierCore

/// JSON Schema (2020-12, as OpenAPI 3.1 uses it) for the models the routes decode, from their ``ModelShape``:
/// each named object type once under `components/schemas`, referred to by `$ref` everywhere it appears.
///
/// The shape is what the contract check itself knows of a model (recorded by decoding the Swift type), so the
/// schema says no more than the check enforces: field names, JSON kinds, optionality (absent or `null`), an
/// enum's raw values where the type lists them all. What a custom `init(from:)` never asks for is an empty
/// schema (any value) with a note; a type that nests itself is a `$ref` to its own component.
package struct SchemaRegistry {
    /// Component name → schema, in the order first met; printed sorted by name.
    package private(set) var components: [(name: String, schema: JSON)] = []
    /// Swift type name → component name, and the shape each component was made from (two different shapes of
    /// one name get `Name_2`).
    private var names: [String: [(shape: ModelShape, component: String)]] = [:]
    /// Names referred to by a recursive shape; any left without a component get an open schema at the end.
    private var referred: [String] = []
    /// Names Courier's own schemas take later (a model called `ErrorEnvelope` becomes `ErrorEnvelope_`).
    package var reservedNames: Set<String> = []
    /// Where a `$ref` points: the OpenAPI document's components, or a standalone schema's `$defs` (``standalone(_:)``).
    package var referencePrefix = "#/components/schemas/"

    /// The schema of `shape`, registering the named objects in it.
    package mutating func schema(of shape: ModelShape) -> JSON {
        switch shape.kind {
        case .string: return ["type": "string"]
        case .integer: return ["type": "integer"]
        case .number: return ["type": "number"]
        case .bool: return ["type": "boolean"]
        case .object(let fields):
            let object = objectSchema(fields)
            guard !shape.typeName.isEmpty else { return object }
            return reference(register(shape, object))
        case .array(let element): return ["type": "array", "items": schema(of: element)]
        case .dictionary(let value): return ["type": "object", "additionalProperties": schema(of: value)]
        case .optional(let wrapped): return Self.nullable(schema(of: wrapped))
        case .enumeration(let raw, let values, let isComplete):
            let type: JSON = raw == .string ? "string" : (raw == .integer ? "integer" : "number")
            let literals = values.map { raw == .string ? JSON.string($0) : JSON.number($0) }
            if isComplete { return .object([.init("type", type), .init("enum", .array(literals))]) }
            return .object([.init("type", type), .init("examples", .array(literals)),
                            .init("description", .string("\(shape.typeName): only the first case is known (the type is not CaseIterable)."))])
        case .recursive:
            let name = Self.componentName(shape.typeName.isEmpty ? "Recursive" : shape.typeName)
            if !referred.contains(name) { referred.append(name) }
            return reference(name)
        case .unknown:
            return .object([.init("description", .string("\(shape.typeName.isEmpty ? "This value" : shape.typeName) is decoded by a custom init(from:) Courier cannot follow: any JSON value."))])
        }
    }

    /// `components/schemas`: every registered model, sorted by name, then open schemas for recursive references
    /// whose type never appeared as a named object.
    package var document: JSON {
        var all = components
        for name in referred where !all.contains(where: { $0.name == name }) {
            all.append((name, ["description": .string("\(name): refers to itself; its fields are not known here.")]))
        }
        return .object(all.sorted { $0.name < $1.name }.map { JSON.Member($0.name, $0.schema) })
    }

    private mutating func objectSchema(_ fields: [ModelShape.Field]) -> JSON {
        var members: [JSON.Member] = [.init("type", "object")]
        members.append(.init("properties", .object(fields.map { JSON.Member($0.name, schema(of: $0.shape)) })))
        let required = fields.filter { !$0.shape.isOptional }.map { JSON.string($0.name) }
        if !required.isEmpty { members.append(.init("required", .array(required))) }
        return .object(members)
    }

    /// Registers a schema of Courier's own (the error envelope) under `name`, or a free variant of it; returns its `$ref`.
    package mutating func fixed(_ name: String, _ schema: JSON) -> JSON {
        var name = name
        while components.contains(where: { $0.name == name }) { name += "_" }
        components.append((name, schema))
        return reference(name)
    }

    /// The component for `shape`, made once per distinct shape of a type name.
    private mutating func register(_ shape: ModelShape, _ schema: JSON) -> String {
        let known = names[shape.typeName, default: []]
        if let found = known.first(where: { $0.shape == shape }) { return found.component }
        let base = Self.componentName(shape.typeName)
        var name = known.isEmpty ? base : "\(base)_\(known.count + 1)"
        while components.contains(where: { $0.name == name }) || reservedNames.contains(name) { name += "_" }
        names[shape.typeName, default: []].append((shape, name))
        components.append((name, schema))
        return name
    }

    private func reference(_ name: String) -> JSON { ["$ref": .string(referencePrefix + name)] }

    /// `schema` that also admits `null`: a type list for a plain type, else `anyOf` with `{"type": "null"}`.
    package static func nullable(_ schema: JSON) -> JSON {
        if case .object(var members) = schema, members.count == 1, members[0].key == "type", case .string(let type) = members[0].value {
            members[0].value = [.string(type), "null"]
            return .object(members)
        }
        return ["anyOf": [schema, ["type": "null"]]]
    }

    /// A Swift type name as a component key (`^[A-Za-z0-9._-]+$`): `Page<Order>` → `Page_Order_`.
    package static func componentName(_ typeName: String) -> String {
        let name = String(typeName.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") ? $0 : "_" })
        return name.isEmpty ? "Model" : name
    }
}
