import Foundation

/// The output a doc example shows, as a pattern over the real output's lines.
///
/// Two placeholders, no others (docs/Testing.md, "Doc examples"): a line that is only `…` stands for any number
/// of lines, none included; `…` inside a line stands for any run of text on that line. Everything else is
/// compared exactly, after trailing spaces are dropped from both sides.
struct DocOutputPattern {
    enum Line {
        case anyLines
        case text(NSRegularExpression)
    }

    var lines: [Line]
    var shown: [String]

    init(_ shown: [String]) {
        self.shown = shown.map(Self.trimmedEnd)
        lines = self.shown.map { line in
            if line.trimmingCharacters(in: .whitespaces) == "…" { return .anyLines }
            let pattern = line.components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*")
            // The pattern is built from escaped text and `.*` only, so it always compiles.
            return .text(try! NSRegularExpression(pattern: "^" + pattern + "$"))
        }
    }

    /// Whether the real output (its lines) fits the pattern.
    func matches(_ output: [String]) -> Bool {
        let output = output.map(Self.trimmedEnd)
        var memo: [Int: Bool] = [:]
        func fits(_ p: Int, _ o: Int) -> Bool {
            let key = p * (output.count + 1) + o
            if let known = memo[key] { return known }
            let result: Bool
            if p == lines.count {
                result = o == output.count
            } else {
                switch lines[p] {
                case .anyLines: result = fits(p + 1, o) || (o < output.count && fits(p, o + 1))
                case .text(let regex): result = o < output.count && Self.matches(regex, output[o]) && fits(p + 1, o + 1)
                }
            }
            memo[key] = result
            return result
        }
        return fits(0, 0)
    }

    /// A line diff of shown against real output (`-` shown, `+` real), for a failure message.
    func diff(_ output: [String]) -> String {
        let output = output.map(Self.trimmedEnd)
        func same(_ p: Int, _ o: Int) -> Bool {
            switch lines[p] {
            case .anyLines: true
            case .text(let regex): Self.matches(regex, output[o])
            }
        }
        // Longest common subsequence, lines equal when the shown one fits the real one.
        let n = lines.count, m = output.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for p in stride(from: n - 1, through: 0, by: -1) {
            for o in stride(from: m - 1, through: 0, by: -1) {
                table[p][o] = same(p, o) ? table[p + 1][o + 1] + 1 : max(table[p + 1][o], table[p][o + 1])
            }
        }
        var text: [String] = [], p = 0, o = 0
        while p < n || o < m {
            if p < n, o < m, same(p, o) {
                text.append("  " + output[o]); p += 1; o += 1
            } else if o < m, p == n || table[p][o + 1] >= table[p + 1][o] {
                text.append("+ " + output[o]); o += 1
            } else {
                text.append("- " + shown[p]); p += 1
            }
        }
        return text.joined(separator: "\n")
    }

    private static func matches(_ regex: NSRegularExpression, _ line: String) -> Bool {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    private static func trimmedEnd(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return String(line)
    }
}
