import Courier
import CourierCommandsScanner
import Foundation
import Testing

/// The generated commands for KitchenRouter, compiled into this target: the file is the scanner's current
/// output, and argv run through them builds exactly the cases a hand-written call would.
struct GeneratedCommandsTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = Command(name: "t", summary: "", subcommands: GeneratedCommands.groups.map(\.command))

    @Test func checkedInFileIsTheScannersOutput() throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent("KitchenRouter.swift"), encoding: .utf8)
        let plan = CommandsScanner.plan([SourceFile(name: "KitchenRouter.swift", text: source)])
        var generator = Generator(imports: ["Courier"])
        let text = generator.generate(plan)
        let file = Self.directory.appendingPathComponent("KitchenRouter.generated.swift")
        if ProcessInfo.processInfo.environment["COURIER_RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: file)
            Issue.record("re-recorded KitchenRouter.generated.swift; review the diff, rebuild and run again")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)), "regenerate with COURIER_RECORD_SNAPSHOTS=1 and review the diff")
    }

    /// No value in these tables reads a file or stdin.
    static let noFiles = ValueSource(readFile: { _ in .failure(.init("no files here")) }, readStandardInput: { .failure(.init("no stdin here")) })

    static func run(_ argv: [String]) -> String {
        do {
            guard case .run(let invocation) = try Parser(root: root, globals: [], source: Self.noFiles).parse(argv),
                  let action = invocation.target as? Action<any Route> else { return "no action" }
            return String(describing: try action.make(invocation.values)).replacingOccurrences(of: "CourierCommandsGeneratedTests.", with: "")
        } catch {
            return ErrorMessage(root: root).sentence(error.kind, path: error.command)
        }
    }

    @Test(arguments: [
        (["kitchen", "list"], "list(1, limit: 20, sort: Sort.asc, loud: true)"),
        (["kitchen", "list", "--page", "3", "--limit", "-5", "--sort", "desc", "--no-loud"], "list(3, limit: -5, sort: Sort.desc, loud: false)"),
        (["kitchen", "find", "--mode", "fast"], "find(query: nil, tags: [], ids: nil, level: nil, mode: Mode.fast)"),
        (["kitchen", "find", "--query", "q", "--tags", "a", "--tags", "b", "--ids", "7", "--level", "2", "--mode", "slow"],
         #"find(query: Optional("q"), tags: ["a", "b"], ids: Optional([7]), level: Optional(Level.high), mode: Mode.slow)"#),
        (["kitchen", "upload", "--data", "abc", "--at", "2026-11-01T10:00:00Z", "--link", "https://x.invalid/a", "--ratio", "2"],
         "upload(data: 3 bytes, at: 2026-11-01 10:00:00 +0000, link: Optional(https://x.invalid/a), ratio: 2.0)"),
        (["kitchen", "post-json", "--where", #"{"q":"shoes"}"#, "--params", "page=2"],
         #"json(filter: Filter(q: "shoes"), params: ["page": 2], headers: nil, extra: [:])"#),
        (["kitchen", "post-json", "--where", #"{"q":""}"#, "--params-json", #"{"a":[1]}"#, "--headers", "X-A=1", "--extra", "k=v"],
         #"json(filter: Filter(q: ""), params: ["a": <__NSArrayI"#),
        (["kitchen", "positional", "word", "42"], #"positional("word", 42, nil)"#),
        (["kitchen", "positional", "word", "42", "255"], #"positional("word", 42, Optional(255))"#),
        (["kitchen", "default", "--in", "x"], #"default(in: "x")"#),
        (["kitchen", "traits", "--qty", "9", "--pin", "t", "--file", "a.txt"], #"traits(qty: 9, pin: "t", path: "a.txt")"#),
        (["kitchen", "nested", "--inner", "[[1,2],[3]]"], "nested(inner: [[1, 2], [3]], when: 1970-01-01 00:00:00 +0000)"),
    ])
    func argvBuildsTheCase(argv: [String], expected: String) {
        let made = GeneratedCommandsTests.run(argv)
        #expect(made == expected || (expected.hasSuffix("<__NSArrayI") && made.hasPrefix("json(filter: Filter(q: \"\"), params: [\"a\": ")), "\(made)")
    }

    @Test(arguments: [
        (["kitchen", "list", "--limit", "300"], "--limit expects a value from -128 to 127, got '300'."),
        (["kitchen", "list", "--sort", "sideways"], "--sort expects one of asc, desc, got 'sideways'."),
        (["kitchen", "find", "--mode", "medium"], "--mode expects a Mode, got 'medium'."),
        (["kitchen", "upload", "--data", "x", "--at", "yesterday"], "--at expects an ISO 8601 date such as 2026-11-01T10:00:00Z, got 'yesterday'."),
        (["kitchen", "upload", "--data", "x", "--at", "2026-11-01T10:00:00Z", "--link", "not a url"], "--link expects an absolute URL, got 'not a url'."),
        (["kitchen", "post-json", "--where", #"{"q":"x"}"#, "--params", "=1"], "--params expects a key=value pair, got '=1'."),
        (["kitchen", "post-json", "--where", "[1]", "--params", "a=1"],
         "--where expects a JSON value for Filter (where: expected object, found array of 1), got '[1]'."),
        (["kitchen", "post-json", "--where", #"{"q":5}"#, "--params", "a=1"],
         #"--where expects a JSON value for Filter (where.q: expected String, found number 5), got '{"q":5}'."#),
        (["kitchen", "post-json", "--where", "{", "--params", "a=1"],
         "--where expects a JSON value for Filter (line 1, column 2: …"),
        (["kitchen", "post-json", "--where", #"{"q":"x"}"#, "--params-json", "[]"], "--params-json expects a JSON object, got '[]'."),
        (["kitchen", "post-json", "--where", #"{"q":"x"}"#, "--params", "a=1", "--headers-json", #"{"X-A":1}"#],
         #"--headers-json expects a JSON object of strings, got '{"X-A":1}'."#),
        (["kitchen", "post-json", "--where", #"{"q":"x"}"#, "--params", "n=5", "--params", "n=6"],
         "--params gives the key 'n' more than once; give each key once (entries with distinct keys are merged)."),
        (["kitchen", "post-json", "--where", #"{"q":"x"}"#, "--params", "a=1", "--headers", "X-A=1", "--headers", "X-A=2"],
         "--headers gives the key 'X-A' more than once; give each key once (entries with distinct keys are merged)."),
        (["kitchen", "positional", "word", "42", "256"], "<value-3> expects an integer from 0 to 255, got '256'."),
        (["kitchen", "positional", "word"], "Missing expected argument '<value-2>'."),
        (["kitchen", "traits", "--qty", "10", "--pin", "t", "--file", "a"], "--qty expects a value from 1 to 9, got '10'."),
        (["kitchen", "traits", "--qty", "2", "--pin", "t", "--file", ""], "--file expects a path, got ''."),
    ])
    func badValuesAreUsageErrors(argv: [String], message: String) {
        // A row ending in … gives the start only (Foundation words the decoding error).
        let made = GeneratedCommandsTests.run(argv)
        #expect(message.hasSuffix("…") ? made.hasPrefix(message.dropLast()) : made == message, "\(made)")
    }

    @Test func directivesDeclareSecretFileAndStdinOptionsAndExamples() throws {
        let command = try #require(GeneratedCommands.groups[0].action(named: "traits")).command
        let pin = try #require(command.options.first { $0.name == "pin" })
        #expect(pin.isSecret && pin.acceptsFile && pin.acceptsStdin)
        #expect(command.options.first { $0.name == "file" }?.kind == .path)
        #expect(command.options.first { $0.name == "qty" }?.range == 1...9)
        #expect(command.examples == ["t kitchen traits --qty 2 --pin - --file a.txt"])
    }

    @Test func uncallableCasesAreListedNotCommands() {
        #expect(KitchenRouter.generatedUncallable.map(\.action) == ["closure"])
        #expect(GeneratedCommands.groups[0].uncallable.map(\.name) == ["closure"])
        #expect(GeneratedCommands.groups[0].action(named: "closure") == nil)
    }
}
