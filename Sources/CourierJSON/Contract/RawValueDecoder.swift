/// The contract's `Decoder` over a large body's own bytes: one value of a ``RawJSON``, by where it starts, and
/// the path that leads to it.
///
/// ``ValueDecoder`` hands a raw value over to it, so the `data` of a large body is checked without parsing each
/// element into a ``JSON`` tree first (that tree, its keys and strings, was most of the check's cost): keys are
/// compared as bytes, strings and numbers are made only when the model asks for them. Everything a model is
/// told — values, `codingPath`, `count`, `allKeys`, and the words of a mismatch — is what ``ValueDecoder`` tells
/// it for the same value as a tree (RawContractTests decode the same bodies both ways).
struct RawValueDecoder: Decoder {
    let bytes: RawBytes
    /// Where the value starts in the body.
    let offset: Int
    /// Whether the tree would hold this value as ``JSON/raw(_:)`` (the raw value itself, or a large element of
    /// a raw array): an array then does not know its `count` ahead, as ``UnkeyedContainer`` over raw bytes did not.
    let isRaw: Bool
    let path: Path
    /// The object at `offset`, when its members were already listed (an array's element, to step past it).
    private let object: RawObject?

    /// The decoder of a whole raw value, as ``ValueDecoder`` met it at `path`.
    init(_ raw: RawJSON, path: Path) {
        self.init(bytes: RawBytes(source: raw.source, threshold: raw.threshold), offset: raw.range.lowerBound, isRaw: true, path: path)
    }

    init(bytes: RawBytes, offset: Int, isRaw: Bool, path: Path, object: RawObject? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.isRaw = isRaw
        self.path = path
        self.object = object
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private var kind: UInt8 { bytes[offset] }

    func mismatch(_ expected: String) -> ContractViolation {
        ContractViolation(path: path.rendered, expected: expected, found: ContractViolation.describe(bytes.json(at: offset)))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard kind == UInt8(ascii: "{") else { throw mismatch("object") }
        return KeyedDecodingContainer(RawKeyedContainer<Key>(object: object ?? RawObject(bytes: bytes, at: offset, path: path.settled())))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard kind == UInt8(ascii: "[") else { throw mismatch("array") }
        return RawUnkeyedContainer(bytes: bytes, array: offset, isRaw: isRaw, path: path.settled())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension RawValueDecoder: NumberReadingContainer {
    func decodeNil() -> Bool { kind == UInt8(ascii: "n") }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let flag = bytes.bool(at: offset) else { throw mismatch("Bool") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = bytes.string(ifStringAt: offset) else { throw mismatch("String") }
        return text
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        if let plain: T = bytes.plainInteger(at: offset) { return plain }
        guard bytes.isNumber(at: offset) else { throw mismatch(String(describing: T.self)) }
        // Judged from the literal as the tree decoder judges it: a whole number written otherwise, or the words.
        return try NumberLiteral.integer(bytes.literal(at: offset), at: path)
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard bytes.isNumber(at: offset) else { throw mismatch(String(describing: T.self)) }
        return try NumberLiteral.floatingPoint(bytes.literal(at: offset), at: path)
    }
}
