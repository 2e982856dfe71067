/// An array as a model's unkeyed container, over either storage: a tree's elements, or a large body's bytes read
/// in place, each element stepped over as it is handed out and none parsed unless the model reads it.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    private enum Elements {
        case tree([JSON])
        /// `isRaw`: whether the array is raw in the tree; its large elements are raw too (what ``RawJSON/Cursor``
        /// makes of them).
        case bytes(RawBytes, isRaw: Bool)
    }

    private let elements: Elements
    let path: Path
    /// Counted ahead unless the tree would hold the array raw (the tree's raw arrays were never counted ahead).
    let count: Int?
    private(set) var currentIndex = 0
    /// Where the element at `currentIndex` is (its index in the tree, its offset in the bytes); `nil` past the last.
    private var current: Int?

    init(items: [JSON], path: Path) {
        elements = .tree(items)
        self.path = path
        count = items.count
        current = items.isEmpty ? nil : 0
    }

    init(bytes: RawBytes, array offset: Int, isRaw: Bool, path: Path) {
        elements = .bytes(bytes, isRaw: isRaw)
        self.path = path
        current = bytes.firstElement(ofArrayAt: offset)
        if isRaw {
            count = nil
        } else {
            var count = 0
            var element = current
            while let start = element {
                count += 1
                element = bytes.step(overElementAt: start).next
            }
            self.count = count
        }
    }

    var codingPath: [any CodingKey] { path.keys }
    var isAtEnd: Bool { current == nil }

    /// The next element's decoder, or the contract's error naming `expected` at the end of the array.
    private mutating func next(expected: @autoclosure () -> String) throws(ContractViolation) -> ValueDecoder {
        let elementPath = path.appending(IndexKey(currentIndex))
        guard let position = current else {
            throw ContractViolation(path: elementPath.rendered, expected: expected(), found: "the end of the array")
        }
        currentIndex += 1
        switch elements {
        case .tree(let items):
            current = currentIndex < items.count ? currentIndex : nil
            return ValueDecoder(ContractValue(items[position]), path: elementPath)
        case .bytes(let bytes, let isRaw):
            // An object's members are listed now, which finds its end too: the element is stepped over once.
            if bytes[position] == UInt8(ascii: "{") {
                let object = RawObject(bytes: bytes, at: position, path: elementPath.settled())
                current = bytes.element(after: object.end)
                // Whether the tree holds it raw tells only an array's count, so an object is never marked raw.
                return ValueDecoder(.object(object), path: elementPath)
            }
            let (end, following) = bytes.step(overElementAt: position)
            current = following
            let isRawArray = isRaw && bytes[position] == UInt8(ascii: "[") && end - position > bytes.threshold
            return ValueDecoder(.bytes(bytes, at: position, isRaw: isRawArray), path: elementPath)
        }
    }

    mutating func decodeNil() throws -> Bool {
        guard let position = current else { return false }
        switch elements {
        case .tree(let items):
            guard items[position].isNull else { return false }
            current = position + 1 < items.count ? position + 1 : nil
        case .bytes(let bytes, _):
            guard bytes[position] == UInt8(ascii: "n") else { return false }
            current = bytes.step(overElementAt: position).next
        }
        currentIndex += 1
        return true
    }

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
