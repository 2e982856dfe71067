import Testing
import CourierCore
@testable import CourierMCP

/// A tool result over the byte cap, cut by tables: what is kept is valid JSON of the same shape, it and its note fit
/// the cap, and the note says what was kept and how to narrow the call.
struct ToolResultTests {
    private static func numbers(_ count: Int) -> JSON { .array((0..<count).map { .int($0 * 1000) }) }

    private static let values: [String: JSON] = [
        "list": .object([.init("data", numbers(500))]),
        "nested": .object([.init("data", .object([.init("items", numbers(400)), .init("page", 1)]))]),
        "string": .object([.init("data", .string(String(repeating: "x", count: 5000)))]),
    ]

    @Test(arguments: [
        // (value, cap, what the note says was kept, or "Left out" when nothing of the value was)
        ("list", 1000, "data has the first", ""),
        ("nested", 900, "data.items has the first", ""),
        ("string", 1000, "", "Left out"),
        ("list", 40, "", "Left out"),
    ])
    func aResultOverTheCapKeepsWhatFitsWithANote(name: String, cap: Int, kept: String, leftOut: String) throws {
        let value = try #require(Self.values[name])
        let (cut, note) = try #require(ToolResult.cut(value, toFit: cap, pageArgument: "cursor"))
        if leftOut.isEmpty {
            #expect(ToolResult.size(cut) <= cap, "\(ToolResult.size(cut)) bytes")
            #expect(note.contains(kept) && note.contains("(cursor)"), "\(note)")
            #expect(cut["cut"] == .string(note))
        } else {
            #expect(note.hasPrefix(leftOut) && cut == .object([.init("cut", .string(note))]), "\(note)")
        }
    }

    @Test func aResultUnderTheCapIsWhole() {
        #expect(ToolResult.cut(.object([.init("data", Self.numbers(3))]), toFit: 1000, pageArgument: nil) == nil)
    }
}
