/// Turns the text written for an option into its value: reads `-` (standard input, at most once per
/// command line) and `@path`, then checks the value against the option's kind and range.
///
/// The result carries where the value came from, so a later problem with it can say so.
struct ValueReader {
    let source: ValueSource
    /// Whether an option already took standard input: a second `-` cannot read it again.
    private(set) var readStandardInput = false

    init(source: ValueSource) { self.source = source }

    /// The value of `declaration` written as `raw` at argv index `position`.
    /// - Throws: an unreadable-value error for stdin or a file, or an invalid-value or out-of-range error
    ///   (`origin` set) for a value that does not fit.
    mutating func read(_ raw: String, for declaration: OptionDeclaration, at position: Int) throws(ParseError) -> (text: String, origin: ValueOrigin) {
        let (text, origin) = try resolve(raw, for: declaration, at: position)
        try Self.check(text, for: declaration, origin: origin)
        return (text, origin)
    }

    private mutating func resolve(_ raw: String, for declaration: OptionDeclaration, at position: Int) throws(ParseError) -> (String, ValueOrigin) {
        if declaration.acceptsStdin, raw == "-" {
            if readStandardInput {
                throw ParseError(.unreadableValue(declaration, source: "-", reason: "standard input was already read by another option"))
            }
            readStandardInput = true
            switch declaration.isSecret ? source.readSecret("--" + declaration.name) : source.readStandardInput() {
            case .success(let text): return (text, .standardInput(argument: position))
            case .failure(let failure): throw ParseError(.unreadableValue(declaration, source: "standard input", reason: failure.reason))
            }
        }
        if declaration.acceptsFile, raw.hasPrefix("@"), raw.count > 1 {
            let file = String(raw.dropFirst())
            switch source.readFile(file) {
            case .success(let text): return (text, .file(file, argument: position))
            case .failure(let failure): throw ParseError(.unreadableValue(declaration, source: file, reason: failure.reason))
            }
        }
        return (raw, .argument(position))
    }

    /// The option's kind, then its range.
    static func check(_ text: String, for declaration: OptionDeclaration, origin: ValueOrigin) throws(ParseError) {
        if let expected = declaration.kind.problem(with: text) {
            throw ParseError(.invalidValue(declaration, text, expected: expected), origin: origin)
        }
        if let range = declaration.range, let number = Double(text), !range.contains(number) {
            throw ParseError(.outOfRange(declaration, text, range: range), origin: origin)
        }
    }
}
