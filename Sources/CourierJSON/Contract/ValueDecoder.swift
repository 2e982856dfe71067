/// The `Decoder` behind ``JSONModelDecoder``: one value and the path that leads to it.
struct ValueDecoder: Decoder {
    let value: JSON
    let path: Path

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: String) -> ContractViolation {
        ContractViolation(path: path.rendered, expected: expected, found: ContractViolation.describe(value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if let raw { return try raw.container(keyedBy: type) }
        guard case .object(let members) = value else { throw mismatch("object") }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if let raw { return try raw.unkeyedContainer() }
        guard case .array(let items) = value else { throw mismatch("array") }
        return UnkeyedContainer(items: items, path: path)
    }

    /// A raw array or object (the data of a large body) is read from its bytes, never parsed into a tree.
    private var raw: RawValueDecoder? {
        guard case .raw(let raw) = value, !raw.isBase64 else { return nil }
        return RawValueDecoder(raw, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension ValueDecoder: NumberReadingContainer {
    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("Bool") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch("String") }
        return text
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let literal) = value else { throw mismatch(String(describing: T.self)) }
        return try NumberLiteral.integer(literal, at: path)
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard case .number(let literal) = value else { throw mismatch(String(describing: T.self)) }
        return try NumberLiteral.floatingPoint(literal, at: path)
    }
}

struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSON.Member]
    let path: Path
    /// Large objects get an index so decoding stays linear in their size.
    private let index: [String: Int]?

    init(members: [JSON.Member], path: Path) {
        self.members = members
        self.path = path
        if members.count > 16 {
            var index: [String: Int] = [:]
            for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { path.keys }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    private func lookup(_ key: Key) -> JSON? {
        if let index { return index[key.stringValue].map { members[$0].value } }
        return members.first { $0.key == key.stringValue }?.value
    }

    private func child(_ key: Key, expected: @autoclosure () -> String) throws -> ValueDecoder {
        guard let value = lookup(key) else {
            throw ContractViolation(path: path.appending(key).rendered, expected: expected(), found: "nothing (missing key)")
        }
        return ValueDecoder(value: value, path: path.appending(key))
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = lookup(key) else { return true }
        return value.isNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key, expected: JSONModelDecoder.typeName(T.self)).decode(T.self)
    }

    // The leaf types each have their own witness: through the generic one above, `String(from:)` asked for a
    // single-value container, an existential too large for its inline buffer (an allocation per field).
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key, expected: "Bool").decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key, expected: "String").decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key, expected: "Double").decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key, expected: "Float").decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key, expected: "Int").decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key, expected: "Int8").decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key, expected: "Int16").decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key, expected: "Int32").decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key, expected: "Int64").decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key, expected: "UInt").decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key, expected: "UInt8").decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key, expected: "UInt16").decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key, expected: "UInt32").decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key, expected: "UInt64").decode(type) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = lookup(key), !value.isNull else { return nil }
        return try ValueDecoder(value: value, path: path.appending(key)).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key, expected: "object").container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key, expected: "array").unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ValueDecoder(value: .object(members), path: path) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key, expected: "a value") }
}

struct UnkeyedContainer: ElementForwardingContainer {
    let items: [JSON]
    let path: Path
    var currentIndex = 0

    init(items: [JSON], path: Path) {
        self.items = items
        self.path = path
    }

    /// The element at `currentIndex`, if any.
    // `as JSON?`: a bare `nil` here would be JSON's own nil literal, `.null`.
    private var current: JSON? { currentIndex < items.count ? items[currentIndex] : nil as JSON? }

    var codingPath: [any CodingKey] { path.keys }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func next(expected: @autoclosure () -> String) throws -> ValueDecoder {
        let elementPath = path.appending(IndexKey(currentIndex))
        guard let value = current else {
            throw ContractViolation(path: elementPath.rendered, expected: expected(), found: "the end of the array")
        }
        currentIndex += 1
        return ValueDecoder(value: value, path: elementPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard current?.isNull == true else { return false }
        currentIndex += 1
        return true
    }
}
