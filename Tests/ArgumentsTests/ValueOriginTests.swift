import Testing
@testable import Arguments

/// Each value is kept with where it came from, converted once, and an error about it names the place.
struct ValueOriginTests {
    func values(_ argv: [String]) throws -> ParsedValues {
        guard case .run(let invocation) = try Fixture.parser().parse(argv) else { throw ParseError(.invalid("help")) }
        let values = invocation.values
        return values
    }

    @Test(arguments: [
        (["orders", "list", "--uid", "5"], "uid", ValueOrigin.argument(3)),
        (["orders", "list", "--uid=5"], "uid", .argument(2)),
        (["-v", "orders", "list", "--uid", "5", "-tx"], "tag", .argument(5)),
        (["orders", "list", "-t", "x", "--uid", "5"], "tag", .argument(3)),
        (["orders", "list", "--uid", "5", "--dry"], "dry", .argument(4)),
        (["orders", "list", "--uid", "5", "-vd"], "verbose", .argument(4)),
        (["orders", "list", "--uid", "5", "--no-dry"], "dry", .argument(4)),
        (["orders", "list", "--uid", "5"], "limit", .defaultValue),
        (["orders", "create", "--uid", "1", "--body", "@body.json"], "body", .file("body.json", argument: 5)),
        (["orders", "create", "--uid", "1", "--body=-"], "body", .standardInput(argument: 4)),
    ] as [([String], String, ValueOrigin)])
    func everyValueKnowsWhereItCameFrom(argv: [String], name: String, origin: ValueOrigin) throws {
        #expect(try values(argv).origin(of: name) == origin)
    }

    @Test func anOptionNeitherGivenNorDefaultedHasNoOrigin() throws {
        #expect(try values(["orders", "list", "--uid", "5"]).origin(of: "price") == nil)
    }

    @Test func valuesAreConvertedOnceWhenParsed() throws {
        let parsed = try values(["orders", "list", "--uid", "7", "--format", "tap", "-d"])
        #expect(parsed.elements["uid"]?.last?.typed as? Int == 7)
        #expect(parsed.elements["format"]?.last?.typed as? Fixture.Format == .tap)
        #expect(parsed.elements["dry"]?.last?.typed as? Bool == true)
        #expect(try parsed.get(Fixture.limit) == 20)
    }

    @Test func stdinAndFileOptionsComeFromTheOrigins() throws {
        let fromStdin = try values(["orders", "create", "--uid", "1", "--body", "-"])
        #expect(fromStdin.stdinOptions == ["body"])
        #expect(fromStdin.fileOptions.isEmpty)
        #expect(!fromStdin.isLiteral("body"))
        let fromFile = try values(["orders", "create", "--uid", "1", "--body", "@body.json"])
        #expect(fromFile.fileOptions == ["body"])
        #expect(!fromFile.isLiteral("body"))
        #expect(try values(["orders", "create", "--uid", "1", "--body", "{}"]).isLiteral("body"))
    }

    /// One literal value among several makes the option literal: argv shows it, whatever the others are.
    @Test func aRepeatedOptionIsLiteralWhenAnyValueWasWrittenInArgv() throws {
        let key: Option<String> = .repeated("key", help: "", acceptsFile: true)
        let parser = Parser(root: Command(name: "courier", summary: "", options: [key.declaration]), globals: [], source: Fixture.parser().source)
        guard case .run(let mixedRun) = try parser.parse(["--key", "a", "--key", "@body.json"]),
              case .run(let fromFileRun) = try parser.parse(["--key", "@body.json"]) else { Issue.record("help"); return }
        let (mixed, fromFile) = (mixedRun.values, fromFileRun.values)
        #expect(mixed.isLiteral("key"))
        #expect(!fromFile.isLiteral("key"))
        #expect(mixed.all(key) == ["a", #"{"a":1}"#])
    }

    /// A value that passes its kind's check but not its type's (an empty path) is refused when read,
    /// and the error still points at the argument.
    @Test func anErrorFoundWhenReadingStillNamesTheArgument() throws {
        let file: Option<FilePath> = .required("file", help: "")
        let parser = Parser(root: Command(name: "courier", summary: "", options: [file.declaration]), globals: [], source: Fixture.parser().source)
        guard case .run(let invocation) = try parser.parse(["--file", ""]) else { Issue.record("help"); return }
        let values = invocation.values
        #expect(values.elements["file"]?.last?.typed == nil)
        let error = try #require(throws: ParseError.self) { try values.get(file) }
        #expect(error.origin == .argument(1))
        #expect(ErrorMessage(root: parser.root).sentence(error.kind, path: [], origin: error.origin) == "--file expects a path, got '' (argument 2).")
    }

    static let count: Option<Int> = .optional("count", help: "", range: 1...9, acceptsFile: true, acceptsStdin: true)
    static let pin: Option<Int> = .optional("pin", help: "", secret: true)

    func firstLine(_ argv: [String], stdin: String = "x") -> String? {
        let root = Command(name: "courier", summary: "", options: [Self.count.declaration, Self.pin.declaration])
        let parser = Parser(root: root, globals: [], source: ValueSource(
            readFile: { $0 == "n.txt" ? .success("12") : .failure(.init("No such file or directory")) }, readStandardInput: { .success(stdin) }))
        do {
            _ = try parser.parse(argv)
            return nil
        } catch {
            return ErrorMessage(root: root).render(error).split(separator: "\n").first.map(String.init)
        }
    }

    @Test(arguments: [
        (["--count", "x"], "Error: --count expects an integer, got 'x' (argument 2)."),
        (["--count=0"], "Error: --count expects a value from 1 to 9, got '0' (argument 1)."),
        (["--count", "@n.txt"], "Error: --count expects a value from 1 to 9, got '12' (file 'n.txt', argument 2)."),
        (["--pin", "1", "--count", "-"], "Error: --count expects an integer, got 'x' (standard input, argument 4)."),
        (["--pin", "12ab"], "Error: --pin expects an integer, got another value (argument 2; not shown: it is secret)."),
    ])
    func aBadValueSaysWhereItCameFrom(argv: [String], message: String) {
        #expect(firstLine(argv) == message)
    }

    @Test(arguments: [
        (ValueOrigin.argument(0), "argument 1" as String?),
        (.standardInput(argument: 2), "standard input, argument 3"),
        (.file("a\u{1b}b", argument: 1), "file 'a\\x1bb', argument 2"),
        (.defaultValue, "the default"),
        (.placeholder, nil),
    ])
    func originWords(origin: ValueOrigin, words: String?) {
        #expect(ErrorMessage.words(origin) == words)
    }
}
