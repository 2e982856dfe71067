import Arguments
import Testing
import CourierCore
import Routes
@testable import CourierCLI
import CourierClient

/// `courier diff`'s structural comparison, by tables: JSON on each side → the differences, with their paths.
struct JSONDiffTests {
    static func parse(_ text: String) -> JSON { (try? JSONParser.parse(text)) ?? .null }

    @Test(arguments: [
        (#"{"a": 1, "b": [1, 2]}"#, #"{"a": 1, "b": [1, 2]}"#, [] as [String], [] as [String]),
        (#"{"a": 1.0}"#, #"{"a": 1}"#, [], []),
        (#"{"a": 1}"#, #"{"a": 2}"#, [], ["data.a value"]),
        (#"{"a": 1}"#, #"{"a": "1"}"#, [], ["data.a type"]),
        (#"{"a": 1, "gone": true}"#, #"{"a": 1, "new": null}"#, [], ["data.gone only-left", "data.new only-right"]),
        (#"{"items": [1, 2, 3]}"#, #"{"items": [1, 5]}"#, [], ["data.items length", "data.items[1] value"]),
        (#"{"items": [{"id": 1, "at": "x"}]}"#, #"{"items": [{"id": 1, "at": "y"}]}"#, ["data.items[*].at"], []),
        (#"{"at": "x", "atom": 1}"#, #"{"at": "y", "atom": 2}"#, ["data.at"], ["data.atom value"]),
        (#"{"a b": 1}"#, #"{"a b": 2}"#, [], [#"data["a b"] value"#]),
    ])
    func differencesHaveTheirPathsAndKinds(left: String, right: String, ignored: [String], expected: [String]) {
        let found = JSONDiff(ignored: ignored).differences(.object([.init("data", Self.parse(left))]), .object([.init("data", Self.parse(right))]), at: "")
        #expect(found.map { "\($0.path) \($0.kind.rawValue)" } == expected)
    }

    static let parser = Parser(root: CommandTree(api: DemoAPI.api, groups: DemoAPI.commands).root, globals: GlobalOptions.all,
                               source: ValueSource(readFile: { _ in .success("x") }, readStandardInput: { .success("x") }))

    /// `diff`'s words through the parser: its own `--env` (twice) and `--ignore` wherever they stand; every other word,
    /// options and globals it does not use included, is the call's, in order and as typed.
    @Test(arguments: [
        (["--env", "dev", "orders", "list", "--uid", "5", "-e", "prod", "--ignore", "data.at", "--ignore=headers.x"],
         DiffCommand.Words(environments: ["dev", "prod"], ignored: ["data.at", "headers.x"], call: ["orders", "list", "--uid", "5"])),
        (["-e", "dev", "--env=prod", "-v", "--base-url", "http://x", "orders", "detail", "--no=A1", "--", "-x"],
         DiffCommand.Words(environments: ["dev", "prod"], call: ["-v", "--base-url", "http://x", "orders", "detail", "--no=A1", "--", "-x"])),
        (["--env", "dev", "--env", "prod"], DiffCommand.Words(environments: ["dev", "prod"])),
    ])
    func diffWordsAreParsedIntoEnvironmentsIgnoredPathsAndTheCall(line: [String], words: DiffCommand.Words) throws {
        guard case .run(let invocation) = try Self.parser.parse(["diff"] + line) else { Issue.record("not a run"); return }
        #expect(invocation.path == ["diff"])
        #expect(DiffCommand.Words(invocation.values) == words)
    }

    /// Help is still help, wherever `--help` stands.
    @Test func diffHelpIsHelpEvenAfterTheCall() throws {
        guard case .help(let path, _) = try Self.parser.parse(["diff", "--env", "a", "orders", "list", "--help"]) else { Issue.record("not help"); return }
        #expect(path == ["diff"])
    }
}
