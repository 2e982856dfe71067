/// The `Decoder` behind ``JSONModelDecoder``: one value and the path that leads to it.
///
/// The only one, whatever holds the value: a tree's node or a large body's bytes, behind ``ContractValue``. What a
/// model is told — values, `codingPath`, `count`, `allKeys`, and the words of a mismatch — is written here and in
/// the two containers once, so a raw value cannot answer otherwise than the tree it stands for.
struct ValueDecoder: Decoder {
    let value: ContractValue
    let path: Path

    init(_ value: ContractValue, path: Path) {
        self.value = value
        self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: String) -> ContractViolation {
        ContractViolation(path: path.rendered, expected: expected, found: value.found)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // The path is settled once: each member's path (one key more) then shares its node rather than make its own.
        let object: ContractObject
        if let node = value.node {
            guard case .object(let members) = node else { throw mismatch("object") }
            object = TreeObject(members: members, path: path.settled())
        } else if let listed = value.object {
            object = listed
        } else {
            guard value.bytes[value.offset] == UInt8(ascii: "{") else { throw mismatch("object") }
            object = RawObject(bytes: value.bytes, at: value.offset, path: path.settled())
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if let node = value.node {
            guard case .array(let items) = node else { throw mismatch("array") }
            return UnkeyedContainer(items: items, path: path.settled())
        }
        guard value.bytes[value.offset] == UInt8(ascii: "[") else { throw mismatch("array") }
        return UnkeyedContainer(bytes: value.bytes, array: value.offset, isRaw: value.isRaw, path: path.settled())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

/// Every integer width through one generic reader and both floating-point types through another.
extension ValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let flag = value.bool else { throw mismatch("Bool") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = value.string else { throw mismatch("String") }
        return text
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(ContractViolation) -> T {
        guard let number = try value.integer(T.self, at: path) else { throw mismatch(String(describing: T.self)) }
        return number
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws(ContractViolation) -> T {
        guard let number = try value.floatingPoint(T.self, at: path) else { throw mismatch(String(describing: T.self)) }
        return number
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
}
