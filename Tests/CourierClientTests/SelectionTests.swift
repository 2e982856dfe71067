import CourierCore
import Testing
@testable import CourierClient

/// `--select` walks the document and, where it finds nothing, says where it stopped as data (``SelectionReason``),
/// which CourierClient words.
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

    /// Each reason with the exact sentence it gives, always as `decoding.model`.
    static let wording: [(CourierError.Reason, ErrorCategory, String)] = [
        // `--select`: the sentences Selection wrote before it returned reasons.
        (.selection(SelectionReason("data[0", .unclosedBracket)), .decodingModel, "--select 'data[0' has an unclosed '['"),
        (.selection(SelectionReason("data[x]", .badSubscript("x"))), .decodingModel, "--select 'data[x]': '[x]' is neither an index nor a quoted key"),
        (.selection(SelectionReason("", .empty)), .decodingModel, "--select needs a path, e.g. data[0].no or headers.content-type"),
        (.selection(SelectionReason("status.x", .notAnObject(walked: "status", found: "a number"))), .decodingModel,
         "--select 'status.x' selects nothing: status is a number, not an object"),
        (.selection(SelectionReason("nope", .noKey("nope", walked: "", keys: ["status", "headers"]))), .decodingModel,
         "--select 'nope' selects nothing: no 'nope' in the document (keys: status, headers)"),
        (.selection(SelectionReason("data[0].nope", .noKey("nope", walked: "data[0]", keys: ["no"]))), .decodingModel,
         "--select 'data[0].nope' selects nothing: no 'nope' in data[0] (keys: no)"),
        (.selection(SelectionReason("status[0]", .notAnArray(walked: "status", found: "a number"))), .decodingModel,
         "--select 'status[0]' selects nothing: status is a number, not an array"),
        // Before reasons, an index on the document itself read "selects nothing:  is an object".
        (.selection(SelectionReason("[0]", .notAnArray(walked: "", found: "an object"))), .decodingModel,
         "--select '[0]' selects nothing: the document is an object, not an array"),
        (.selection(SelectionReason("data[9].no", .outOfRange(walked: "data", count: 3))), .decodingModel,
         "--select 'data[9].no' selects nothing: data has 3 elements"),
        (.selection(SelectionReason("data[1]", .outOfRange(walked: "data", count: 1))), .decodingModel,
         "--select 'data[1]' selects nothing: data has 1 element"),
        // A capture names itself: while the plan is checked, and (with its name, as the plan line wrote it) once the case ran.
        (.selection(SelectionReason("data[0", .unclosedBracket, subject: .capture(name: nil))), .decodingModel, "capture 'data[0' has an unclosed '['"),
        (.selection(SelectionReason("data[9].no", .outOfRange(walked: "data", count: 3), subject: .capture(name: "no"))), .decodingModel,
         "capture no='data[9].no' selects nothing: data has 3 elements"),
        (.selection(SelectionReason("a\u{1B}b", .noKey("a\u{1B}b", walked: "", keys: []))), .decodingModel,
         "--select 'a\\x1bb' selects nothing: no 'a\\x1bb' in the document (keys: )"),
    ]

    @Test(arguments: wording)
    func eachSelectionReasonIsWordedOnceAsAModelError(reason: CourierError.Reason, category: ErrorCategory, message: String) {
        let error = CourierError(reason)
        #expect(error.message == message)
        #expect(error.category == category)
        #expect(error.description.hasPrefix("\(category.rawValue): \(message)"))
    }
}
