/// One value as the contract decoder reads it, wherever it is held: a node of a ``JSON`` tree, or a value in a large
/// body's own bytes (what a ``RawJSON`` stands for, read in place).
///
/// The seam between the one decoder (``ValueDecoder`` and its containers) and the two storages: every answer a
/// model gets — a scalar, a kind, the words of what was found — comes from here, so the decoder's logic, paths and
/// wording exist once and a raw value answers exactly as the tree it stands for. An enum, not a protocol: a model's
/// `init(from:)` calls the containers unspecialized, and a switch costs less there than a witness table.
enum ContractValue {
    /// A value of a tree, never a ``JSON/raw(_:)`` container of JSON text (``init(_:)`` reads that from its bytes).
    case tree(JSON)
    /// The value starting at `at` in a body's bytes. `isRaw`: whether the tree would hold it as ``JSON/raw(_:)``
    /// (a raw value itself, or a large array element of a raw array): an array then does not know its count ahead.
    case bytes(RawBytes, at: Int, isRaw: Bool)
    /// An object of a body's bytes whose members are listed already (an array element, listed to step past it).
    case object(RawObject)

    /// `json` as the contract reads it: a raw array or object (the data of a large body) from its bytes, never
    /// parsed into a tree (that tree, its keys and strings, was most of the check's cost).
    init(_ json: JSON) {
        if case .raw(let raw) = json, !raw.isBase64 {
            self = .bytes(RawBytes(source: raw.source, threshold: raw.threshold), at: raw.range.lowerBound, isRaw: true)
        } else {
            self = .tree(json)
        }
    }

    /// What was found here, in a mismatch's words: a container of the bytes is described by its kind and count,
    /// never built.
    var found: String {
        switch self {
        case .tree(let json): ContractViolation.describe(json)
        case .bytes(let bytes, let offset, _): ContractViolation.describe(bytes.json(at: offset))
        case .object(let object): ContractViolation.describe(object.bytes.json(at: object.offset))
        }
    }

    var isNull: Bool {
        switch self {
        case .tree(let json): json.isNull
        case .bytes(let bytes, let offset, _): bytes[offset] == UInt8(ascii: "n")
        case .object: false
        }
    }

    /// The value when it is `true` or `false`.
    var bool: Bool? {
        switch self {
        case .tree(let json): if case .bool(let flag) = json { flag } else { nil }
        case .bytes(let bytes, let offset, _): bytes.bool(at: offset)
        case .object: nil
        }
    }

    /// The value when it is a string, unescaped.
    var string: String? {
        switch self {
        case .tree(let json): if case .string(let text) = json { text } else { nil }
        case .bytes(let bytes, let offset, _): bytes.string(ifStringAt: offset)
        case .object: nil
        }
    }

    /// The value as a `T` when it is a number (`nil` when it is not); both storages judge the literal alike
    /// (``NumberLiteral/integer(_:at:)``), the bytes reading plain digits without making it a `String` first.
    /// - Throws: ``ContractViolation`` at `path` when the number is fractional or out of range.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at path: Path) throws(ContractViolation) -> T? {
        switch self {
        case .tree(let json):
            guard case .number(let literal) = json else { return nil }
            return try NumberLiteral.integer(literal, at: path)
        case .bytes(let bytes, let offset, _):
            if let plain: T = bytes.plainInteger(at: offset) { return plain }
            guard bytes.isNumber(at: offset) else { return nil }
            return try NumberLiteral.integer(bytes.literal(at: offset), at: path)
        case .object:
            return nil
        }
    }

    /// The value as a finite `T` when it is a number (`nil` when it is not).
    /// - Throws: ``ContractViolation`` at `path` when the number is out of range.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at path: Path) throws(ContractViolation) -> T? {
        switch self {
        case .tree(let json):
            guard case .number(let literal) = json else { return nil }
            return try NumberLiteral.floatingPoint(literal, at: path)
        case .bytes(let bytes, let offset, _):
            guard bytes.isNumber(at: offset) else { return nil }
            return try NumberLiteral.floatingPoint(bytes.literal(at: offset), at: path)
        case .object:
            return nil
        }
    }
}
