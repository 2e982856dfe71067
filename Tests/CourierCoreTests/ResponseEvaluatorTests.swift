import Testing
@testable import CourierCore

private struct Payload: Decodable, Sendable { var id: Int }

struct ResponseEvaluatorTests {
    let evaluator = ResponseEvaluator()

    func evaluate(_ status: Int, _ body: String, contract: ModelContract = .decodes(Payload.self)) -> Outcome {
        evaluator.evaluate(HTTPResponse(status: status, reason: "R", body: Array(body.utf8)), contract: contract)
    }

    @Test(arguments: [
        (200, #"{"code":0,"message":"ok","data":{"id":1}}"#, nil),
        (201, #"{"code":0,"message":"ok","data":{"id":1}}"#, nil),
        (301, "", ErrorCategory.httpRedirect),
        (400, #"{"code":40000,"message":"bad"}"#, .httpValidation),
        (401, #"{"code":40006,"message":"expired"}"#, .httpUnauthorized),
        (403, "", .httpForbidden),
        (404, #"{"code":40401,"message":"nope","data":null}"#, .httpNotFound),
        (409, "", .httpClient),
        (422, "", .httpValidation),
        (429, "", .httpRateLimited),
        (500, "oops", .httpServer),
        (503, "", .httpServer),
        (200, "<html>", .decodingBody),
        (200, "", .decodingEnvelope),  // an empty 2xx where the API has an envelope is no pass
        (201, "", .decodingEnvelope),
        (204, "", nil),
        (304, "", nil),
        (200, "[1]", .decodingEnvelope),
        (200, #"{"data":{"id":1}}"#, .decodingEnvelope),
        (200, #"{"code":1002,"message":"already","data":null}"#, .business),
        (200, #"{"code":"0","message":"ok","data":{"id":1}}"#, .business),
        (200, #"{"code":0,"message":"ok","data":{"id":"1"}}"#, .decodingModel),
        (200, #"{"code":0.0,"message":"ok","data":{"id":1}}"#, nil),
    ] as [(Int, String, ErrorCategory?)])
    func judgesStatusThenEnvelopeThenModel(status: Int, body: String, category: ErrorCategory?) {
        #expect(evaluate(status, body).error?.category == category)
    }

    /// An empty body passes only where none is expected: HEAD, 204, 304, or a route that answers with nothing.
    @Test func anEmptyBodyPassesOnlyWhereNoneIsExpected() {
        let empty = HTTPResponse(status: 200, reason: "OK", body: [])
        let plain = ResponseEvaluator(envelope: .plain)
        #expect(evaluator.evaluate(empty, contract: .none).error?.category == .decodingEnvelope)
        #expect(evaluator.evaluate(empty, contract: .none).error?.message == "response body is empty, but the route expects an envelope (a route that answers with nothing declares `.nothing` as its contract)")
        #expect(evaluator.evaluate(empty, contract: .nothing).isSuccess)
        #expect(evaluator.evaluate(empty, method: .head, contract: .decodes(Payload.self)).isSuccess)
        #expect(plain.evaluate(empty, contract: .decodes(Payload.self)).error?.category == .decodingModel)
        #expect(plain.evaluate(empty, contract: .decodes(Payload.self)).exitCode == 10)
        #expect(plain.evaluate(empty, contract: .none).isSuccess)
        #expect(plain.evaluate(empty, contract: .nothing).isSuccess)
        #expect(ResponseEvaluator(envelope: .plain, checksContract: false).evaluate(empty, contract: .decodes(Payload.self)).isSuccess)
        #expect(plain.evaluate(HTTPResponse(status: 204, body: []), contract: .decodes(Payload.self)).isSuccess)
    }

    @Test func keepsTheEnvelopeCodeAndMessageOnErrors() {
        let outcome = evaluate(404, #"{"code":40401,"message":"order not found","data":null}"#)
        #expect(outcome.error?.code == .number("40401"))
        #expect(outcome.error?.message == "HTTP 404 R: order not found")
        #expect(outcome.exitCode == 4)
    }

    @Test func noContractSkipsTheModelCheck() {
        let lenient = ResponseEvaluator(checksContract: false)
        let outcome = lenient.evaluate(HTTPResponse(status: 200, body: Array(#"{"code":0,"data":{"id":"x"}}"#.utf8)), contract: .decodes(Payload.self))
        #expect(outcome.isSuccess)
    }

    @Test func customEnvelopeKeysAndSuccessCodes() {
        let custom = ResponseEvaluator(format: EnvelopeFormat(codeKey: "status", messageKey: "msg", dataKey: "result", successCodes: [200, "OK"]))
        let ok = custom.evaluate(HTTPResponse(status: 200, body: Array(#"{"status":"OK","result":{"id":2}}"#.utf8)), contract: .decodes(Payload.self))
        #expect(ok.isSuccess)
        let bad = custom.evaluate(HTTPResponse(status: 200, body: Array(#"{"status":7,"msg":"no"}"#.utf8)), contract: .none)
        #expect(bad.error?.category == .business)
        #expect(bad.error?.message == "envelope code 7: no")
    }

    @Test func binaryBodiesBecomeBase64() {
        #expect(Body(bytes: [0xFF, 0x00, 0x10]) == .binary([0xFF, 0x00, 0x10]))
        #expect(Body.base64([0xFF, 0x00, 0x10]) == .string("/wAQ"))
        #expect(Body(bytes: Array("plain".utf8)) == .text("plain"))
    }

    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")])
    func base64MatchesRFC4648Vectors(input: String, expected: String) {
        #expect(Base64.encode(Array(input.utf8)) == expected)
    }
}
