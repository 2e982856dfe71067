/// Text as a terminal may show it: what could drive the terminal or forge a line is written as an escape.
///
/// The one definition of a control character for everything Courier and its build tool print: C0 controls,
/// DEL, C1 controls (U+009B is a one-byte CSI to some terminals) and the bidirectional embeddings, overrides
/// and isolates (U+202A–U+202E, U+2066–U+2069) that reorder what a line appears to say, and the line and
/// paragraph separators (U+2028, U+2029) that Python's `str.splitlines()` and JavaScript end a line at, as they
/// do at U+0085 (a C1 control), so a consumer splitting a report there reads no line the text forged.
package enum PrintableText {
    /// Whether `scalar` is one of the controls above.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// How ``escaped(_:)`` writes one control: `\xNN` below U+0100, `\u{NNNN}` above.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return scalar.value < 0x100 ? "\\x" + (scalar.value < 0x10 ? "0" : "") + hex : "\\u{" + hex + "}"
    }

    /// `text` with each control shown as `\xNN` (C0, DEL, C1) or `\u{NNNN}` (separators, bidirectional controls), so a
    /// server's or a user's text can neither retitle or clear the terminal nor start a line of its own.
    package static func escaped(_ text: String) -> String {
        // Most text (every smoke progress line) is printable ASCII: checking its bytes spares decoding each scalar.
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) == true { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
