/// Answers from a route's sample responses, never touching the network (Moya's stubbing).
package struct StubTransport: Transport {
    package let sample: SampleResponse

    package init(sample: SampleResponse) { self.sample = sample }

    package func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        .success(HTTPResponse(status: sample.status, reason: "Stub", httpVersion: "stub", headers: sample.headers,
                              body: Array(sample.body.utf8), effectiveURL: request.url))
    }
}
