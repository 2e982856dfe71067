/// How a response body is shown: parsed JSON, text, or base64 for bytes that are not UTF-8.
public enum Body: Sendable, Equatable {
    case empty
    case json(JSON)
    /// Valid UTF-8 that is not JSON.
    case text(String)
    /// Bytes that are not valid UTF-8, base64-encoded (RFC 4648 §4).
    case binary(base64: String)

    /// Containers of a body longer than this stay raw (``RawJSON``): printed from the bytes, parsed on demand.
    public static let rawThreshold = 256 << 10

    /// Classifies raw bytes; parses JSON once (lazily, for a large body).
    public init(bytes: [UInt8]) {
        if bytes.isEmpty { self = .empty; return }
        let json = bytes.count > Self.rawThreshold
            ? try? JSONParser.parse(bytes, keepingRawAbove: Self.rawThreshold) : try? JSONParser.parse(bytes)
        if let json { self = .json(json); return }
        if let text = String(validating: bytes, as: UTF8.self) { self = .text(text); return }
        self = .binary(base64: Base64.encode(bytes))
    }

    public var json: JSON? {
        if case .json(let value) = self { return value }
        return nil
    }
}

/// Standard base64 with padding (RFC 4648 §4).
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Encodes straight into the string's own storage: building an array first and decoding it into a
    /// String held the base64 twice (a third more than the body, twice over).
    public static func encode(_ bytes: [UInt8]) -> String {
        let (groups, overflow) = bytes.count.quotientAndRemainder(dividingBy: 3)
        let length = (groups + (overflow > 0 ? 1 : 0)) * 4
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { out in
            var index = 0, at = 0
            while index + 3 <= bytes.count {
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
            }
            return length
        }
    }
}
