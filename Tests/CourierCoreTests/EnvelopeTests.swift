import CourierCore
import Testing

/// Envelopes as APIs declare them: the standard one, one whose code may be absent, codes mapped to
/// categories, per-route overrides, and none at all.
struct EnvelopeTests {
    struct Item: Decodable, Sendable { var id: Int }

    func judge(_ envelope: Envelope, _ status: Int, _ body: String, method: HTTPMethod = .get,
               contract: ModelContract = .decodes(Item.self)) -> Outcome
    {
        ResponseEvaluator(envelope: envelope).evaluate(HTTPResponse(status: status, body: Array(body.utf8)), method: method, contract: contract)
    }

    static let optionalCode = Envelope.wrapped(EnvelopeFormat(codeIsOptional: true))
    static let seed002 = Envelope.wrapped(EnvelopeFormat(codeKey: "code", messageKey: "msg", dataKey: "data", successCodes: [200],
                                                         categories: [CodeCategory(401, .httpUnauthorized)]))

    @Test(arguments: [
        (optionalCode, #"{"data":{"id":1}}"#, nil),
        (optionalCode, #"{"id":1}"#, nil),  // no data key: the object itself is the payload
        (optionalCode, #"{"code":0,"data":{"id":1}}"#, nil),
        (optionalCode, #"{"code":5,"data":null}"#, ErrorCategory.business),
        (optionalCode, #"[1]"#, .decodingEnvelope),
        (Envelope.standard, #"{"data":{"id":1}}"#, .decodingEnvelope),
        (seed002, #"{"code":200,"msg":"ok","data":{"id":1}}"#, nil),
        (seed002, #"{"code":401,"msg":"log in again"}"#, .httpUnauthorized),
        (seed002, #"{"code":500,"msg":"no"}"#, .business),
        (Envelope.plain, #"{"id":1}"#, nil),
        (Envelope.plain, #"{"id":"x"}"#, .decodingModel),
        (Envelope.plain, #"[1,2]"#, .decodingModel),
        (Envelope.plain, "not json", .decodingBody),
    ] as [(Envelope, String, ErrorCategory?)])
    func eachEnvelopeJudgesItsBody(envelope: Envelope, body: String, category: ErrorCategory?) {
        #expect(judge(envelope, 200, body).error?.category == category)
    }

    @Test func withoutAModelAPlainBodyOfAnyKindSucceeds() {
        for body in ["not json", "[1]", #"{"a":1}"#] {
            let outcome = judge(.plain, 200, body, contract: .none)
            #expect(outcome.isSuccess, "\(body)")
            #expect(outcome.envelope == nil)
        }
    }

    @Test func theContractPathStartsAtTheBodyWithoutAnEnvelope() {
        let outcome = judge(.plain, 200, #"{"id":"x"}"#)
        #expect(outcome.error?.path == "body.id")
    }

    @Test(arguments: [Envelope.standard, Envelope.plain, optionalCode, seed002])
    func headAnd204And304AreSuccessesForEveryEnvelopeButAnEmpty200IsNot(envelope: Envelope) {
        #expect(judge(envelope, 200, #"{"x":1}"#, method: .head).isSuccess)
        #expect(judge(envelope, 204, "").isSuccess)
        #expect(judge(envelope, 304, "").isSuccess)
        let expected: ErrorCategory = envelope == .plain ? .decodingModel : .decodingEnvelope
        #expect(judge(envelope, 200, "").error?.category == expected)
        #expect(judge(envelope, 201, "").error?.category == expected)
        #expect(judge(envelope, 200, "", contract: .nothing).isSuccess)
        #expect(judge(envelope, 404, "").error?.category == .httpNotFound)
    }

    @Test(arguments: [
        (EnvelopeFormat(codeKey: ""), "must name its code, message and data keys"),
        (EnvelopeFormat(codeKey: "data"), "must differ"),
        (EnvelopeFormat(successCodes: []), "at least one success code"),
        (EnvelopeFormat(categories: [CodeCategory(0, .business)]), "both a success code and mapped"),
    ])
    func aBadEnvelopeDeclarationIsAProblemAtStart(format: EnvelopeFormat, message: String) {
        let api = APIDescription(name: "x", environments: [Environment(name: "a", baseURL: "http://127.0.0.1:1")], defaultEnvironment: "a",
                                 envelope: .wrapped(format))
        let words = api.problems.map(ErrorWording.message(for:))
        #expect(words.contains { $0.contains(message) }, "\(words)")
    }

    @Test func apiProblemsNameWhatIsMissing() {
        let api = APIDescription(
            name: "x", programName: "bad name",
            environments: [Environment(name: "a", baseURL: "http://127.0.0.1:1", services: ["orders": "http://127.0.0.1:2"]),
                           Environment(name: "b", baseURL: "http://127.0.0.1:3")],
            defaultEnvironment: "c", appBaseURLs: [AppBaseURL("https://app.example.invalid", service: "users")])
        let problems = api.problems.map(ErrorWording.message(for:)).joined(separator: "\n")
        #expect(problems.contains("default environment 'c'"))
        #expect(problems.contains("environment 'b' does not define service 'orders'"))
        // An app base URL's service is the app's own URL wherever an environment leaves it out: never missing.
        #expect(!problems.contains("'users'"))
        #expect(problems.contains("program name 'bad name'"))
        let good = APIDescription(name: "x", environments: [Environment(name: "a", baseURL: "http://127.0.0.1:1")], defaultEnvironment: "a")
        #expect(good.problems.isEmpty)
    }
}
