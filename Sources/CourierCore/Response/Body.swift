/// How a response body is shown: parsed JSON, text, or base64 for bytes that are not UTF-8.
public enum Body: Sendable, Equatable {
    /// No body (HEAD, 204, 304, an empty 2xx).
    case empty
    /// JSON as received: key order and number literals kept.
    case json(JSON)
    /// Valid UTF-8 that is not JSON.
    case text(String)
    /// Bytes that are not valid UTF-8, shown base64-encoded (RFC 4648 §4). The bytes are kept, not their
    /// base64: a large body is encoded as it is printed (see ``json``).
    case binary([UInt8])

    /// Containers of a body longer than this stay raw (``RawJSON``): printed from the bytes, parsed on demand.
    package static let rawThreshold = 256 << 10

    /// Classifies raw bytes; parses JSON once, lazily: the root's containers (an envelope's `data`) are validated
    /// but kept as bytes (``RawJSON``), parsed when something reads into them. Most calls only print the body, or
    /// (a smoke run's cases) only read the envelope's code: building `data`'s tree, and freeing it, was much of
    /// judging a small response. In a large body (above ``rawThreshold``) only containers larger than that stay raw.
    package init(bytes: [UInt8]) {
        if bytes.isEmpty { self = .empty; return }
        let json = try? JSONParser.parse(bytes, keepingRawAbove: bytes.count > Self.rawThreshold ? Self.rawThreshold : 0)
        if let json { self = .json(json); return }
        if let text = String(validating: bytes, as: UTF8.self) { self = .text(text); return }
        self = .binary(bytes)
    }

    package var json: JSON? {
        if case .json(let value) = self { return value }
        return nil
    }

    /// A binary body's base64 as a JSON string: encoded now when small, as it is printed when large.
    package static func base64(_ bytes: [UInt8]) -> JSON {
        bytes.count > rawThreshold ? .base64(encodingWhenPrinted: bytes) : .string(Base64.encode(bytes))
    }
}
