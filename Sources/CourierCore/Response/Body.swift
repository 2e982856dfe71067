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

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int((n >> UInt32(shift)) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            var n = UInt32(bytes[index]) << 16
            if rest == 2 { n |= UInt32(bytes[index + 1]) << 8 }
            out.append(alphabet[Int((n >> 18) & 63)])
            out.append(alphabet[Int((n >> 12) & 63)])
            out.append(rest == 2 ? alphabet[Int((n >> 6) & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
