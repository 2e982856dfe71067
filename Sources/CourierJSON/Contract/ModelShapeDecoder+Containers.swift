/// The recorder's `Decoder` and its three containers: each request is written into a ``ModelShapeDecoder/Node``
/// and answered with a placeholder (`0`, `false`, a placeholder string, the value ``ModelShapeDecoder/Recorder``
/// makes for a nested type).
extension ModelShapeDecoder {
    struct RecordingDecoder: Decoder {
        let node: Node
        let recorder: Recorder
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
            node.use(.keyed)
            return KeyedDecodingContainer(Keyed<Key>(node: node, recorder: recorder, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedDecodingContainer {
            node.use(.unkeyed)
            return Unkeyed(node: node, recorder: recorder, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueDecodingContainer {
            node.use(.single)
            return Single(node: node, recorder: recorder, codingPath: codingPath)
        }
    }

    /// A nested type's value, or an error when none could be made (the model's own decoding then stops there).
    static func made<T>(_ value: T?, _ codingPath: [any CodingKey]) throws -> T {
        guard let value else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no placeholder value for \(T.self)"))
        }
        return value
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let node: Node
        let recorder: Recorder
        let codingPath: [any CodingKey]

        /// Unknown: a model that finds its keys by iterating them (a dictionary, an enum with payloads) shows none.
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool {
            node.maybeAbsent.insert(key.stringValue)
            return true
        }

        func decodeNil(forKey key: Key) -> Bool {
            node.maybeAbsent.insert(key.stringValue)
            return false
        }

        private func scalar<T>(_ key: Key, _ value: T, _ kind: ModelShape.Kind) -> T {
            node.field(key.stringValue, .shape(ModelShape(String(describing: T.self), kind)))
            return value
        }

        func decode(_ type: Bool.Type, forKey key: Key) -> Bool { scalar(key, false, .bool) }
        func decode(_ type: String.Type, forKey key: Key) -> String { scalar(key, recorder.placeholderString, .string) }
        func decode(_ type: Double.Type, forKey key: Key) -> Double { scalar(key, 0, .number) }
        func decode(_ type: Float.Type, forKey key: Key) -> Float { scalar(key, 0, .number) }
        func decode(_ type: Int.Type, forKey key: Key) -> Int { scalar(key, 0, .integer) }
        func decode(_ type: Int8.Type, forKey key: Key) -> Int8 { scalar(key, 0, .integer) }
        func decode(_ type: Int16.Type, forKey key: Key) -> Int16 { scalar(key, 0, .integer) }
        func decode(_ type: Int32.Type, forKey key: Key) -> Int32 { scalar(key, 0, .integer) }
        func decode(_ type: Int64.Type, forKey key: Key) -> Int64 { scalar(key, 0, .integer) }
        func decode(_ type: UInt.Type, forKey key: Key) -> UInt { scalar(key, 0, .integer) }
        func decode(_ type: UInt8.Type, forKey key: Key) -> UInt8 { scalar(key, 0, .integer) }
        func decode(_ type: UInt16.Type, forKey key: Key) -> UInt16 { scalar(key, 0, .integer) }
        func decode(_ type: UInt32.Type, forKey key: Key) -> UInt32 { scalar(key, 0, .integer) }
        func decode(_ type: UInt64.Type, forKey key: Key) -> UInt64 { scalar(key, 0, .integer) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let (value, shape) = recorder.record(T.self)
            node.field(key.stringValue, .shape(shape))
            return try ModelShapeDecoder.made(value, codingPath + [key])
        }

        /// Recorded as optional and answered `nil`: no value of `T` is needed.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
            let shape = recorder.record(T.self).shape
            node.field(key.stringValue, .shape(ModelShape(shape.typeName + "?", .optional(shape))))
            return nil
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedDecodingContainer<NestedKey> {
            nested(key).container(keyedBy: NestedKey.self)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer { nested(key).unkeyedContainer() }

        func superDecoder() -> any Decoder { RecordingDecoder(node: node, recorder: recorder, codingPath: codingPath) }

        func superDecoder(forKey key: Key) -> any Decoder { nested(key) }

        /// A decoder for a value under `key`, recorded as a field once its containers are known.
        private func nested(_ key: Key) -> RecordingDecoder {
            let child = Node()
            let decoder = RecordingDecoder(node: child, recorder: recorder, codingPath: codingPath + [key])
            node.field(key.stringValue, .nested(child))
            return decoder
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let node: Node
        let recorder: Recorder
        let codingPath: [any CodingKey]
        /// One element is offered: enough to record its shape.
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }

        init(node: Node, recorder: Recorder, codingPath: [any CodingKey]) {
            self.node = node
            self.recorder = recorder
            self.codingPath = codingPath
        }

        mutating func decodeNil() -> Bool {
            node.elementIsNullable = true
            return false
        }

        private mutating func scalar<T>(_ value: T, _ kind: ModelShape.Kind) -> T {
            node.setElement(.shape(ModelShape(String(describing: T.self), kind)))
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Bool.Type) -> Bool { scalar(false, .bool) }
        mutating func decode(_ type: String.Type) -> String { scalar(recorder.placeholderString, .string) }
        mutating func decode(_ type: Double.Type) -> Double { scalar(0, .number) }
        mutating func decode(_ type: Float.Type) -> Float { scalar(0, .number) }
        mutating func decode(_ type: Int.Type) -> Int { scalar(0, .integer) }
        mutating func decode(_ type: Int8.Type) -> Int8 { scalar(0, .integer) }
        mutating func decode(_ type: Int16.Type) -> Int16 { scalar(0, .integer) }
        mutating func decode(_ type: Int32.Type) -> Int32 { scalar(0, .integer) }
        mutating func decode(_ type: Int64.Type) -> Int64 { scalar(0, .integer) }
        mutating func decode(_ type: UInt.Type) -> UInt { scalar(0, .integer) }
        mutating func decode(_ type: UInt8.Type) -> UInt8 { scalar(0, .integer) }
        mutating func decode(_ type: UInt16.Type) -> UInt16 { scalar(0, .integer) }
        mutating func decode(_ type: UInt32.Type) -> UInt32 { scalar(0, .integer) }
        mutating func decode(_ type: UInt64.Type) -> UInt64 { scalar(0, .integer) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, shape) = recorder.record(T.self)
            node.setElement(.shape(shape))
            currentIndex += 1
            return try ModelShapeDecoder.made(value, codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedDecodingContainer<NestedKey> {
            nested().container(keyedBy: NestedKey.self)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer { nested().unkeyedContainer() }

        mutating func superDecoder() -> any Decoder { nested() }

        private mutating func nested() -> RecordingDecoder {
            let child = Node()
            node.setElement(.nested(child))
            currentIndex += 1
            return RecordingDecoder(node: child, recorder: recorder, codingPath: codingPath)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let node: Node
        let recorder: Recorder
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            node.isNullable = true
            return false
        }

        private func scalar<T>(_ value: T, _ kind: ModelShape.Kind) -> T {
            if node.single == nil { node.single = ModelShape(String(describing: T.self), kind) }
            return value
        }

        func decode(_ type: Bool.Type) -> Bool { scalar(false, .bool) }
        func decode(_ type: String.Type) -> String {
            node.askedString = true
            return scalar(recorder.placeholderString, .string)
        }
        func decode(_ type: Double.Type) -> Double { scalar(0, .number) }
        func decode(_ type: Float.Type) -> Float { scalar(0, .number) }
        func decode(_ type: Int.Type) -> Int { scalar(0, .integer) }
        func decode(_ type: Int8.Type) -> Int8 { scalar(0, .integer) }
        func decode(_ type: Int16.Type) -> Int16 { scalar(0, .integer) }
        func decode(_ type: Int32.Type) -> Int32 { scalar(0, .integer) }
        func decode(_ type: Int64.Type) -> Int64 { scalar(0, .integer) }
        func decode(_ type: UInt.Type) -> UInt { scalar(0, .integer) }
        func decode(_ type: UInt8.Type) -> UInt8 { scalar(0, .integer) }
        func decode(_ type: UInt16.Type) -> UInt16 { scalar(0, .integer) }
        func decode(_ type: UInt32.Type) -> UInt32 { scalar(0, .integer) }
        func decode(_ type: UInt64.Type) -> UInt64 { scalar(0, .integer) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, shape) = recorder.record(T.self)
            if node.single == nil { node.single = shape }
            return try ModelShapeDecoder.made(value, codingPath)
        }
    }
}
