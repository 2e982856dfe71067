/// An object as a model's keyed container, over either storage (``ContractObject``).
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: ContractObject
    private var path: Path { object.path }
    /// The object when it is one of a body's bytes, whose leaf readers read a member that fits straight from them.
    // `as?` a final class is one comparison of the object's class.
    private var raw: RawObject? { object as? RawObject }

    init(object: ContractObject) { self.object = object }

    var codingPath: [any CodingKey] { path.keys }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    private func child(_ key: Key, expected: @autoclosure () -> String) throws(ContractViolation) -> ValueDecoder {
        guard let value = object.member(named: key.stringValue) else {
            throw ContractViolation(path: path.appending(key).rendered, expected: expected(), found: "nothing (missing key)")
        }
        return ValueDecoder(value, path: path.appending(key))
    }

    func contains(_ key: Key) -> Bool { object.member(named: key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { object.member(named: key.stringValue)?.isNull ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key, expected: JSONModelDecoder.typeName(T.self)).decode(T.self)
    }

    // The leaf types each have their own witness: through the generic one above, `String(from:)` asked for a
    // single-value container, an existential too large for its inline buffer (an allocation per field). Over a
    // body's bytes each first reads a value that fits straight from them: no decoder, value or path is made unless
    // it does not (then the child decoder reads it again and words the mismatch). Each calls RawObject with its own
    // type, never a generic helper of this generic type: the model's module calls this type unspecialized, and such
    // a helper would run so too.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try raw?.bool(named: key.stringValue) ?? child(key, expected: "Bool").decode(type)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try raw?.string(named: key.stringValue) ?? child(key, expected: "String").decode(type)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try raw?.double(named: key.stringValue) ?? child(key, expected: "Double").floatingPoint(type)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try raw?.finiteNumber(named: key.stringValue) ?? child(key, expected: "Float").floatingPoint(type)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "Int").integer(type)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "Int8").integer(type)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "Int16").integer(type)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "Int32").integer(type)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "Int64").integer(type)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "UInt").integer(type)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "UInt8").integer(type)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "UInt16").integer(type)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "UInt32").integer(type)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try raw?.integer(named: key.stringValue) ?? child(key, expected: "UInt64").integer(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object.member(named: key.stringValue), !value.isNull else { return nil }
        return try ValueDecoder(value, path: path.appending(key)).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key, expected: "object").container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key, expected: "array").unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ValueDecoder(object.whole, path: path) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key, expected: "a value") }
}
