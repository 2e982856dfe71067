import CourierCore
import Testing
@testable import CourierClient

/// Each shape of the output document prints only what that shape has: a refused call its error and no
/// request (a single call prints it to stderr only; a smoke report shows it), a transport failure no
/// status, a dry run no outcome.
struct OutputDocumentTests {
    static let request = HTTPRequest(method: .get, url: "http://api.example.test/v1/x", headers: ["Authorization": "Bearer t0k"])
    static let delivery = Delivery(request: request, attempts: 2, redirects: ["http://api.example.test/v1/y"], waited: 0.5)
    static let response = HTTPResponse(status: 404, reason: "Not Found", headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
    static let notFound = CourierError(.httpNotFound, "HTTP 404 Not Found")
    static let refusedConnection = CourierError.transport(.curl(code: 7, text: "connection refused", category: .transportConnect))

    static func compact(_ shape: OutputDocument.Shape, verbose: Bool) -> String {
        let options = OutputDocument.Options(route: "r", verbose: verbose, secretHeaders: ["Authorization"], dataKey: "data")
        return JSONPrinter(layout: .compact).string(OutputDocument(shape, options: options).json())
    }

    static let verboseRequest = #""route":"r","request":{"method":"GET","url":"http://api.example.test/v1/x","headers":{"Authorization":"Bearer [redacted]"}}"#

    @Test(arguments: [
        (OutputDocument.Shape.dryRun(request), false, "{\(verboseRequest),\"dryRun\":true}"),
        (.refused(CourierError(.requestInvalid, "bad")), false, #"{"error":{"category":"request.invalid","message":"bad"}}"#),
        (.refused(CourierError(.requestInvalid, "bad")), true, #"{"route":"r","error":{"category":"request.invalid","message":"bad"}}"#),
        (.failed(delivery, refusedConnection), false,
         #"{"error":{"category":"transport.connect","message":"curl: (7) connection refused","curlCode":7},"attempts":2}"#),
        (.failed(delivery, refusedConnection), true,
         "{\(verboseRequest),\"error\":{\"category\":\"transport.connect\",\"message\":\"curl: (7) connection refused\",\"curlCode\":7},"
             + #""redirects":["http://api.example.test/v1/y"],"attempts":2,"waited":500.000}"#),
        (.answered(delivery, response, Outcome(body: .json([:]), error: notFound)), false,
         #"{"status":404,"headers":{"Content-Type":"application/json"},"error":{"category":"http.not_found","message":"HTTP 404 Not Found"},"body":{},"attempts":2}"#),
        (.answered(Delivery(request: request), HTTPResponse(status: 200), Outcome(body: .empty, envelope: ["code": 0, "data": 1])), false,
         #"{"status":200,"headers":{},"envelope":{"code":0,"data":1}}"#),
    ] as [(OutputDocument.Shape, Bool, String)])
    func eachShapePrintsWhatItHas(shape: OutputDocument.Shape, verbose: Bool, expected: String) {
        #expect(Self.compact(shape, verbose: verbose) == expected)
    }

    @Test func onlyAnAnsweredCallHasAPayload() {
        let options = OutputDocument.Options(route: "r", verbose: false, secretHeaders: [])
        #expect(OutputDocument(.dryRun(Self.request), options: options).payload == nil)
        #expect(OutputDocument(.failed(Self.delivery, Self.refusedConnection), options: options).payload == nil)
        let answered = OutputDocument(.answered(Self.delivery, HTTPResponse(status: 200), Outcome(body: .empty, envelope: ["code": 0, "data": [1, 2]])),
                                      options: options)
        #expect(answered.payload == [1, 2])
    }
}
