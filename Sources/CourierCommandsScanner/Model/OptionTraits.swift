/// What a directive adds to one option beyond what its type gives: `// courier: option qty range=1...999`,
/// `option password secret stdin file`, `option path=file path`.
public struct OptionTraits: Sendable, Hashable {
    /// The values a number may take (`range=1...999`, `range=0.5...2`); over a sized integer's own range.
    public var range: ClosedRange<Double>?
    /// A credential: the parser warns about a literal value and `--curl`/`--verbose` redact it.
    public var secret = false
    /// `@FILE` reads the value from a file.
    public var file = false
    /// `-` reads the value from standard input.
    public var stdin = false
    /// The value is a file path: completion offers files, an empty value is refused.
    public var path = false

    static let keys = ["range", "secret", "file", "stdin", "path"]

    public init(range: ClosedRange<Double>? = nil, secret: Bool = false, file: Bool = false, stdin: Bool = false, path: Bool = false) {
        (self.range, self.secret, self.file, self.stdin, self.path) = (range, secret, file, stdin, path)
    }

    /// The trait names that are set, for messages: `range`, `secret`, ….
    var names: [String] {
        [range != nil ? "range" : nil, secret ? "secret" : nil, file ? "file" : nil, stdin ? "stdin" : nil, path ? "path" : nil].compactMap { $0 }
    }

    /// Reads one trait word; a flag takes no value, `range` takes `LOW...HIGH` (numbers, `_` allowed, LOW ≤ HIGH).
    mutating func add(_ key: String, _ value: String?, at location: SourceLocation) throws(Diagnostic) {
        guard key == "range" else {
            guard value == nil else { throw Diagnostic(.malformedDirective(key + "=" + (value ?? "")), at: location) }
            switch key {
            case "secret": secret = true
            case "file": file = true
            case "stdin": stdin = true
            default: path = true
            }
            return
        }
        guard let value, let dots = value.firstRange(of: "..."),
              let low = Self.number(value[..<dots.lowerBound]), let high = Self.number(value[dots.upperBound...]), low <= high else {
            throw Diagnostic(.malformedDirective("range=" + (value ?? "")), at: location)
        }
        range = low...high
    }

    /// A decimal number as written in Swift (`-5`, `1_000`, `0.5`), without Foundation.
    static func number(_ text: Substring) -> Double? {
        let digits = text.filter { $0 != "_" }
        guard let first = digits.first, first.isNumber || first == "-", !digits.contains("e"), !digits.contains("E") else { return nil }
        return Double(digits).flatMap { $0.isFinite ? $0 : nil }
    }
}
