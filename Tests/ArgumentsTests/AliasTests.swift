import Testing
@testable import Arguments

/// A long alias (`--max-time` for `--timeout`) is the option itself: the value lands under its one name.
struct AliasTests {
    static let timeout: Option<Double> = Option<Double>.optional("timeout", help: "Seconds.").alias("max-time")

    static func values(_ argv: [String]) throws -> ParsedValues {
        let root = Command(name: "courier", summary: "Call APIs.", subcommands: [Command(name: "go", summary: "Go.")])
        let parser = Parser(root: root, globals: [timeout.declaration], source: ValueSource(readFile: { _ in .success("") }, readStandardInput: { .success("") }))
        guard case .run(let invocation) = try parser.parse(argv) else { throw ParseError(.missingSubcommand, command: []) }
        return invocation.values
    }

    @Test(arguments: [["--max-time", "7", "go"], ["--max-time=7", "go"], ["go", "--timeout", "7"]])
    func theAliasIsTheOptionItself(argv: [String]) throws {
        #expect(try Self.values(argv).optional(Self.timeout) == 7)
    }

    @Test func theHelpNamesTheAliasOnce() {
        #expect(Self.timeout.declaration.help == "Seconds. Also --max-time.")
    }
}
