import CourierCore
import Foundation
import Testing
@testable import CourierClient

/// A HAR's entries come back in capture order with their responses; a bad entry is reported by its number and the
/// others are read all the same; a file that is no HAR is one error naming the file.
struct HARFileTests {
    static func har(_ entries: [String]) -> [UInt8] {
        Array(#"{"log":{"version":"1.2","creator":{"name":"t","version":"1"},"entries":["#.utf8) + Array(entries.joined(separator: ",").utf8) + Array("]}}".utf8)
    }

    static func entry(method: String = "GET", url: String = "https://h/v1/orders?uid=5", headers: String = #"[{"name":"Accept","value":"*/*"}]"#,
                      postData: String? = nil, response: String = #"{"status":200,"headers":[],"content":{"mimeType":"application/json","text":"{}"}}"#) -> String {
        #"{"request":{"method":"\#(method)","url":"\#(url)","headers":\#(headers)\#(postData.map { #","postData":"# + $0 } ?? "")},"response":\#(response)}"#
    }

    func entries(_ bytes: [UInt8], filter: String? = nil) throws(CaptureReason) -> [Result<CapturedRequest, CaptureReason>] {
        try HARFile.entries(in: bytes, path: "t.har", filter: filter)
    }

    @Test func entriesComeBackInCaptureOrderWithTheirResponses() throws {
        let read = try entries(Self.har([
            Self.entry(),
            Self.entry(method: "POST", url: "https://h/v1/orders", headers: #"[{"name":":authority","value":"h"},{"name":"Content-Type","value":"application/json"}]"#,
                       postData: #"{"mimeType":"application/json","text":"{\"uid\":5}"}"#,
                       response: #"{"status":201,"headers":[{"name":"X-A","value":"1"}],"content":{"mimeType":"application/json","text":"eyJvayI6dHJ1ZX0=","encoding":"base64"}}"#),
        ]))
        let requests = try read.map { try $0.get() }
        #expect(requests.map(\.source) == ["entry 1", "entry 2"])
        #expect(requests[0].request.method == .get && requests[0].request.url == "https://h/v1/orders?uid=5")
        #expect(requests[0].request.headers["Accept"] == "*/*")
        #expect(requests[1].request.headers.map(\.name) == ["Content-Type"])
        #expect(requests[1].request.body == .raw(bytes: Array(#"{"uid":5}"#.utf8), contentType: "application/json"))
        #expect(requests[1].response?.status == 201)
        #expect(requests[1].response?.body == Array(#"{"ok":true}"#.utf8))
        #expect(requests[1].response?.headers["X-A"] == "1")
    }

    @Test func postDataParamsBecomeAFormOrMultipartParts() throws {
        let form = try entries(Self.har([Self.entry(method: "POST", postData: #"{"mimeType":"application/x-www-form-urlencoded","params":[{"name":"a","value":"1"}]}"#)]))
        #expect(try form[0].get().request.body == .form([QueryItem("a", "1")]))
        let multipart = try entries(Self.har([Self.entry(method: "POST", postData: #"{"mimeType":"multipart/form-data; boundary=x","params":[{"name":"f","fileName":"a.png","contentType":"image/png"},{"name":"n","value":"v"}]}"#)]))
        #expect(try multipart[0].get().request.body == .multipart([.file(name: "f", path: "", filename: "a.png", contentType: "image/png"), .field(name: "n", value: "v")]))
    }

    @Test func anEmptyPostDataIsNoBody() throws {
        let read = try entries(Self.har([Self.entry(postData: #"{"mimeType":"","text":""}"#), Self.entry(postData: #"{"mimeType":"x","params":[]}"#)]))
        #expect(try read.map { try $0.get().request.body } == [.none, .none])
    }

    @Test func aMimeTypeIsTheBodysTypeWhenNoHeaderGivesOne() throws {
        let read = try entries(Self.har([Self.entry(method: "POST", headers: "[]", postData: #"{"mimeType":"text/plain","text":"hi"}"#)]))
        #expect(try read[0].get().request.body == .raw(bytes: Array("hi".utf8), contentType: "text/plain"))
    }

    @Test func aURLsCredentialIsMovedToBasic() throws {
        let read = try entries(Self.har([Self.entry(url: "https://al:pw@h/x")]))
        let captured = try read[0].get()
        #expect(captured.request.url == "https://h/x")
        #expect(captured.request.headers["Authorization"] == "Basic YWw6cHc=")
    }

    @Test func theFilterPicksEntriesByURLAndKeepsTheirNumbers() throws {
        let read = try entries(Self.har([Self.entry(url: "https://h/v1/health"), Self.entry(url: "https://h/v1/orders/A1"), Self.entry(url: "https://h/v1/orders")]),
                               filter: "*/v1/orders*")
        #expect(try read.map { try $0.get().source } == ["entry 2", "entry 3"])
    }

    @Test(arguments: [
        (#"{"response":{"status":200}}"#, CaptureReason.EntryProblem.missing(field: "request")),
        (#"{"request":{"method":"GET","headers":[]}}"#, .missing(field: "request.url")),
        (#"{"request":{"url":"https://h/x","headers":[]}}"#, .missing(field: "request.method")),
        (#"{"request":{"method":"GET","url":5}}"#, .wrongKind(field: "request.url", expected: "a string", found: "a number")),
        (entry(url: "ws://h/socket"), .request(.notHTTP(url: "ws://h/socket"))),
        (entry(url: "data:image/png;base64,AAAA"), .request(.notHTTP(url: "data:image/png;base64,AAAA"))),
        (entry(url: "chrome-extension://abc/x.js"), .request(.notHTTP(url: "chrome-extension://abc/x.js"))),
        (entry(url: "/relative"), .request(.badURL(url: "/relative"))),
        (entry(method: "BAD METHOD"), .request(.badMethod("BAD METHOD"))),
        (entry(headers: #"{"a":"b"}"#), .wrongKind(field: "request.headers", expected: "an array", found: "an object")),
        (entry(headers: #"[{"name":"A"}]"#), .missing(field: "request.headers[0].value")),
        (entry(response: #"{"headers":[]}"#), .missing(field: "response.status")),
        (entry(response: #"{"status":"ok"}"#), .wrongKind(field: "response.status", expected: "a whole number", found: "a string")),
        (entry(response: #"{"status":200,"content":{"text":"!!","encoding":"base64"}}"#), .badBase64(field: "response.content.text")),
        (entry(method: "POST", postData: #"{"mimeType":"x","text":"%%","encoding":"base64"}"#), .badBase64(field: "request.postData.text")),
    ])
    func aBadEntryIsReportedByNumberAndTheOthersAreRead(bad: String, problem: CaptureReason.EntryProblem) throws {
        let read = try entries(Self.har([Self.entry(), bad, Self.entry()]))
        #expect(read.count == 3)
        #expect((try? read[0].get()) != nil && (try? read[2].get())?.source == "entry 3")
        guard case .failure(let reason) = read[1] else { Issue.record("entry 2 was read"); return }
        #expect(reason == .entry(2, problem))
    }

    @Test(arguments: [
        ("not json", "is not JSON: line 1, column 1"),
        (#"{"log":{"entries":[{"request":"#, "is not JSON: line 1"),
        (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "is not JSON"),
        (#"{"log":{}}"#, "is not a HAR: it has no log.entries array"),
        (#"[1,2]"#, "is not a HAR"),
    ])
    func aFileThatIsNoHARIsOneErrorNamingIt(text: String, start: String) {
        do throws(CaptureReason) {
            _ = try entries(Array(text.utf8))
            Issue.record("read")
        } catch {
            #expect(error.message.hasPrefix("HAR file 't.har' " + start))
        }
    }

    @Test func aBinaryResponseKeepsItsBytes() throws {
        let read = try entries(Self.har([Self.entry(response: #"{"status":200,"content":{"mimeType":"image/png","text":"iVBORw0KGgo=","encoding":"base64"}}"#)]))
        #expect(try read[0].get().response?.body == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try read[0].get().response?.contentType == "image/png")
    }

    @Test func aCaptureErrorIsAUsageErrorExitingTwoOnOneLine() {
        let error = CourierError(CaptureReason.entry(12, .missing(field: "request.url")))
        #expect(error.category == .usage && error.exitCode == 2)
        #expect(ErrorWording.line(for: error) == "usage: entry 12: its request has no url")
    }

    @Test func messagesNameTheEntryAndEscapeControlCharacters() {
        #expect(CaptureReason.entry(12, .missing(field: "request.url")).message == "entry 12: its request has no url")
        #expect(CaptureReason.entry(3, .request(.notHTTP(url: "ws://h/\u{1B}[2J"))).message == "entry 3: 'ws://h/\\x1b[2J' is not an http or https URL")
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnparsed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).har").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.har([Self.entry(), Self.entry()])).write(to: URL(fileURLWithPath: path))
        do throws(CaptureReason) {
            _ = try HARFile.read(path, limit: 100)
            Issue.record("read")
        } catch {
            #expect(error == .harFile(path: path, .tooLarge(limit: 100)))
            #expect(error.message == "HAR file '\(path)' is larger than 100 bytes, the most Courier reads")
        }
        #expect(try HARFile.read(path).count == 2)
        #expect(CaptureReason.harFile(path: "a.har", .tooLarge(limit: HARFile.maximumBytes)).message.contains("larger than 512 MiB"))
    }

    /// A sparse file larger than the cap (it takes no disk) is refused by its size.
    @Test func aHugeFileIsRefusedByItsSize() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).har").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(HARFile.maximumBytes + 1))
        try handle.close()
        do throws(CaptureReason) {
            _ = try HARFile.read(path)
            Issue.record("read")
        } catch {
            #expect(error == .harFile(path: path, .tooLarge(limit: HARFile.maximumBytes)))
        }
    }

    @Test func aDirectoryAFIFOADeviceAndAMissingFileAreRefused() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for path in [FileManager.default.temporaryDirectory.path, fifo, "/dev/null", "/nonexistent/capture.har"] {
            do throws(CaptureReason) {
                _ = try HARFile.read(path)
                Issue.record("read \(path)")
            } catch {
                guard case .harFile(path, .unreadable) = error else { Issue.record("\(error)"); continue }
            }
        }
    }
}
