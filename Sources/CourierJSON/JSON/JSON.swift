/// A JSON value that keeps what the server sent: object key order, repeated keys and number literals.
///
/// Courier prints responses faithfully, so numbers are kept as their literal text (`1.10` stays
/// `1.10`, `12345678901234567890` stays exact) and objects are ordered member lists, not dictionaries.
public enum JSON: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number as its literal text, already checked against the JSON grammar (RFC 8259 §6).
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array, in order.
    case array([JSON])
    /// An object: its members in the order received, repeated keys kept.
    case object([Member])
    /// An array or object of a response body, kept as validated bytes until read (see ``RawJSON``). It prints,
    /// compares and answers lookups like the tree it stands for; ``expanded`` is the tree. A plugin's `process` is
    /// handed a small body's containers as trees, a large body's (over 256 KiB) as they are.
    case raw(RawJSON)

    /// One `"key": value` pair of an object, in the order received.
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSON
        /// The member `"key": value`.
        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// A number from an integer.
    public static func int<I: BinaryInteger>(_ value: I) -> JSON { .number(String(value)) }
    /// The same for an `Int`, which Courier's own code passes: the generic one describes it through `BinaryInteger`'s
    /// witnesses, slowly (and a smoke run's document has four numbers for each case).
    package static func int(_ value: Int) -> JSON { .number(String(value)) }

    /// The first member named `key` of an object; `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSON? {
        if case .raw(let raw) = self { return raw.member(key) }
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` of an array; `nil` when out of range or not an array.
    public subscript(index: Int) -> JSON? {
        if case .raw(let raw) = self { return raw.element(index) }
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The value as a plain tree: a raw value parsed in full, anything else as it is.
    public var expanded: JSON {
        if case .raw(let raw) = self { return raw.parsed }
        return self
    }

    /// The value with the containers a small body kept as bytes (``RawJSON/isLazy``: a root array, or the root object's
    /// containers) parsed into trees; a large body's raw containers stay as they are.
    package var expandingLazyContainers: JSON {
        switch self {
        case .raw(let raw) where raw.isLazy:
            return raw.parsed
        case .object(let members):
            guard members.contains(where: { if case .raw(let raw) = $0.value { raw.isLazy } else { false } }) else { return self }
            return .object(members.map { JSON.Member($0.key, $0.value.expandingLazyContainers) })
        default:
            return self
        }
    }

    /// Whether the value is `null`, read from its case: `== .null` parses a container kept as bytes (RawJSON) whole.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Whether the value is an array (a raw one too).
    package var isArray: Bool {
        switch self {
        case .array: true
        case .raw(let raw): raw.isArray
        default: false
        }
    }

    /// A short name of the kind of value, used in contract messages ("string", "number", ...).
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        case .raw(let raw): raw.kindName
        }
    }

    /// The kind with its article, for what stands where something else was expected: `an object`, `a string`, `null`.
    package var kindPhrase: String {
        switch kindName {
        case "null": "null"
        case "array", "object": "an " + kindName
        case let name: "a " + name
        }
    }
}

/// Equal when the trees are equal, whether or not one of them is still raw.
extension JSON: Hashable {
    /// Whether the values are the same tree: numbers compare by their literal text, objects member by member in order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.raw(let raw), _): raw.parsed == rhs
        case (_, .raw(let raw)): lhs == raw.parsed
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .number(let literal): hasher.combine(2); hasher.combine(literal)
        case .string(let text): hasher.combine(3); hasher.combine(text)
        case .array(let items): hasher.combine(4); hasher.combine(items)
        case .object(let members): hasher.combine(5); hasher.combine(members)
        case .raw(let raw): raw.parsed.hash(into: &hasher)
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// `"text"`: a string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `42`: a number.
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    /// `true`: a boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[1, "a"]`: an array.
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// Dictionary literals keep their written order, which is the order Courier sends.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
    /// `nil`: `null`.
    public init(nilLiteral: ()) { self = .null }
}
