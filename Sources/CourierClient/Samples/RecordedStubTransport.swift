import CourierCore

/// `--stub-dir DIR`: answers from the sample `--record` wrote for this call (its name, or the one `--stub=NAME`
/// gives), the n-th time a line is sent from its n-th recording (``SampleBook``); where the directory has none,
/// from the route's own sample as `--stub` does. Never touches the network.
///
/// The file is read when the call is sent, not when it is prepared: a smoke run prepares identical lines once,
/// and each of their sends must take the next recording.
package struct RecordedStubTransport: Transport {
    package let directory: SampleDirectory
    package let route: String
    package let name: String
    /// The route's own sample, for a call the directory has no recording of; `nil` when the route declares none.
    package let fallback: SampleResponse?
    package let book: SampleBook

    package func send(_ request: HTTPRequest, options: TransportOptions) -> Result<HTTPResponse, CourierError> {
        let numbered = book.nextReplay(route: route, name: name)
        do throws(CourierError) {
            // After the last recording of a repeated line, its first answers again (a case run more often than recorded).
            var sample = try directory.read(route: route, name: numbered)
            if sample == nil { sample = try directory.read(route: route, name: name) }
            if let sample {
                return .success(HTTPResponse(status: sample.status, reason: sample.reason, httpVersion: "stub", headers: sample.headers,
                                             body: sample.body, effectiveURL: request.url))
            }
        } catch {
            return .failure(error)
        }
        guard let fallback else {
            return .failure(.usage(.noRecording(action: route, name: name, directory: directory.path)))
        }
        return StubTransport(sample: fallback).send(request, options: options)
    }
}
