import Foundation

/// One shell example of the docs: a `$ ` line in a code block, with the output shown under it.
///
/// The conventions are docs/Testing.md's ("Doc examples"); this type and `DocOutputPattern` are their one
/// reading, so the test and the page cannot drift apart.
struct DocExample: CustomStringConvertible {
    /// The page, relative to the package root (`docs/Usage.md`).
    var file: String
    /// The `$ ` line's number, 1-based.
    var line: Int
    /// The command as typed after `$ `, run by bash.
    var command: String
    /// The lines shown after the command (trailing blank lines dropped); empty: the output is not shown.
    var shownOutput: [String]
    /// Why it is not run here (`<!-- not run: REASON -->` before its block); nil: it runs.
    var notRunReason: String?

    var description: String { "\(file):\(line): $ \(command)" }
}

/// What reading a page found: its examples, and lines that look like examples but are not marked as ones.
struct DocPage {
    var examples: [DocExample] = []
    /// Code lines that start with a program's name but no `$ ` prompt, in a block not marked not-run.
    var unprompted: [String] = []

    /// The programs whose command lines must carry a `$ ` prompt to be examples.
    static let programs = ["courier", "shop"]

    /// Reads a Markdown page's code blocks: fenced (```` ``` ````) and indented (4 spaces after a blank line).
    init(text: String, file: String) {
        let lines = text.components(separatedBy: "\n")
        var pendingReason: String?   // a not-run mark waiting for its block
        var blockReason: String?     // the mark of the block being read
        var inFence = false, inIndented = false
        var current: DocExample?
        var previousBlank = true
        func finish() {
            guard var example = current else { return }
            while example.shownOutput.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { example.shownOutput.removeLast() }
            examples.append(example)
            current = nil
        }
        for (index, raw) in lines.enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if !inFence && trimmed.hasPrefix("```") {
                finish()
                inFence = true; inIndented = false
                blockReason = pendingReason; pendingReason = nil
                previousBlank = false
                continue
            }
            if inFence && trimmed.hasPrefix("```") {
                finish(); inFence = false; blockReason = nil; previousBlank = false
                continue
            }
            var code: String?
            if inFence {
                code = raw
            } else if raw.hasPrefix("    ") && (inIndented || previousBlank) {
                if !inIndented { blockReason = pendingReason; pendingReason = nil }
                inIndented = true
                code = String(raw.dropFirst(4))
            } else if inIndented && trimmed.isEmpty {
                code = ""
            } else {
                if inIndented { finish(); inIndented = false; blockReason = nil }
                // A mark may stand right above its block, as an HTML block ends at its own line.
                if let reason = Self.notRunReason(trimmed) { pendingReason = reason }
                previousBlank = trimmed.isEmpty || pendingReason != nil
                continue
            }
            guard let code else { continue }
            if code.hasPrefix("$ ") {
                finish()
                current = DocExample(file: file, line: index + 1, command: String(code.dropFirst(2)), shownOutput: [],
                                     notRunReason: blockReason)
            } else if current != nil {
                current?.shownOutput.append(code)
            } else if blockReason == nil, Self.startsWithProgram(code) {
                unprompted.append("\(file):\(index + 1): \(code)")
            }
        }
        finish()
    }

    /// Whether a code line is a command of one of `programs`, after any `NAME=value` words.
    static func startsWithProgram(_ code: String) -> Bool {
        var words = code.split(separator: " ")[...]
        while let first = words.first, first.contains("="), !first.hasPrefix("-") { words.removeFirst() }
        return words.first.map { programs.contains(String($0)) } ?? false
    }

    /// `<!-- not run: REASON -->` → REASON.
    static func notRunReason(_ line: String) -> String? {
        guard line.hasPrefix("<!-- not run:"), line.hasSuffix("-->") else { return nil }
        return line.dropFirst("<!-- not run:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
    }
}
