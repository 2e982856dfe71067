import Testing
@testable import CourierCLI
@testable import CourierScaffold

/// The scaffold writes the Courier path into the team's Package.swift as a Swift string literal: whatever
/// the path holds (quotes, backslashes, a newline, a bidirectional override), the literal is one line that means exactly the path.
struct ScaffoldLiteralTests {
    @Test(arguments: [
        ("/src/courier", #""/src/courier""#),
        (#"/a "b"\c"#, #""/a \"b\"\\c""#),
        ("/a\nb\tc\u{7F}", #""/a\nb\tc\u{7f}""#),
        // C1 (a one-byte CSI) and a bidirectional override: the same controls the terminal escaper knows (PrintableText).
        ("/a\u{9B}b\u{202E}c", #""/a\u{9b}b\u{202e}c""#),
    ])
    func aPathBecomesAOneLineSwiftLiteral(path: String, literal: String) {
        let written = Scaffold.Dependency.literal(path)
        #expect(written == literal)
        #expect(!written.contains("\n"))
    }
}
