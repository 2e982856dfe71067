/// The `Encoder` behind ``URLEncodedFormEncoder``: every value lands in a ``FormTree`` at its coding path.
struct FormValueEncoder: Encoder {
    let tree: FormTree
    let codingPath: [any CodingKey]
    let options: URLEncodedFormEncoder
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FormKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { FormUnkeyedContainer(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { FormSingleValueContainer(encoder: self) }

    func nested(_ key: any CodingKey) -> FormValueEncoder {
        FormValueEncoder(tree: tree, codingPath: codingPath + [key], options: options)
    }
}

/// Writes one value at the encoder's path, with the encoder's bool, data, date and nil encodings.
struct FormSingleValueContainer: SingleValueEncodingContainer {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ text: String) { encoder.tree.set(text, at: codingPath) }

    mutating func encodeNil() throws {
        if let text = encoder.options.nilEncoding.encodeNil() { put(text) }
    }
    mutating func encode(_ value: Bool) throws { put(encoder.options.boolEncoding.encode(value)) }
    mutating func encode(_ value: String) throws { put(value) }
    mutating func encode(_ value: Double) throws { put(String(value)) }
    mutating func encode(_ value: Float) throws { put(String(value)) }
    mutating func encode(_ value: Int) throws { put(String(value)) }
    mutating func encode(_ value: Int8) throws { put(String(value)) }
    mutating func encode(_ value: Int16) throws { put(String(value)) }
    mutating func encode(_ value: Int32) throws { put(String(value)) }
    mutating func encode(_ value: Int64) throws { put(String(value)) }
    mutating func encode(_ value: UInt) throws { put(String(value)) }
    mutating func encode(_ value: UInt8) throws { put(String(value)) }
    mutating func encode(_ value: UInt16) throws { put(String(value)) }
    mutating func encode(_ value: UInt32) throws { put(String(value)) }
    mutating func encode(_ value: UInt64) throws { put(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let date as Date:
            if let text = try encoder.options.dateEncoding.encode(date) { return put(text) }
        case let data as Data:
            if let text = try encoder.options.dataEncoding.encode(data) { return put(text) }
        case let decimal as Decimal:
            // Decimal's own Encodable writes an object; Alamofire writes its description.
            return put(String(describing: decimal))
        default:
            break
        }
        try value.encode(to: encoder)
    }
}

/// Members at `path + key`; optionals that are `nil` go through the nil encoding, as in Alamofire.
struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func single(_ key: Key) -> FormSingleValueContainer { FormSingleValueContainer(encoder: encoder.nested(key)) }

    mutating func encodeNil(forKey key: Key) throws {
        var container = single(key)
        try container.encodeNil()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var container = single(key)
        try container.encode(value)
    }

    private mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FormKeyedContainer<NestedKey>(encoder: encoder.nested(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FormUnkeyedContainer(encoder: encoder.nested(key))
    }

    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nested(key) }
}

/// Elements at `path + index`, counting from 0.
struct FormUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: FormValueEncoder) { self.encoder = encoder }

    private mutating func next() -> FormValueEncoder {
        defer { count += 1 }
        return encoder.nested(IndexKey(count))
    }

    mutating func encodeNil() throws {
        var container = FormSingleValueContainer(encoder: next())
        try container.encodeNil()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        var container = FormSingleValueContainer(encoder: next())
        try container.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FormKeyedContainer<NestedKey>(encoder: next()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { FormUnkeyedContainer(encoder: next()) }

    mutating func superEncoder() -> any Encoder { next() }
}
