/// An array's elements as both model decoders read them (the tree's ``UnkeyedContainer``, the body bytes'
/// ``RawUnkeyedContainer``): each kind of read takes the next element's decoder and asks it, written once, so the
/// two cannot disagree on what an element is expected to be (their results and words must be the same).
protocol ElementForwardingContainer: UnkeyedDecodingContainer {
    associatedtype Element: Decoder & SingleValueDecodingContainer
    /// The next element's decoder, or the contract's error naming `expected` at the end of the array.
    mutating func next(expected: @autoclosure () -> String) throws -> Element
}

extension ElementForwardingContainer {
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(expected: JSONModelDecoder.typeName(T.self)).decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(expected: "object").container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next(expected: "array").unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(expected: "a value") }
}
