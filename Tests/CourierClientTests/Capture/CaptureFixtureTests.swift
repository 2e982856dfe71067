import CourierCore
import Foundation
import Testing
import TestSupport
@testable import CourierClient

/// Every demo route as Chrome's, Proxyman's and Charles' copies write it (Tests/Fixtures/Captures) reads back into
/// the request it names, split into the words bash itself splits it into.
struct CaptureFixtureTests {
    static let tools = ["chrome.curl", "proxyman.curl", "charles.curl"]

    /// Each paragraph of a fixture after its header: the `# METHOD /path` line it starts with, and the whole paragraph.
    static func paragraphs(_ tool: String) throws -> [(expected: String, text: String)] {
        let path = Paths.root.appendingPathComponent("Tests/Fixtures/Captures/" + tool).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "\n\n").dropFirst().map { paragraph in
            let first = paragraph.split(separator: "\n").first.map(String.init) ?? ""
            return (String(first.dropFirst(2)), paragraph)
        }
    }

    @Test(arguments: tools)
    func everyDemoRouteReadsBackAsTheRequestItNames(tool: String) throws {
        let paragraphs = try Self.paragraphs(tool)
        #expect(paragraphs.count == 15)
        for (expected, text) in paragraphs {
            let captured = try CurlLine.request(fromLine: text)
            let parts = try #require(URLParts(captured.request.url))
            #expect("\(captured.request.method) \(parts.path)" == expected, "\(tool): \(expected)")
            #expect(captured.notes.contains(.acceptEncodingByCurl) == text.contains("--compressed"))
            if expected.hasPrefix("POST /v1/orders"), expected.hasSuffix("orders") {
                #expect(captured.request.body == .raw(bytes: Array(#"{"uid":5,"sku":"SKU-1","qty":2}"#.utf8), contentType: "application/json"))
            }
            if expected == "PATCH /v1/users/me" {
                #expect(captured.request.body == .raw(bytes: Array(#"{"name":"Alice O'Hara"}"#.utf8), contentType: "application/json"))
                #expect(captured.credentials() == [CapturedCredential(place: .header, name: "Authorization", scheme: "Bearer")])
            }
            if expected == "POST /v1/files", case .raw(let bytes, let type) = captured.request.body {
                #expect(type.hasPrefix("multipart/form-data; boundary="))
                #expect(String(decoding: bytes, as: UTF8.self).contains("filename=\"note.txt\"\r\nContent-Type: text/plain\r\n\r\na note\n\r\n"))
            }
            if expected == "GET /v1/account/me" {
                #expect(captured.credentials().map(\.name) == ["sid", "theme"])
                #expect(captured.credentials().map(\.isSession) == [true, false])
            }
        }
    }

    /// The words ShellWords reads are the words bash passes to curl: each paragraph run by bash with `curl` replaced
    /// by a printf of its arguments.
    @Test(arguments: tools)
    func theWordsAreTheOnesBashPassesToCurl(tool: String) throws {
        for (expected, text) in try Self.paragraphs(tool) {
            let script = text.replacingOccurrences(of: "\ncurl ", with: "\nprintf '%s\\0' ")
            let run = CourierRun.run(["-c", script], timeout: 30, binary: try Tool.path("bash"))
            let bashWords = run.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(try ShellWords.split(text).dropFirst().map { $0 } == bashWords, "\(tool): \(expected)")
        }
    }
}
