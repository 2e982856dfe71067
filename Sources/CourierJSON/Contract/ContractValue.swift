/// One value as the contract decoder reads it, wherever it is held: a node of a ``JSON`` tree, or a value in a large
/// body's own bytes (what a ``RawJSON`` stands for, read in place).
///
/// The seam between the one decoder (``ValueDecoder`` and its containers) and the two storages: every answer a
/// model gets — a scalar, a kind, the words of what was found — comes from here, so the decoder's logic, paths and
/// wording exist once and a raw value answers exactly as the tree it stands for. A struct of plain fields rather
/// than an enum: the decoder is copied into an existential for every `init(from:)`, and an enum's payloads are
/// copied and destroyed through a switch each time.
struct ContractValue {
    /// The tree's node; `nil` for a value of the bytes. Never a ``JSON/raw(_:)`` container of JSON text
    /// (``init(_:)`` reads that from its bytes).
    let node: JSON?
    /// The bytes the value is in (none for a node), and where it starts.
    let bytes: RawBytes
    let offset: Int
    /// Whether the tree would hold this value as ``JSON/raw(_:)`` (a raw value itself, or a large array element of
    /// a raw array): an array then does not know its count ahead.
    let isRaw: Bool
    /// The object at `offset` when its members are listed already (an array element, listed to step past it).
    let object: RawObject?

    private static func tree(_ json: JSON) -> ContractValue {
        ContractValue(node: json, bytes: RawBytes(source: [], threshold: 0), offset: 0, isRaw: false, object: nil)
    }

    static func bytes(_ bytes: RawBytes, at offset: Int, isRaw: Bool) -> ContractValue {
        ContractValue(node: nil, bytes: bytes, offset: offset, isRaw: isRaw, object: nil)
    }

    static func object(_ object: RawObject) -> ContractValue {
        ContractValue(node: nil, bytes: object.bytes, offset: object.offset, isRaw: false, object: object)
    }

    /// `json` as the contract reads it: a raw array or object (the data of a large body) from its bytes, never
    /// parsed into a tree (that tree, its keys and strings, was most of the check's cost).
    init(_ json: JSON) {
        if case .raw(let raw) = json, !raw.isBase64 {
            self = .bytes(RawBytes(source: raw.source, threshold: raw.threshold), at: raw.range.lowerBound, isRaw: true)
        } else {
            self = .tree(json)
        }
    }

    private init(node: JSON?, bytes: RawBytes, offset: Int, isRaw: Bool, object: RawObject?) {
        self.node = node
        self.bytes = bytes
        self.offset = offset
        self.isRaw = isRaw
        self.object = object
    }

    /// What was found here, in a mismatch's words: a container of the bytes is described by its kind and count,
    /// never built.
    var found: String { ContractViolation.describe(node ?? bytes.json(at: offset)) }

    var isNull: Bool { node.map(\.isNull) ?? (bytes[offset] == UInt8(ascii: "n")) }

    /// The value when it is `true` or `false`.
    var bool: Bool? {
        guard let node else { return bytes.bool(at: offset) }
        return if case .bool(let flag) = node { flag } else { nil }
    }

    /// The value when it is a string, unescaped.
    var string: String? {
        guard let node else { return bytes.string(ifStringAt: offset) }
        return if case .string(let text) = node { text } else { nil }
    }

    /// The value as a `T` when it is a number (`nil` when it is not); both storages judge the literal alike
    /// (``NumberLiteral/integer(_:at:)``), the bytes reading plain digits without making it a `String` first.
    /// - Throws: ``ContractViolation`` at `path` when the number is fractional or out of range.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at path: Path) throws(ContractViolation) -> T? {
        if let node {
            guard case .number(let literal) = node else { return nil }
            return try NumberLiteral.integer(literal, at: path)
        }
        if let plain: T = bytes.plainInteger(at: offset) { return plain }
        guard bytes.isNumber(at: offset) else { return nil }
        return try NumberLiteral.integer(bytes.literal(at: offset), at: path)
    }

    /// The value as a finite `T` when it is a number (`nil` when it is not).
    /// - Throws: ``ContractViolation`` at `path` when the number is out of range.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at path: Path) throws(ContractViolation) -> T? {
        if let node {
            guard case .number(let literal) = node else { return nil }
            return try NumberLiteral.floatingPoint(literal, at: path)
        }
        guard bytes.isNumber(at: offset) else { return nil }
        return try NumberLiteral.floatingPoint(bytes.literal(at: offset), at: path)
    }
}
