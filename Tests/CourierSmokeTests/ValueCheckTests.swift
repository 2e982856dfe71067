import Testing
import CourierClient
import CourierCore
@testable import CourierSmoke

/// Value expectations on a case's result: how they read, which forms are plan errors, and what a failure says.
struct ValueCheckTests {
    func parsed(_ word: String) throws -> ValueCheck {
        try #require(try ValueCheck.parse(word))
    }

    let order: JSON = .object([
        JSON.Member("status", .string("paid")), JSON.Member("uid", .number("5")), JSON.Member("total", .number("25.80")),
        JSON.Member("items", .array([.number("1"), .number("2")])), JSON.Member("note", .null),
    ])

    func found(_ path: String) -> Result<JSON, SelectionReason> {
        let key = String(path.split(separator: ".").last ?? "")
        guard case .object(let members) = order, let member = members.first(where: { $0.key == key }) else {
            return .failure(SelectionReason(path, .noKey(key, walked: "data", keys: ["status"])))
        }
        return .success(member.value)
    }

    @Test(arguments: [
        ("data.status=paid", true), ("data.status=\"paid\"", true), ("data.status=due", false), ("data.status!=due", true),
        ("data.uid=5", true), ("data.uid=\"5\"", false), ("data.total=25.8", true), ("data.total>25", true), ("data.total<25", false),
        ("data.status~ai", true), ("data.status~xyz", false), ("data.status?", true), ("data.nope?", false), ("data.nope!=1", true),
        ("count(data.items)=2", true), ("count(data.items)>2", false), ("count(data.status)=1", false), ("data.note=null", true),
        ("data.status>1", false),
    ])
    func checksHoldOrFail(word: String, holds: Bool) throws {
        let check = try parsed(word)
        #expect((check.failure(found(check.path)) == nil) == holds, "\(word)")
    }

    /// A body's containers are kept as their bytes until read (RawJSON): they count, compare and print as trees do.
    @Test(arguments: [
        ("count(data.items)=3", true), ("count(data.items)>3", false), ("count(data.meta)=2", true), ("count(data.meta)!=2", false),
        ("data.items~2", true), ("data.meta={\"a\":1,\"b\":[]}", true),
    ])
    func checksReadContainersKeptAsBytes(word: String, holds: Bool) throws {
        let body = Array(#"{"items": [1, 2, {"x": 3}], "meta": {"a": 1, "b": []}}"#.utf8)
        let data = try JSONParser.parse(body, keepingRawAbove: 0)
        let check = try parsed(word)
        let key = String(check.path.split(separator: ".").last ?? "")
        let value = try #require(data[key])
        guard case .raw = value else { Issue.record("\(key) was parsed, not kept raw"); return }
        #expect((check.failure(.success(value)) == nil) == holds, "\(word)")
    }

    @Test func aFailureNamesTheExpectationThePathWhatWasExpectedAndWhatWasFound() throws {
        let check = try parsed("data.status=POST")
        #expect(check.failure(found(check.path)) == #"data.status=POST: expected POST at data.status, found "paid""#)
        let missing = try parsed("data.nope=1")
        #expect(missing.failure(found(missing.path))?.hasPrefix("data.nope=1: expected 1 at data.nope, found nothing (") == true)
    }

    @Test(arguments: [
        ("=x", "no path before '='"), ("data.a>big", "'>' needs a number after it"), ("count(data.a)~x", "count(PATH) compares with"),
        ("count(data.a)", "count(PATH) needs"), ("data.a?x", "'?' ends the expectation"),
    ])
    func formsThatCannotBeCheckedArePlanErrors(word: String, message: String) {
        do {
            _ = try ValueCheck.parse(word)
            Issue.record("accepted \(word)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func plansReadValueChecksAndTimeBounds() throws {
        var known = Set<String>()
        let cases = try PlanParser(variable: { _ in nil }).parse("orders list => ok data.status=paid count(data)>0 headers.content-type~json time<500ms",
                                                                  file: "p", known: &known)
        #expect(cases[0].expectations.map(\.description) == ["ok", "data.status=paid", "count(data)>0", "headers.content-type~json", "time<500ms"])
        #expect(cases[0].expectations.last == .time(below: 500, written: "500ms"))
        for bad in ["orders list => time<500", "orders list => time<fast"] {
            #expect(throws: PlanError.self) { try PlanParser(variable: { _ in nil }).parse(bad, file: "p", known: &known) }
        }
    }
}
