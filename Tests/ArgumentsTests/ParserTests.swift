import Testing
@testable import Arguments

struct ParserTests {
    func run(_ argv: [String]) throws -> (path: [String], values: ParsedValues) {
        switch try Fixture.parser().parse(argv) {
        case .run(let invocation): return (invocation.path, invocation.values)
        case .help(let path, _): throw TestFailure("unexpected help for \(path)")
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ text: String) { description = text }
    }

    @Test(arguments: [
        ["orders", "list", "--uid", "5"],
        ["orders", "list", "--uid=5"],
        ["--verbose", "orders", "list", "--uid", "5"],
        ["orders", "--verbose", "list", "--uid", "5"],
        ["orders", "list", "--uid", "5", "-v"],
        ["-v", "orders", "list", "--uid=5"],
    ])
    func globalOptionsWorkAnywhere(argv: [String]) throws {
        let result = try run(argv)
        #expect(result.path == ["orders", "list"])
        #expect(try result.values.get(Fixture.uid) == 5)
    }

    @Test func typedValuesDefaultsAndRepeats() throws {
        let result = try run(["orders", "list", "--uid", "7", "-t", "a", "--tag=b", "--tag", "c=d", "--format", "tap", "-d"])
        #expect(try result.values.get(Fixture.uid) == 7)
        #expect(try result.values.get(Fixture.limit) == 20)
        #expect(result.values.all(Fixture.tag) == ["a", "b", "c=d"])
        #expect(try result.values.get(Fixture.format) == .tap)
        #expect(result.values.flag(Fixture.dry))
        #expect(!result.values.flag(Fixture.verbose))
    }

    @Test func packedShortFlagsAndAttachedShortValues() throws {
        let result = try run(["-vq", "orders", "list", "--uid", "1", "-Hx: y", "-H", "z: w"])
        #expect(result.values.flag(Fixture.verbose))
        #expect(result.values.flag(Fixture.quiet))
        #expect(result.values.all(Fixture.header) == ["x: y", "z: w"])
    }

    @Test func noPrefixTurnsAFlagOff() throws {
        let result = try run(["-v", "orders", "list", "--uid", "1", "--no-verbose"])
        #expect(!result.values.flag(Fixture.verbose))
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try run(["request", "--", "GET", "--not-an-option"])
        #expect(result.values.positional("method") == "GET")
        #expect(result.values.positional("path") == "--not-an-option")
    }

    @Test func negativeNumbersAreValues() throws {
        let result = try run(["orders", "create", "--uid", "3", "--price", "-1.5"])
        #expect(result.values.optional(Fixture.price) == -1.5)
    }

    @Test func atFileAndDashStdinAreRead() throws {
        let fromFile = try run(["orders", "create", "--uid", "1", "--body", "@body.json"])
        #expect(fromFile.values.optional(Fixture.body) == #"{"a":1}"#)
        let fromStdin = try run(["orders", "create", "--uid", "1", "--body", "-"])
        #expect(fromStdin.values.optional(Fixture.body) == "piped")
        #expect(fromStdin.values.stdinOptions == ["body"])
    }

    @Test(arguments: [
        (["--help"], [String]()),
        (["-h"], []),
        (["help"], []),
        (["help", "orders"], ["orders"]),
        (["orders", "--help"], ["orders"]),
        (["orders", "list", "--help"], ["orders", "list"]),
        (["orders", "list", "--uid", "five", "-h"], ["orders", "list"]),
        (["help", "orders", "list"], ["orders", "list"]),
        (["orders", "list", "-vh"], ["orders", "list"]),
    ])
    func helpWinsAtEveryLevel(argv: [String], path: [String]) throws {
        guard case .help(let found, _) = try Fixture.parser().parse(argv) else {
            Issue.record("no help for \(argv)")
            return
        }
        #expect(found == path)
    }

    @Test(arguments: [
        (["help", "ordrs"], "ordrs", "orders", [String]()),
        (["ordrs", "--help"], "ordrs", "orders", []),
        (["help", "orders", "lst"], "lst", "list", ["orders"]),
        (["-e", "dev", "orders", "lisst", "-h"], "lisst", "list", ["orders"]),
    ])
    func helpForAMistypedSubcommandSuggestsTheClosest(argv: [String], word: String, suggestion: String, at path: [String]) {
        #expect(throws: ParseError(.unknownSubcommand(word, suggestion: suggestion), command: path)) { try Fixture.parser().parse(argv) }
    }

    @Test(arguments: [(["--env", "dev", "orders", "--help"], ["orders"]), (["-ve", "dev", "orders", "-h"], ["orders"]),
                      (["--env=dev", "orders", "--help"], ["orders"]), (["request", "GET", "/x", "--help"], ["request"])])
    func helpSkipsOptionValuesAndPositionals(argv: [String], path: [String]) throws {
        guard case .help(let found, _) = try Fixture.parser().parse(argv) else { Issue.record("no help for \(argv)"); return }
        #expect(found == path)
    }

    /// `--no-version` turns the flag off; it must not end parsing as `--version` does.
    @Test func aNegatedTerminalFlagStillNeedsTheRest() {
        #expect(throws: ParseError(.missingRequired([Fixture.uid.declaration]), command: ["orders", "list"])) {
            try Fixture.parser().parse(["orders", "list", "--no-version"])
        }
    }

    @Test func terminalFlagNeedsNoSubcommand() throws {
        let result = try run(["--version"])
        #expect(result.path == [])
        #expect(result.values.flag(Fixture.version))
    }
}
