/// The structure of a `Decodable` model as JSON sees it: objects and their fields, arrays, optionals, scalars.
///
/// Derived without a sample by decoding the type from a recorder (``ModelShapeDecoder``) that answers every
/// request with a placeholder and notes what was asked: `describe` shows a route's model from its Swift type
/// alone. What a custom `init(from:)` never asks (keys it finds by iterating `allKeys`) cannot be seen.
package struct ModelShape: Sendable, Hashable {
    /// The Swift type, as `routes` names it: `Order`, `[Order]`, `String?`.
    package var typeName: String
    package var kind: Kind

    package indirect enum Kind: Sendable, Hashable {
        case string
        case integer
        case number
        case bool
        /// A keyed container: its fields in the order the model asked for them.
        case object([Field])
        case array(ModelShape)
        /// A dictionary: an object whose keys are data, all values of one shape.
        case dictionary(ModelShape)
        /// May be `null` or absent.
        case optional(ModelShape)
        /// A raw-value enum: the raw type's kind and the raw values found; `isComplete` when every case is listed
        /// (the type is `CaseIterable`), else only the first case's.
        case enumeration(raw: Kind, values: [String], isComplete: Bool)
        /// The type refers to itself here (or nests deeper than ``ModelShape/maxDepth``): not expanded again.
        case recursive
        /// Nothing was asked for: a custom `init(from:)` that the recorder could not follow.
        case unknown
    }

    /// One key of an object.
    package struct Field: Sendable, Hashable {
        package var name: String
        package var shape: ModelShape

        package init(_ name: String, _ shape: ModelShape) {
            self.name = name
            self.shape = shape
        }
    }

    package init(_ typeName: String, _ kind: Kind) {
        self.typeName = typeName
        self.kind = kind
    }

    /// How deep nested models are followed before the rest is shown as ``Kind/recursive``.
    package static let maxDepth = 8

    /// The shape of `type`, derived by decoding it from a recorder. Never traps and never throws: what cannot
    /// be followed is ``Kind/unknown``.
    package static func of<Model: Decodable>(_ type: Model.Type) -> ModelShape {
        ModelShapeDecoder.Recorder(depth: 0, stack: []).record(Model.self).shape
    }

    /// The JSON kind: `object`, `array`, `dictionary`, `string`, `integer`, `number`, `bool`, `enum`,
    /// `recursive` or `unknown`; an optional says its wrapped kind.
    package var kindName: String {
        switch kind {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .bool: "bool"
        case .object: "object"
        case .array: "array"
        case .dictionary: "dictionary"
        case .optional(let wrapped): wrapped.kindName
        case .enumeration: "enum"
        case .recursive: "recursive"
        case .unknown: "unknown"
        }
    }

    /// The shape without its optional wrapper (an optional's wrapped shape; anything else itself).
    package var unwrapped: ModelShape {
        if case .optional(let wrapped) = kind { return wrapped.unwrapped }
        return self
    }

    package var isOptional: Bool {
        if case .optional = kind { return true }
        return false
    }

    /// A value of this shape, for examples: `"string"`, `0`, `0.0`, `false`, an enum's first raw value, one element
    /// per array, the wrapped value of an optional, `null` where the shape is recursive or unknown.
    package var example: JSON {
        switch kind {
        case .string: "string"
        case .integer: .number("0")
        case .number: .number("0.0")
        case .bool: false
        case .object(let fields): .object(fields.map { JSON.Member($0.name, $0.shape.example) })
        case .array(let element): .array([element.example])
        case .dictionary(let value): .object([JSON.Member("key", value.example)])
        case .optional(let wrapped): wrapped.example
        case .enumeration(let raw, let values, _):
            if let first = values.first { raw == .string ? .string(first) : .number(first) } else { raw == .string ? "string" : .number("0") }
        case .recursive, .unknown: .null
        }
    }
}
