import Arguments
import CourierCore
import Testing
@testable import CourierCLI
@testable import CourierClient

/// What `import` makes of one entry that is not a plain match: two routes that build it equally well, an answer not
/// captured, an unmatched one (the end-to-end cases are ImportTests').
struct PlanImportTests {
    static func importing() -> PlanImport {
        let id = OptionDeclaration(name: "id", kind: .string, help: "", isRequired: true)
        let group = ActionGroup<any Route>("g", summary: "", actions: [
            Action(command: Command(name: "a", summary: "", options: [id])) { MatchOutcomeTests.Twin.a(id: $0.raw("id") ?? "") },
            Action(command: Command(name: "b", summary: "", options: [id])) { MatchOutcomeTests.Twin.b(id: $0.raw("id") ?? "") },
        ])
        let environment = Environment(name: "t", baseURL: "http://127.0.0.1:9/v1")
        let api = APIDescription(name: "t", environments: [environment], defaultEnvironment: "t")
        let root = Command(name: "t", summary: "", subcommands: [group.command])
        return PlanImport(matcher: RouteMatcher(groups: [group], api: api, environments: [environment], root: root),
                          parser: Parser(root: root, globals: GlobalOptions.all, source: .filesOnly), api: api, secrets: [], secretHeaders: [],
                          runEnvironment: "t", readOnly: false, expectValues: false, samples: nil)
    }

    static func entry(_ number: Int, _ url: String, status: Int?) -> Result<CapturedRequest, CaptureReason> {
        .success(CapturedRequest(source: "entry \(number)", request: HTTPRequest(method: .get, url: url),
                                 response: status.map { CapturedResponse(status: $0, headers: [], body: nil, contentType: nil) }))
    }

    @Test func anAmbiguousEntryTakesTheFirstRouteAndNamesTheOthers() throws {
        var importing = Self.importing()
        try importing.add(Self.entry(1, "http://127.0.0.1:9/v1/things/x1", status: 404))
        #expect(importing.plan.lines == ["# entry 1 is ambiguous: the first of g a, g b taken", "[entry 1] g a --id x1 => http.not_found status=404"])
        #expect(importing.plan.ambiguous == 1 && importing.plan.cases == 1 && importing.warnings.isEmpty)
    }

    @Test func anEntryWithoutItsAnswerExpectsOkAndSaysSo() throws {
        var importing = Self.importing()
        try importing.add(Self.entry(2, "http://127.0.0.1:9/v1/things/x1", status: nil))
        #expect(importing.plan.lines.last == "[entry 2] g a --id x1 => ok")
        #expect(importing.plan.lines.contains("# entry 2: no answer was captured; expecting ok"))
    }

    @Test func anUnmatchedEntryIsLeftOutWithItsNearestRoute() throws {
        var importing = Self.importing()
        try importing.add(Self.entry(3, "http://127.0.0.1:9/v1/others/x1", status: 200))
        #expect(importing.plan.cases == 0 && importing.plan.unmatched == 1)
        #expect(importing.plan.leftOut.count == 1 && importing.plan.leftOut[0].hasPrefix("# entry 3: GET /v1/others/x1: no route builds it; the nearest, g "))
    }

    @Test(arguments: [("a${HOME}", true), ("=>", true), ("two\nlines", true), ("plain", false), ("'quoted'", false)])
    func aValueAPlanLineCannotHoldIsFound(word: String, breaks: Bool) {
        #expect(PlanImport.breaksALine(word) == breaks)
    }
}
