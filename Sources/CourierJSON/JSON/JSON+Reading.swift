/// What a consumer reads from a value, whatever holds it: a tree, or a container kept as its bytes (``RawJSON``).
///
/// Code outside this module asks these and never looks at the storage, so a lazy container stays an implementation
/// detail of `JSON`: each accessor answers for a raw value as for the tree it stands for, reading no more of its
/// bytes than the answer needs.
extension JSON {
    /// The base64 text (RFC 4648 §4) of `bytes` as a JSON string, encoded as it is printed rather than now: a large
    /// binary body is never held beside its base64.
    package static func base64(encodingWhenPrinted bytes: [UInt8]) -> JSON { .raw(RawJSON(base64Of: bytes)) }

    /// How many elements (an array) or members (an object) the value has, counted without parsing them; `nil` for
    /// anything else.
    package var count: Int? {
        switch self {
        case .array(let items): items.count
        case .object(let members): members.count
        case .raw(let raw) where !raw.isBase64: raw.count
        default: nil
        }
    }

    /// The text of a string (a base64 one kept as its bytes too, encoded now); `nil` for anything else.
    package var stringValue: String? {
        switch self {
        case .string(let text): text
        case .raw(let raw) where raw.isBase64: Base64.encode(raw.source)
        default: nil
        }
    }

    /// The literal text of a number, as received; `nil` for anything else.
    package var numberLiteral: String? {
        if case .number(let literal) = self { return literal }
        return nil
    }

    /// Calls `body` with each element of an array in order; a raw array's are parsed one at a time, so a large array
    /// (a HAR's entries) is never a tree whole, only the element being read. Does nothing for anything else.
    package func forEachElement(_ body: (JSON) -> Void) {
        switch self {
        case .array(let items): items.forEach(body)
        case .raw(let raw) where raw.isArray:
            var cursor = raw.makeCursor()
            while let child = cursor.next() { body(child.value) }
        default: break
        }
    }

    /// An array's elements as trees (a raw array parsed whole); `nil` for anything else.
    package var elements: [JSON]? {
        if case .array(let items) = expanded { return items }
        return nil
    }

    /// An object's members in order, their values as trees (a raw object parsed whole); `nil` for anything else.
    package var members: [Member]? {
        if case .object(let members) = expanded { return members }
        return nil
    }
}
