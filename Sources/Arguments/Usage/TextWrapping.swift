import CourierPlatform

/// Word wrapping for help text, and the width to wrap to.
package enum TextWrapping {
    /// The terminal's width when stdout is a terminal (or `COLUMNS`), else 80. Clamped to 40...200.
    package static func terminalWidth() -> Int {
        if let columns = Platform.environmentValue("COLUMNS"), let width = Int(columns), width > 0 {
            return min(max(width, 40), 200)
        }
        return Platform.terminalColumns(1).map { min(max($0, 40), 200) } ?? 80
    }

    /// Wraps `text` to `width` columns; lines after the first start with `indent` spaces. A line break in `text`
    /// (a summary, a blank line, then a discussion) is kept, and the line after it starts at `indent` and is
    /// wrapped from there.
    package static func wrap(_ text: String, width: Int, indent: Int = 0, firstLineUsed: Int = 0) -> String {
        guard text.contains("\n") else { return wrapLine(text, width: width, indent: indent, firstLineUsed: firstLineUsed) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            if index == 0 { return wrapLine(String(line), width: width, indent: indent, firstLineUsed: firstLineUsed) }
            if line.isEmpty { return "" }
            return String(repeating: " ", count: indent) + wrapLine(String(line), width: width, indent: indent, firstLineUsed: indent)
        }.joined(separator: "\n")
    }

    private static func wrapLine(_ text: String, width: Int, indent: Int, firstLineUsed: Int) -> String {
        var lines: [String] = []
        var line = ""
        var used = firstLineUsed
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let extra = line.isEmpty ? word.count : word.count + 1
            if used + extra > width, !line.isEmpty {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
                used = indent + word.count
            } else {
                line += line.isEmpty ? String(word) : " " + word
                used += extra
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
