/// A JSON array or object kept as its bytes, already validated: a body's `data` until something reads into it, and
/// the big `data` of a large body for good.
///
/// Parsing a large envelope into a tree takes several times the body's size in memory. A raw value
/// instead refers to the body's own bytes (shared, not copied). Printing writes it from those bytes
/// (``JSONWriter`` walks them with a ``ByteSource``), so memory stays at the body plus a chunk of output; lookups (`json["key"]`, `json[0]`) parse
/// only what they reach; the contract check reads the bytes in place (``ContractValue``); ``JSON/expanded``
/// builds the whole tree for those who need it.
///
/// A raw value may also stand for a JSON *string*: the base64 of binary bytes (``init(base64Of:)``), so a large
/// binary body is printed by encoding it as it is written, never holding the bytes and their base64 at once.
public struct RawJSON: Sendable {
    /// The whole text `range` lies in, and the size above which nested containers stay raw too.
    let source: [UInt8]
    let range: Range<Int>
    let threshold: Int
    /// Whether `source` is binary bytes this value is the base64 string of, rather than JSON text.
    package let isBase64: Bool

    init(source: [UInt8], range: Range<Int>, threshold: Int) {
        self.source = source
        self.range = range
        self.threshold = threshold
        isBase64 = false
    }

    /// The base64 text (RFC 4648 §4) of `bytes` as a JSON string, encoded when printed.
    package init(base64Of bytes: [UInt8]) {
        source = bytes
        range = 0..<bytes.count
        threshold = 0
        isBase64 = true
    }

    /// Whether this value stands for a container of a small body, kept as bytes only until read (its threshold 0), as
    /// opposed to one of a large body (kept raw for its size).
    package var isLazy: Bool { !isBase64 && threshold == 0 }

    package var isArray: Bool { !isBase64 && source[range.lowerBound] == UInt8(ascii: "[") }
    package var kindName: String { isBase64 ? "string" : isArray ? "array" : "object" }

    /// The whole value as a tree (for base64, the whole string).
    package var parsed: JSON {
        if isBase64 { return .string(Base64.encode(source)) }
        return (try? JSONParser.parse(source[range])) ?? .null  // the bytes were validated when this was made
    }

    /// Reads the children one at a time, each call parsing only the next one.
    package struct Cursor: Sendable {
        let raw: RawJSON
        var offset: Int

        /// The next member (with its key) or element (key `nil`); `nil` at the end.
        package mutating func next() -> (key: String?, value: JSON)? {
            guard let child = advance(parsingIf: { _ in true }), let value = child.value else { return nil }
            return (child.key, value)
        }

        /// Steps over the next child without parsing it (brackets counted, strings jumped); false at the end.
        package mutating func skip() -> Bool { advance(parsingIf: { _ in false }) != nil }

        /// Moves past the next child, parsing its value only when `wanted(key)` says so (its value is
        /// `nil` otherwise); `nil` at the end. The bytes were validated when the raw value was made, so
        /// neither parsing nor stepping can fail.
        mutating func advance(parsingIf wanted: (String?) -> Bool) -> (key: String?, value: JSON?)? {
            let (raw, start) = (self.raw, offset)
            var child: (key: String?, value: JSON?)?
            offset = raw.source.withUnsafeBufferPointer { buffer in
                var reader = Reader(bytes: buffer)
                reader.raw = (raw.source, raw.threshold)
                reader.isValidated = true
                reader.index = start
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: ",") { reader.index += 1; reader.skipWhitespace() }
                guard let byte = reader.peek, byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}") else { return reader.index }
                var key: String?
                if !raw.isArray {
                    guard let name = try? reader.parseString() else { return reader.index }
                    key = name
                    reader.skipWhitespace()
                    reader.index += 1  // ':', checked when the value was validated
                    reader.skipWhitespace()
                }
                if wanted(key) {
                    child = (key, try? reader.parseValue(depth: 1))
                } else {
                    reader.skipValidatedValue()
                    child = (key, nil)
                }
                return reader.index
            }
            return child
        }
    }

    package func makeCursor() -> Cursor { Cursor(raw: self, offset: range.lowerBound + 1) }

    /// Whether there is no child, found without parsing the first one.
    package var isEmpty: Bool {
        guard !isBase64 else { return source.isEmpty }
        var cursor = makeCursor()
        return !cursor.skip()
    }

    /// The first member named `key` (objects only); the members before it are stepped over, not parsed.
    package func member(_ key: String) -> JSON? {
        guard !isArray, !isBase64 else { return nil }
        var cursor = makeCursor()
        while let child = cursor.advance(parsingIf: { $0 == key }) {
            if let value = child.value { return value }
        }
        return nil
    }

    /// The element at `index` (arrays only); the ones before it are stepped over, not parsed.
    package func element(_ index: Int) -> JSON? {
        guard isArray, index >= 0 else { return nil }
        var cursor = makeCursor()
        for _ in 0..<index { guard cursor.skip() else { return nil } }
        return cursor.next()?.value
    }

    /// How many children (elements, or members) there are, counted without parsing them.
    package var count: Int {
        guard !isBase64 else { return 0 }
        var cursor = makeCursor()
        var count = 0
        while cursor.skip() { count += 1 }
        return count
    }
}

extension RawJSON: Hashable {
    /// Raw containers compare as the trees they stand for.
    public static func == (lhs: RawJSON, rhs: RawJSON) -> Bool { lhs.parsed == rhs.parsed }
    /// Hashes the tree it stands for.
    public func hash(into hasher: inout Hasher) { parsed.hash(into: &hasher) }
}
