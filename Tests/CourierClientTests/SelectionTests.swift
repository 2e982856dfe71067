import CourierCore
import Testing
@testable import CourierClient

/// `--select` walks the document and, where it finds nothing, says where it stopped as data (``SelectionReason``);
/// ErrorWordingTests pins the sentences.
struct SelectionTests {
    static let document = JSON.object([
        .init("status", .int(200)),
        .init("headers", .object([.init("Content-Type", .string("application/json"))])),
        .init("data", .array([.object([.init("no", .string("A1001"))]), .object([.init("no", .string("A1002"))])])),
    ])

    /// The reason the path selects nothing; `nil` when it selects something.
    func reason(_ path: String) -> SelectionReason? {
        do throws(Rendering.Failure) {
            _ = try Selection.parse(path).select(in: Self.document).get()
            return nil
        } catch {
            guard case .selectsNothing(let reason) = error else { return nil }
            return reason
        }
    }

    @Test(arguments: [
        ("data[0", SelectionReason.Problem.unclosedBracket),
        ("data[x]", .badSubscript("x")),
        ("", .empty),
        ("status.x", .notAnObject(walked: "status", found: "a number")),
        ("data[0].nope", .noKey("nope", walked: "data[0]", keys: ["no"])),
        ("nope", .noKey("nope", walked: "", keys: ["status", "headers", "data"])),
        ("status[0]", .notAnArray(walked: "status", found: "a number")),
        ("data[9].no", .outOfRange(walked: "data", count: 2)),
    ])
    func aPathThatSelectsNothingSaysWhereItStopped(path: String, problem: SelectionReason.Problem) {
        #expect(reason(path) == SelectionReason(path, problem))
    }

    @Test func aPathThatSelectsSomethingIsNoProblem() {
        #expect(reason("data[1].no") == nil)
        #expect(reason("headers.content-type") == nil, "keys match ignoring case")
    }
}
