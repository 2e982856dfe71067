import Testing
@testable import Arguments

/// The steps ``Parser/parse(_:)`` is made of, one by one.
struct ParserStepTests {
    static let lookup = OptionLookup(globals: Fixture.globals)
    static var list: Command { Fixture.root.descendant(["orders", "list"])! }

    @Test func lookupPrefersTheCommandsOwnOptionsThenGlobals() {
        let local = OptionDeclaration(name: "env", short: "v", kind: .string, help: "")
        let node = Command(name: "x", summary: "", options: [local])
        #expect(Self.lookup.long("env", at: node) == local)
        #expect(Self.lookup.short("v", at: node) == local)
        // A global comes back marked global, so the walk keeps its value apart from a command's own option.
        #expect(Self.lookup.long("env", at: Fixture.root) == Fixture.env.declaration.markedGlobal)
        #expect(Self.lookup.short("q", at: node) == Fixture.quiet.declaration.markedGlobal)
        #expect(Self.lookup.long("env", at: node)?.isGlobal == false)
        #expect(Self.lookup.long("uid", at: Fixture.root) == nil)
        #expect(Self.lookup.negatedFlag("no-dry", at: Self.list) == Fixture.dry.declaration)
        #expect(Self.lookup.negatedFlag("no-uid", at: Self.list) == nil)
        #expect(Self.lookup.suggestion(for: "--tga", at: Self.list) == "--tag")
    }

    @Test func readerReadsStdinOnceAndFilesAndChecksTheValue() throws {
        var reader = ValueReader(source: Fixture.parser(stdin: "42").source)
        let body = Fixture.body.declaration
        #expect(try reader.read("-", for: body, at: 3) == ("42", .standardInput(argument: 3)))
        #expect(throws: ParseError(.unreadableValue(body, source: "-", reason: "standard input was already read by another option"))) {
            try reader.read("-", for: body, at: 5)
        }
        #expect(try reader.read("@body.json", for: body, at: 1) == (#"{"a":1}"#, .file("body.json", argument: 1)))
        #expect(try reader.read("@", for: body, at: 1) == ("@", .argument(1)))
        // Only options that accept them read stdin or files.
        #expect(try reader.read("-5", for: Fixture.price.declaration, at: 2) == ("-5", .argument(2)))
        #expect(throws: ParseError(.outOfRange(Fixture.uid.declaration, "0", range: 1...1000), origin: .argument(4))) {
            try reader.read("0", for: Fixture.uid.declaration, at: 4)
        }
    }

    @Test func walkDescendsAndFillsPositionalsInOrder() throws {
        var walk = ArgvWalk(tokens: Token.tokenize(["request", "GET", "--", "-x"]), root: Fixture.root, lookup: Self.lookup,
                            source: Fixture.parser().source, globalDefaults: [:])
        try walk.walk()
        #expect(walk.path == ["request"])
        #expect(walk.positionalIndex == 2)
        #expect(walk.values.positionalValues("path") == ["-x"])
    }

    @Test func walkStepsOneTokenKindAtATime() throws {
        var walk = ArgvWalk(tokens: [], root: Fixture.root, lookup: Self.lookup, source: Fixture.parser().source, globalDefaults: [:])
        try walk.word("orders", at: 0)
        try walk.word("list", at: 1)
        #expect(walk.path == ["orders", "list"])
        try walk.short("vt" + "a", at: 2)
        #expect(walk.values.texts("tag") == ["a"])
        #expect(walk.values.flag(Fixture.verbose))
        try walk.long("format", attached: "tap", at: 3)
        #expect(try walk.values.get(Fixture.format) == .tap)
        #expect(throws: ParseError(.repeated(Fixture.format.declaration), command: ["orders", "list"])) { try walk.long("format", attached: "json", at: 4) }
        #expect(throws: ParseError(.flagWithValue(Fixture.dry.declaration, "1"), command: ["orders", "list"])) { try walk.long("dry", attached: "1", at: 5) }
        #expect(throws: ParseError(.unexpectedArgument("x", suggestion: "--uid x"), command: ["orders", "list"])) { try walk.word("x", at: 6) }
        // Given its required option, a stray word has nothing to be meant for.
        try walk.long("uid", attached: "5", at: 7)
        #expect(throws: ParseError(.unexpectedArgument("y"), command: ["orders", "list"])) { try walk.word("y", at: 8) }
    }

    static let check = CompletenessCheck(globals: Fixture.globals)

    func values(_ argv: [String]) throws -> ParsedValues {
        var walk = ArgvWalk(tokens: Token.tokenize(argv), root: Fixture.root, lookup: Self.lookup, source: Fixture.parser().source, globalDefaults: [:])
        try walk.walk()
        return walk.values
    }

    @Test func completenessNeedsSubcommandRequiredOptionsAndPositionals() throws {
        #expect(throws: ParseError(.missingSubcommand, command: ["orders"])) { try Self.check.check(Fixture.root.descendant(["orders"])!, path: ["orders"], ParsedValues(), positionalIndex: 0) }
        #expect(throws: ParseError(.missingRequired([Fixture.uid.declaration]), command: [])) { try Self.check.check(Self.list, path: [], ParsedValues(), positionalIndex: 0) }
        let request = Fixture.root.descendant(["request"])!
        #expect(throws: ParseError(.missingPositional(request.positionals[1]), command: [])) {
            try Self.check.check(request, path: [], try values(["request", "GET"]), positionalIndex: 1)
        }
        try Self.check.check(Self.list, path: [], try values(["orders", "list", "--uid", "1"]), positionalIndex: 0)
    }

    @Test func completenessRefusesAnUnusedGlobalAndEndsAtATerminalOption() throws {
        let quiet = Command(name: "q", summary: "").using(globals: ["verbose"])
        #expect(throws: ParseError(.unusedOption(Fixture.env.declaration), command: ["q"])) {
            try Self.check.check(quiet, path: ["q"], try values(["--env", "dev"]), positionalIndex: 0)
        }
        #expect(Self.check.isEnded(at: Self.list, try values(["--version"])))
        #expect(!Self.check.isEnded(at: Self.list, try values(["-v"])))
        #expect(!Self.check.isEnded(at: Self.list, try values(["--no-version"])))
    }

    @Test func helpRequestSkipsOptionValuesToFindTheCommand() throws {
        let tokens = Token.tokenize(["-e", "orders", "orders", "--limit", "list", "list", "-h"])
        #expect(try HelpRequest.find(in: tokens, root: Fixture.root, lookup: Self.lookup).map(\.path) == ["orders", "list"])
        #expect(try HelpRequest.find(in: Token.tokenize(["orders", "--", "-h"]), root: Fixture.root, lookup: Self.lookup) == nil)
        #expect(try HelpRequest.find(in: Token.tokenize(["help", "--help-all"]), root: Fixture.root, lookup: Self.lookup)?.all == true)
    }

    /// `-vh` packs the help flag: it asks for help, as `-v -h` does, instead of running the command.
    @Test(arguments: [("vh", true), ("h", true), ("qvh", true), ("Hh", false), ("eh", false), ("x", false), ("v", false)])
    func packedShortFlagsAskForHelpWhenOneIsH(letters: String, asks: Bool) {
        #expect(HelpRequest.asksHelp(letters, root: Fixture.root, lookup: Self.lookup) == asks)
    }

    /// The first word is found as the walk finds it: globals and their values stepped over, `--` and an
    /// unknown option end the search (whatever a value spells, it is never taken for the command).
    @Test(arguments: [
        (["orders", "list"], "orders"),
        (["--env", "orders", "request"], "request"),
        (["--env=prod", "orders"], "orders"),
        (["-e", "request", "orders"], "orders"),
        (["-vqe", "request", "users"], "users"),
        (["-verequest", "users"], "users"),
        (["-H", "x: y", "--no-verbose", "request"], "request"),
        (["--verbose", "--", "orders"], nil),
        (["--bogus", "orders"], nil),
        (["-x", "orders"], nil),
        (["--env"], nil),
        ([], nil),
    ] as [([String], String?)])
    func theSubcommandWordIsTheOneTheWalkWouldTake(arguments: [String], word: String?) {
        #expect(Fixture.parser().subcommandWord(in: arguments) == word)
    }
}

extension OptionDeclaration {
    var markedGlobal: OptionDeclaration {
        var copy = self
        copy.isGlobal = true
        return copy
    }
}
