import CourierShared

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

    /// `file:line:col: error: message; fix`, then a `note:` line at the related place, if any; control characters
    /// of the source never reach the terminal raw (``PrintableText``).
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(PrintableText.escaped(problem.message)). Fix: \(PrintableText.escaped(problem.fix))"
        if let related, let note = problem.relatedNote {
            text += "\n\(related): note: \(PrintableText.escaped(note))"
        }
        return text
    }
}
