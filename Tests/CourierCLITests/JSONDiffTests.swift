import Testing
import CourierCore
@testable import CourierCLI

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

    @Test func diffWordsSplitIntoEnvironmentsIgnoredPathsAndTheCall() {
        let words = DiffCommand.split(["--env", "dev", "orders", "list", "--uid", "5", "-e", "prod", "--ignore", "data.at", "--ignore=headers.x"])
        #expect(words == DiffCommand.Words(environments: ["dev", "prod"], ignored: ["data.at", "headers.x"], call: ["orders", "list", "--uid", "5"]))
    }
}
