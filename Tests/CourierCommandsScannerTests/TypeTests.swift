import Testing
@testable import CourierCommandsScanner

/// Associated value type as written → how a command line carries it, or why it cannot.
struct TypeTests {
    static func classify(_ type: String, declarations: String = "") -> String {
        let plan = PlanText.plan([declarations + "\nenum T: Route { case c(v: \(type)) }"])
        if let item = plan.routers.first?.uncallable.first { return "uncallable: " + item.reason.replacingOccurrences(of: "'v' is ", with: "") }
        guard let argument = plan.routers.first?.actions.first?.arguments.first else { return "errors: \(plan.diagnostics.map(\.description))" }
        return String(PlanText.text(argument).dropFirst("--v:".count))
    }

    @Test(arguments: [
        ("Int", "Int"), ("Int8", "Int8"), ("UInt64", "UInt64"), ("Swift.Int", "Int"), ("Double", "Double"), ("Float", "Float"),
        ("TimeInterval", "TimeInterval"), ("Bool", "flag"), ("String", "String"), ("URL", "URL"), ("Foundation.URL", "URL"),
        ("Data", "Data"), ("Date", "Date"), ("Int?", "Int?"), ("Optional<String>", "String?"), ("String!", "String?"),
        ("[String]", "String*"), ("Array<Int>", "Int*"), ("[Int]?", "Int*?"), ("[Bool]", "json([Bool])"),
        ("[[Int]]", "json([[Int]])"), ("[String: Any]", "params"), ("Dictionary<String, Any>", "params"), ("Dictionary<String,Any>", "params"),
        ("[String: String]", "string-params"), ("[String: Any]?", "params?"), ("[String: [Int]]", "json([String: [Int]])"),
        ("[Int: String]", "json([Int: String])"), ("Parameters", "params"), ("Moya.MultipartFormData", "json(Moya.MultipartFormData)"),
        ("Set<String>", "json(Set<String>)"), ("Result<Int, Error>", "json(Result<Int, Error>)"),
    ])
    func typesMapToValueKinds(type: String, kind: String) {
        #expect(TypeTests.classify(type) == kind)
    }

    @Test(arguments: [
        ("() -> Void", "uncallable: a closure"), ("@escaping (Int) throws -> String", "uncallable: a closure"),
        ("@Sendable () async -> Void", "uncallable: a closure"), ("((Int) -> Void)?", "uncallable: a closure"),
        ("Any", "uncallable: 'Any'"), ("AnyObject", "uncallable: 'AnyObject'"), ("[Any]", "uncallable: an array of 'Any'"),
        ("(Int, String)", "uncallable: a tuple"), ("(x: Int, y: Int)", "uncallable: a tuple"), ("any Encodable", "uncallable: an 'any' existential"),
        ("Encodable & Sendable", "uncallable: a protocol composition"), ("Int.Type", "uncallable: a metatype"),
        ("[String: AnyObject]", "uncallable: a dictionary of 'AnyObject'"), ("[URL: Int]", "uncallable: a dictionary whose keys are not strings"),
    ])
    func typesNoCommandLineCarriesMakeTheCaseUncallable(type: String, outcome: String) {
        #expect(TypeTests.classify(type) == outcome)
    }

    @Test(arguments: [
        ("Sort", "enum Sort: String, CaseIterable { case a }", "choice(Sort)"),
        ("Level", "enum Level: Int { case a = 1 }\nextension Level: CaseIterable {}", "choice(Level)"),
        ("Mode", "enum Mode: String { case a }", "raw(Mode)"),
        ("Filter", "struct Filter: Codable { var q: String }", "json(Filter)"),
        ("Filter", "struct Filter { var q: String }\nextension Filter: Decodable {}", "json(Filter)"),
        ("Body", "struct Body: Encodable { var q: String }", "uncallable: 'Body', which is not Decodable"),
        ("Flags", "typealias Flags = [String]", "String*"),
        ("Params", "typealias Params = [String: Any]", "params"),
        ("Outer.Kind", "enum Outer { enum Kind: String, CaseIterable { case a } }", "choice(Outer.Kind)"),
        ("Loop", "typealias Loop = Loop", "uncallable: a typealias that refers to itself"),
    ])
    func typesTheSourcesDeclareAreLookedUp(type: String, declarations: String, kind: String) {
        #expect(TypeTests.classify(type, declarations: declarations) == kind)
    }
}
