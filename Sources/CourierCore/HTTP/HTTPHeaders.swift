/// One header field, with its name as written.
public struct HTTPHeader: Hashable, Sendable {
    /// The name as written; it is sent with this case.
    public var name: String
    /// The value as sent.
    public var value: String
    /// The field `name: value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of header fields: order, case and repeats are kept, lookups ignore case (RFC 9110 §5.1).
public struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    package private(set) var fields: [HTTPHeader]

    /// The fields, in the order they are sent.
    public init(_ fields: [HTTPHeader] = []) { self.fields = fields }
    /// `[HTTPHeader("Accept", "text/plain")]`: the fields in the order written.
    public init(arrayLiteral elements: HTTPHeader...) { self.fields = elements }

    /// The fields in order, repeated names included.
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> { fields.makeIterator() }
    package var isEmpty: Bool { fields.isEmpty }
    package var count: Int { fields.count }

    /// The first value of `name`, ignoring case.
    public subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value of `name`, ignoring case, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map { $0.value }
    }

    /// Field names are ASCII tokens, compared without regard to ASCII case; comparing bytes spares
    /// the two lowercased copies per field that every lookup used to make.
    package static func sameName(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings are contiguous UTF-8: compare the buffers (zipping two UTF8Views cost far more a call).
        if let same = a.utf8.withContiguousStorageIfAvailable({ x in b.utf8.withContiguousStorageIfAvailable { y in sameBytes(x, y) } }) {
            return same ?? sameBytes(a.utf8, b.utf8)
        }
        return sameBytes(a.utf8, b.utf8)
    }

    private static func sameBytes(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            guard x | 0x20 == y | 0x20, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(x | 0x20) else { return false }
        }
        return true
    }

    /// Whether a field `name` is present, ignoring case.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Appends a field, keeping any earlier ones of the same name.
    public mutating func add(_ name: String, _ value: String) { fields.append(HTTPHeader(name, value)) }
    /// Room for `count` more fields, so additions (the plugins', a response's block read field by field) do not grow
    /// the array one reallocation at a time.
    package mutating func reserveCapacity(adding count: Int) { fields.reserveCapacity(fields.count + count) }

    /// Replaces every field of `name` with one field.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        fields.append(HTTPHeader(name, value))
    }

    /// Removes every field of `name`, ignoring case.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.sameName($0.name, name) }
    }

    /// A copy with `name` set (Moya's `adding` style).
    package func setting(_ name: String, _ value: String) -> HTTPHeaders {
        var copy = self
        copy.set(name, value)
        return copy
    }
}
