/// A finding of the scanner, placed in the source: the build fails on errors and shows warnings.
///
/// Rendered as compilers write them (`file:line:col: error: …`), so SwiftPM and editors point at the line.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning }

    public var problem: Problem
    public var location: SourceLocation
    /// The other place a collision names (rendered as a `note:` line).
    public var related: SourceLocation?

    public init(_ problem: Problem, at location: SourceLocation, related: SourceLocation? = nil) {
        self.problem = problem
        self.location = location
        self.related = related
    }

    public var severity: Severity { problem.isWarning ? .warning : .error }

    /// `file:line:col: error: message; fix`, then a `note:` line at the related place, if any.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(Diagnostic.escaped(problem.message)). Fix: \(Diagnostic.escaped(problem.fix))"
        if let related, let note = problem.relatedNote {
            text += "\n\(related): note: \(Diagnostic.escaped(note))"
        }
        return text
    }

    /// Control characters of the source never reach the terminal raw.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
