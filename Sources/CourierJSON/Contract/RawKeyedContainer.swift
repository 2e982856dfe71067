/// An object of a large body as a model's keyed container: a thin generic shell over ``RawObject``, which
/// finds the keys.
struct RawKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: RawObject
    private var path: Path { object.path }

    init(object: RawObject) { self.object = object }

    var codingPath: [any CodingKey] { path.keys }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    /// Where the value of the first member named `key` starts.
    private func lookup(_ key: Key) -> Int? { object.value(named: key.stringValue) }

    private func child(_ key: Key, expected: @autoclosure () -> String) throws -> RawValueDecoder {
        guard let value = lookup(key) else {
            throw ContractViolation(path: path.appending(key).rendered, expected: expected(), found: "nothing (missing key)")
        }
        // A member is never raw: the tree parses a raw object whole before reading it.
        return RawValueDecoder(bytes: object.bytes, offset: value, isRaw: false, path: path.appending(key))
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = lookup(key) else { return true }
        return object.bytes[value] == UInt8(ascii: "n")
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key, expected: JSONModelDecoder.typeName(T.self)).decode(T.self)
    }

    // The leaf types each have their own witness, which reads a value that fits straight from the bytes: no
    // decoder and no path are made unless it does not (then the child decoder words the mismatch). Each calls
    // RawObject with its own type, never a generic helper of this generic type: the model's module calls this
    // type unspecialized, and a generic helper here would run unspecialized too.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try object.bool(named: key.stringValue) ?? child(key, expected: "Bool").decode(type)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try object.string(named: key.stringValue) ?? child(key, expected: "String").decode(type)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try object.double(named: key.stringValue) ?? child(key, expected: "Double").floatingPoint(type)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try object.finiteNumber(named: key.stringValue) ?? child(key, expected: "Float").floatingPoint(type)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try object.integer(named: key.stringValue) ?? child(key, expected: "Int").integer(type)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "Int8").integer(type)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "Int16").integer(type)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "Int32").integer(type)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "Int64").integer(type)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try object.integer(named: key.stringValue) ?? child(key, expected: "UInt").integer(type)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "UInt8").integer(type)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "UInt16").integer(type)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "UInt32").integer(type)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try object.integer(named: key.stringValue) ?? child(key, expected: "UInt64").integer(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = lookup(key), object.bytes[value] != UInt8(ascii: "n") else { return nil }
        return try RawValueDecoder(bytes: object.bytes, offset: value, isRaw: false, path: path.appending(key)).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key, expected: "object").container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key, expected: "array").unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { RawValueDecoder(bytes: object.bytes, offset: object.offset, isRaw: false, path: path) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key, expected: "a value") }
}
