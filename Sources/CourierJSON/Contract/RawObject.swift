/// An object of a large body, read in place: its members listed once (where each key lies, where each value
/// starts), and a key found by comparing bytes, never by making `String`s. The bytes' side of ``ContractObject``,
/// with leaf readers (``string(named:)`` and the rest) that read a member that fits without making a ``ContractValue``.
///
/// Lookups answer as the same object as a tree does: the first member of a repeated key, and
/// keys compared as Swift compares `String`s (by canonical equivalence). Bytes decide only where that is the
/// same thing: an ASCII key asked for, and a member key of ASCII written without escapes. Anything else (a
/// `\u` escape, a non-ASCII key either side) is compared as `String`s.
final class RawObject: ContractObject {
    /// One member: its key's text (between the quotes) and where its value starts.
    struct Member {
        /// Where the key's text starts (after its quote) and ends (at its closing quote).
        let keyStart: Int
        let keyEnd: Int
        let value: Int
        /// ASCII without escapes: the bytes are the key.
        let isPlainKey: Bool
    }

    let bytes: RawBytes
    /// Where the object starts (its `{`) and ends (past its `}`).
    let offset: Int
    let end: Int
    let members: [Member]
    /// Large objects get an index, as a tree's do (``TreeObject``), so decoding stays linear in their size.
    private let index: [String: Int]?

    init(bytes: RawBytes, at offset: Int, path: Path) {
        self.bytes = bytes
        self.offset = offset
        (members, end) = Self.members(of: offset, in: bytes)
        if members.count > 16 {
            var index: [String: Int] = [:]
            for (position, member) in members.enumerated() {
                let key = bytes.string(at: member.keyStart - 1)
                if index[key] == nil { index[key] = position }
            }
            self.index = index
        } else {
            index = nil
        }
        super.init(path: path)
    }

    /// The members of the object at `object`, and where it ends.
    private static func members(of object: Int, in bytes: RawBytes) -> ([Member], end: Int) {
        bytes.reading(at: object + 1) { reader in
            var members: [Member] = []
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "\"") else { return (members, reader.index + 1) }  // `}`: empty
            members.reserveCapacity(8)
            while true {
                reader.index += 1
                let keyStart = reader.index
                var isPlain = true
                while let byte = reader.peek, byte != UInt8(ascii: "\"") {
                    if byte == UInt8(ascii: "\\") {
                        isPlain = false
                        reader.index += 2
                    } else {
                        if byte >= 0x80 { isPlain = false }
                        reader.index += 1
                    }
                }
                let keyEnd = reader.index
                reader.index += 1
                reader.skipWhitespace()
                reader.index += 1  // ':'
                reader.skipWhitespace()
                members.append(Member(keyStart: keyStart, keyEnd: keyEnd, value: reader.index, isPlainKey: isPlain))
                reader.skipValidatedValue()
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: ",") else { return (members, reader.index + 1) }  // `}`
                reader.index += 1
                reader.skipWhitespace()
            }
        }
    }

    /// The members' keys, in order (repeated ones too).
    override var keys: [String] { members.map { bytes.string(at: $0.keyStart - 1) } }

    // A member is never raw: the tree parses a raw object whole before reading it.
    override func member(named name: String) -> ContractValue? { value(named: name).map { .bytes(bytes, at: $0, isRaw: false) } }

    override var whole: ContractValue { .object(self) }

    /// Where the value of the first member named `name` starts.
    func value(named name: String) -> Int? {
        if let index { return index[name].map { members[$0].value } }
        return name.utf8.withContiguousStorageIfAvailable { firstMember(named: name, utf8: $0) } ?? firstMember(named: name, utf8: nil)
    }

    /// The value of the first member named `name` when it is a string; `nil` when missing or anything else.
    func string(named name: String) -> String? { value(named: name).flatMap { bytes.string(ifStringAt: $0) } }
    /// The value of the first member named `name` when it is `true` or `false`.
    func bool(named name: String) -> Bool? { value(named: name).flatMap { bytes.bool(at: $0) } }
    /// The value of the first member named `name` when it is a number of only digits that fits a `T`.
    func integer<T: FixedWidthInteger>(named name: String) -> T? { value(named: name).flatMap { bytes.plainInteger(at: $0) } }
    /// The value of the first member named `name` when it is a number that is a finite `T`.
    func finiteNumber<T: BinaryFloatingPoint & LosslessStringConvertible>(named name: String) -> T? {
        value(named: name).flatMap { bytes.finiteNumber(at: $0) }
    }

    /// The value of the first member named `name` when it is a number that is a finite `Double`.
    func double(named name: String) -> Double? { value(named: name).flatMap { bytes.double(at: $0) } }

    private func firstMember(named name: String, utf8 wanted: UnsafeBufferPointer<UInt8>?) -> Int? {
        guard let wanted, wanted.allSatisfy({ $0 < 0x80 }) else {
            return members.first { bytes.string(at: $0.keyStart - 1) == name }?.value
        }
        return bytes.source.withUnsafeBufferPointer { source in
            members.withUnsafeBufferPointer { members in
                for member in members {
                    if member.isPlainKey {
                        if Self.bytes(member.keyStart..<member.keyEnd, of: source, equal: wanted) { return member.value }
                    } else if bytes.string(at: member.keyStart - 1) == name {
                        return member.value
                    }
                }
                return nil
            }
        }
    }

    private static func bytes(_ range: Range<Int>, of source: UnsafeBufferPointer<UInt8>, equal wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == wanted.count else { return false }
        var offset = 0
        while offset < wanted.count {
            guard source[range.lowerBound + offset] == wanted[offset] else { return false }
            offset += 1
        }
        return true
    }
}
