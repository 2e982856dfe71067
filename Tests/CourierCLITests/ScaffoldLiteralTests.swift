import Testing
@testable import CourierCLI

/// The scaffold writes the Courier path into the team's Package.swift as a Swift string literal: whatever
/// the path holds (quotes, backslashes, a newline), the literal is one line that means exactly the path.
struct ScaffoldLiteralTests {
    @Test(arguments: [
        ("/src/courier", #""/src/courier""#),
        (#"/a "b"\c"#, #""/a \"b\"\\c""#),
        ("/a\nb\tc\u{7F}", #""/a\u{a}b\u{9}c\u{7f}""#),
    ])
    func aPathBecomesAOneLineSwiftLiteral(path: String, literal: String) {
        let written = Scaffold.Dependency.literal(path)
        #expect(written == literal)
        #expect(!written.contains("\n"))
    }
}
