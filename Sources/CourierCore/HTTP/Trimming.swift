extension String {
    /// Without leading and trailing spaces and tabs (HTTP's optional white space, RFC 9110 §5.6.3).
    package var trimmingSpaces: String { trimming { $0 == 0x20 || $0 == 0x09 } }

    /// Without leading and trailing spaces, tabs and line ends (a token read from a file, a header value).
    package var trimmingWhitespace: String { trimming { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }

    /// Trims by UTF-8 bytes, not Characters: "\r\n" is one Character, so a Character-wise trim of "\n"
    /// or "\r" left a CRLF line end in place. Every byte trimmed is ASCII, so the cut falls on a
    /// character boundary.
    private func trimming(_ isSpace: (UInt8) -> Bool) -> String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first..<bytes.index(after: last)])
    }
}
