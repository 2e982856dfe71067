/// A JSON value that keeps what the server sent: object key order, repeated keys and number literals.
///
/// Courier prints responses faithfully, so numbers are kept as their literal text (`1.10` stays
/// `1.10`, `12345678901234567890` stays exact) and objects are ordered member lists, not dictionaries.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as its literal text, already checked against the JSON grammar (RFC 8259 §6).
    case number(String)
    case string(String)
    case array([JSON])
    case object([Member])

    /// One `"key": value` pair of an object, in the order received.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSON
        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// A number from an integer.
    public static func int<I: BinaryInteger>(_ value: I) -> JSON { .number(String(value)) }

    /// The first member named `key` of an object; `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` of an array; `nil` when out of range or not an array.
    public subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// A short name of the kind of value, used in contract messages ("string", "number", ...).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// Dictionary literals keep their written order, which is the order Courier sends.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
    public init(nilLiteral: ()) { self = .null }
}
