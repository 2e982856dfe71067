/// Percent-encoding of URI components (RFC 3986 §2.1).
///
/// Only unreserved characters (`ALPHA DIGIT - . _ ~`, §2.3) are left as they are; everything else,
/// including `/ ? # & = + %` and space, is encoded from its UTF-8 bytes. So a path parameter can
/// never add a segment or start a query, and a query value arrives exactly as given.
package enum PercentEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Encodes `text` so it stands as exactly one path segment or one query key or value.
    package static func encode(_ text: String) -> String {
        if text.utf8.allSatisfy(isUnreserved) { return text }  // the common case: nothing to escape
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A path segment as a reader should see it: decoded (`{id}`, not `%7Bid%7D`; the text itself when it does not
    /// decode), except the characters that would read as another part of the URL: a `?` that Moya's
    /// `appendingPathComponent` sends as `%3F` stays `%3F`, not the start of a query (so do `#` and `/` in one segment).
    package static func shownSegment(_ text: String) -> String {
        var shown = ""
        for character in decode(text) ?? text {
            switch character {
            case "?": shown += "%3F"
            case "#": shown += "%23"
            case "/": shown += "%2F"
            default: shown.append(character)
            }
        }
        return shown
    }

    /// Decodes `%XX` sequences; `nil` when a sequence is malformed or the result is not UTF-8.
    package static func decode(_ text: String) -> String? {
        // Most segments and query parts have no escape at all: the text is already valid UTF-8.
        guard text.hasByte(UInt8(ascii: "%")) else { return text }
        var out: [UInt8] = []
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { out.append(byte); continue }
            guard let high = bytes.next().flatMap(hexValue), let low = bytes.next().flatMap(hexValue) else { return nil }
            out.append(high << 4 | low)
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
