// In the JSON module because a binary body prints as a base64 JSON string, streamed by the printer.
/// Standard base64 with padding (RFC 4648 §4).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The length of the padded encoding of `count` bytes.
    package static func encodedLength(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    /// Encodes straight into the string's own storage: building an array first and decoding it into a
    /// String held the base64 twice (a third more than the body, twice over).
    package static func encode(_ bytes: [UInt8]) -> String {
        let length = encodedLength(bytes.count)
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { write(bytes[...], into: $0) }
    }

    /// Appends the encoding of `bytes` to `out` (a printer streaming a large binary body a chunk at a time:
    /// chunks of a multiple of 3 bytes join into the one encoding).
    package static func append(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8]) {
        // Encoded into a chunk of its own, then appended: growing `out` with `repeatElement` first was
        // iterated element by element in debug and sanitizer builds, far too slow for a large body.
        let encoded = [UInt8](unsafeUninitializedCapacity: encodedLength(bytes.count)) { buffer, count in
            count = write(bytes, into: buffer)
        }
        out.append(contentsOf: encoded)
    }

    /// Writes the padded encoding of `bytes` into `out` (which has room for it); returns its length.
    private static func write(_ bytes: ArraySlice<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let (groups, overflow) = bytes.count.quotientAndRemainder(dividingBy: 3)
        var index = bytes.startIndex, at = 0
        for _ in 0..<groups {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out[at] = alphabet[Int((n >> 18) & 63)]
            out[at + 1] = alphabet[Int((n >> 12) & 63)]
            out[at + 2] = alphabet[Int((n >> 6) & 63)]
            out[at + 3] = alphabet[Int(n & 63)]
            index += 3
            at += 4
        }
        if overflow > 0 {
            var n = UInt32(bytes[index]) << 16
            if overflow == 2 { n |= UInt32(bytes[index + 1]) << 8 }
            out[at] = alphabet[Int((n >> 18) & 63)]
            out[at + 1] = alphabet[Int((n >> 12) & 63)]
            out[at + 2] = overflow == 2 ? alphabet[Int((n >> 6) & 63)] : UInt8(ascii: "=")
            out[at + 3] = UInt8(ascii: "=")
            at += 4
        }
        return at
    }
}
