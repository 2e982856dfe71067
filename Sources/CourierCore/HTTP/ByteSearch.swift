extension String {
    /// Whether the text's UTF-8 has `byte` (an ASCII mark: `%`, `?`, `:`, `$`), looked for in its contiguous bytes.
    /// Through the UTF-8 view's iterator a search cost far more a byte, and a smoke run looks at every
    /// line's words, paths and URLs.
    package func hasByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(byte) }
    }
}
