/// Answers from a route's sample responses, never touching the network (Moya's stubbing).
public struct StubTransport: Transport {
    public let sample: SampleResponse

    public init(sample: SampleResponse) { self.sample = sample }

    public func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        .success(HTTPResponse(status: sample.status, reason: "Stub", httpVersion: "stub", headers: sample.headers,
                              body: Array(sample.body.utf8), effectiveURL: request.url))
    }
}
