/// A large body's bytes as the contract reads them in place (``ContractValue``): already validated when the
/// ``RawJSON`` was made, so stepping through them cannot fail.
struct RawBytes {
    /// The whole body.
    let source: [UInt8]
    /// The size above which the tree keeps an array's large element raw (``RawJSON/threshold``).
    let threshold: Int

    /// The byte at `offset` (the first of a value: what kind it is).
    subscript(offset: Int) -> UInt8 { source[offset] }

    /// Runs `body` with a reader over the bytes, at `offset`.
    func reading<Result>(at offset: Int, _ body: (inout Reader) -> Result) -> Result {
        source.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.isValidated = true
            reader.index = offset
            return body(&reader)
        }
    }

    /// Steps over the array element starting at `offset`: where it ends, and where the next one starts
    /// (`nil` when it was the last).
    func step(overElementAt offset: Int) -> (end: Int, next: Int?) {
        let end = end(ofValueAt: offset)
        return (end, element(after: end))
    }

    /// Where the value starting at `offset` ends.
    func end(ofValueAt offset: Int) -> Int {
        reading(at: offset) { reader in
            reader.skipValidatedValue()
            return reader.index
        }
    }

    /// Where the array element after the one ending at `end` starts; `nil` when that was the last.
    func element(after end: Int) -> Int? {
        reading(at: end) { reader in
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: ",") else { return nil }
            reader.index += 1
            reader.skipWhitespace()
            return reader.index
        }
    }

    /// Where the first element of the array at `offset` (its `[`) starts; `nil` when it is empty.
    func firstElement(ofArrayAt offset: Int) -> Int? {
        reading(at: offset + 1) { reader in
            reader.skipWhitespace()
            return reader.peek == UInt8(ascii: "]") ? nil : reader.index
        }
    }

    /// The value at `offset` as the tree holds it, for the words of a mismatch: a container raw (described by
    /// its kind and count, never built), anything else parsed.
    func json(at offset: Int) -> JSON {
        reading(at: offset) { reader in
            switch reader.peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                reader.skipValidated()
                return .raw(RawJSON(source: source, range: offset..<reader.index, threshold: threshold))
            default:
                return (try? reader.parseValue(depth: 0)) ?? .null
            }
        }
    }

    /// The string starting at `offset` (its opening quote), unescaped.
    func string(at offset: Int) -> String {
        reading(at: offset) { reader in (try? reader.parseString()) ?? "" }
    }

    /// The string at `offset`, `nil` when the value there is not a string.
    func string(ifStringAt offset: Int) -> String? {
        self[offset] == UInt8(ascii: "\"") ? string(at: offset) : nil
    }

    /// `true` or `false` at `offset`, `nil` for any other value.
    func bool(at offset: Int) -> Bool? {
        switch self[offset] {
        case UInt8(ascii: "t"): true
        case UInt8(ascii: "f"): false
        default: nil
        }
    }

    /// Whether the value at `offset` is a number.
    func isNumber(at offset: Int) -> Bool { self[offset] == UInt8(ascii: "-") || self[offset] &- UInt8(ascii: "0") < 10 }

    /// The number at `offset` when it is only digits that fit a `T` (see ``NumberLiteral/plainInteger(_:)``).
    func plainInteger<T: FixedWidthInteger>(at offset: Int) -> T? {
        guard isNumber(at: offset) else { return nil }
        return withLiteral(at: offset) { NumberLiteral.plainInteger($0) }
    }

    /// The number at `offset` as a finite `T`; `nil` for any other value or one out of range.
    func finiteNumber<T: BinaryFloatingPoint & LosslessStringConvertible>(at offset: Int) -> T? {
        guard isNumber(at: offset), let number = T(literal(at: offset)), number.isFinite else { return nil }
        return number
    }

    /// The number at `offset` as a finite `Double`, read from its digits when it is a short decimal
    /// (``NumberLiteral/shortDecimal(_:)``); `nil` for any other value or one out of range.
    func double(at offset: Int) -> Double? {
        guard isNumber(at: offset) else { return nil }
        return withLiteral(at: offset) { NumberLiteral.shortDecimal($0) } ?? finiteNumber(at: offset)
    }

    /// The literal text of the number at `offset`, as the tree holds it.
    func literal(at offset: Int) -> String {
        withLiteral(at: offset) { String(decoding: $0, as: UTF8.self) }
    }

    private func withLiteral<Result>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        reading(at: offset) { reader in
            reader.skipValidatedValue()
            return body(UnsafeBufferPointer(rebasing: reader.bytes[offset..<reader.index]))
        }
    }
}
