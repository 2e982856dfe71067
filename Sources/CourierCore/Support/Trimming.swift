extension String {
    /// Without leading and trailing spaces and tabs (HTTP's optional white space, RFC 9110 §5.6.3).
    public var trimmingSpaces: String { trimming { $0 == " " || $0 == "\t" } }

    /// Without leading and trailing spaces, tabs and line ends (a token read from a file, a header value).
    public var trimmingWhitespace: String { trimming { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } }

    private func trimming(_ isSpace: (Character) -> Bool) -> String {
        String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
