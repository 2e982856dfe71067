import CourierCore
import Foundation
import Testing
import TestSupport
@testable import CourierClient

/// A HAR mitmproxy wrote (reverse proxy in front of the demo API, curl as the client) reads back into the requests curl
/// sent: every entry, in order, with its method, URL, headers and body, and the demo API's answer.
@Suite(.enabled(if: MitmCapture.installedOrCI, "mitmproxy is not installed: run make test-tools"))
struct MitmproxyHARTests {
    @Test func everyRequestCurlSentThroughMitmproxyComesBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mitm-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (har, calls) = try MitmCapture.record(into: directory)
        let requests = try HARFile.read(har).map { try $0.get() }

        #expect(calls.count == 15)
        #expect(requests.map(\.source) == (1...calls.count).map { "entry \($0)" })
        #expect(requests.map { "\($0.request.method) \(URLParts($0.request.url)?.path ?? "?")" } == calls)
        #expect(requests.allSatisfy { $0.request.url.hasPrefix("http://127.0.0.1:") && $0.request.headers["User-Agent"]?.hasPrefix("curl/") == true })
        #expect(requests.allSatisfy { $0.response?.status != nil && $0.response?.body?.isEmpty == false })

        func request(_ call: String) throws -> HTTPRequest { try #require(calls.firstIndex(of: call).map { requests[$0].request }) }
        let create = try request("POST /v1/orders")
        #expect(create.body == .raw(bytes: Array(#"{"uid":5,"sku":"SKU-1","qty":2}"#.utf8), contentType: "application/json"))
        #expect(try request("GET /v1/users/verify").headers["Authorization"] == "Basic " + Base64.encode(Array("alice:wonderland".utf8)))
        #expect(try request("GET /v1/users/me").headers["Authorization"] == "Bearer t-1")
        #expect(try request("GET /v1/account/me").headers["Cookie"] == "sid=s-1")
        let patch = try request("PATCH /v1/users/me")
        #expect(patch.body == .raw(bytes: Array(#"{"name":"Alice"}"#.utf8), contentType: "application/json"))
        guard case .raw(let upload, let type) = try request("POST /v1/files").body else { Issue.record("no upload body"); return }
        #expect(type.hasPrefix("multipart/form-data; boundary="))
        #expect(String(decoding: upload, as: UTF8.self).contains(#"name="file"; filename="note.txt""#))
        #expect(requests[0].response?.status == 200 && requests[0].response?.contentType?.hasPrefix("application/json") == true)

        let login = requests[calls.firstIndex(of: "POST /v1/users/login")!]
        #expect(login.credentials() == [CapturedCredential(place: .body, name: "password")])
    }
}
