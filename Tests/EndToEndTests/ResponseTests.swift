import Foundation
import Testing
import TestSupport

/// Output modes, --select, faithful bodies, downloads, caps and compression: the binary against real servers.
struct ResponseTests {
    let demo: LoopbackServer
    let scripted: LoopbackServer
    init() throws {
        demo = try LoopbackServer(script: "demo_api.py")
        scripted = try LoopbackServer(script: "scripted_server.py")
    }

    func courier(_ arguments: [String], base: String? = nil, measuringMemory: Bool = false, directory: String? = nil,
                 timeout: TimeInterval = 60) -> CourierRun {
        CourierRun.run(arguments, environment: ["COURIER_BASE_URL": base ?? demo.baseURL + "/v1"], timeout: timeout,
                       directory: directory, measuringMemory: measuringMemory)
    }

    @Test(arguments: [
        (["--select", "data[0].no"], "A1001\n"),
        (["--select", "data.1.total"], "12345678901234567890\n"),
        (["--select", "data[2].total"], "1.10\n"),
        (["--select", "headers.content-type"], "application/json; charset=utf-8\n"),
        (["--select", "HEADERS.Content-Type"], "application/json; charset=utf-8\n"),
        (["--select", "status"], "200\n"),
        (["--select", "envelope.code"], "0\n"),
        (["--select", "data[0]", "-o", "compact"], #"{"no":"A1001","uid":5,"sku":"SKU-1","qty":2,"total":25.80,"status":"paid","createdAt":"2026-11-01T10:00:00Z"}"# + "\n"),
        (["-o", "status"], "200\n"),
    ])
    func selectAndScalarModesPrintExactly(flags: [String], expected: String) {
        let run = courier(["orders", "list", "--uid", "5"] + flags)
        #expect(run.exitCode == 0)
        #expect(run.stdout == expected)
    }

    @Test func capturingAValueInAShellWorks() throws {
        let output = try shell("bash", ["-c", "id=$('\(Paths.courier)' --base-url \(demo.baseURL)/v1 orders list --uid 5 --select 'data[0].no') && echo \"[$id]\""])
        #expect(output == "[A1001]\n")
    }

    @Test(arguments: [("data[9].no", "data has 3 elements"), ("data[0].nope", "no 'nope' in data[0]"), ("status.x", "status is a number, not an object"),
                      ("data[", "unclosed '['"), ("", "needs a path")])
    func aSelectionThatFindsNothingIsAnError(path: String, message: String) {
        let run = courier(["orders", "list", "--uid", "5", "--select", path])
        #expect(run.exitCode == 10)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    /// A server answering 200 with nothing must not make a route with a model (or an API with an envelope) pass.
    @Test func anEmpty200OnARouteWithAModelExits10() {
        let enveloped = courier(["orders", "list", "--uid", "5"], base: scripted.baseURL + "/empty")
        #expect(enveloped.exitCode == 10, "\(enveloped.stderr)")
        #expect(enveloped.stderr.contains("response body is empty, but the route expects an envelope"), "\(enveloped.stderr)")
        let plain = courier(["--no-envelope", "orders", "list", "--uid", "5"], base: scripted.baseURL + "/empty")
        #expect(plain.exitCode == 10, "\(plain.stderr)")
        #expect(plain.stderr.contains("response body is empty, but the route expects [Order]"), "\(plain.stderr)")
        #expect(courier(["--no-envelope", "request", "GET", "/empty"], base: scripted.baseURL).exitCode == 0)
    }

    @Test func selectOnAFailedCallKeepsTheCallsExitCode() {
        let run = courier(["orders", "detail", "--no", "NOPE", "--select", "error.category"])
        #expect(run.exitCode == 4)
        #expect(run.stdout == "http.not_found\n")
    }

    @Test func envelopeDataHeadersAndCompactModes() throws {
        let envelope = courier(["orders", "detail", "--no", "A1001", "-o", "envelope"])
        #expect(envelope.stdout.hasPrefix("{\n  \"code\": 0,\n  \"message\": \"ok\",\n  \"data\": {"))
        let data = courier(["orders", "detail", "--no", "A1001", "--output", "data"])
        #expect(data.stdout.hasPrefix("{\n  \"no\": \"A1001\","))
        let headers = courier(["orders", "detail", "--no", "A1001", "-o", "headers"])
        #expect(headers.stdout.contains("\"Content-Length\": \"142\""))
        let compact = courier(["orders", "detail", "--no", "A1001", "-o", "compact"])
        #expect(compact.stdout.split(separator: "\n").count == 1)
        #expect(compact.json?.at("envelope.data.no") as? String == "A1001")
    }

    @Test func bodyModePrintsTheBytesAsReceived() {
        let run = courier(["request", "GET", "/raw?hex=00ff0a7b&type=application/x-test", "-o", "body"], base: scripted.baseURL)
        #expect(run.stdoutBytes == [0x00, 0xFF, 0x0A, 0x7B])
    }

    @Test func binaryBodiesAreBase64WithTheirContentType() throws {
        let run = courier(["request", "GET", "/raw?hex=fffe00c328&type=image/x-test&status=500"], base: scripted.baseURL)
        #expect(run.exitCode == 5)
        let json = try #require(run.json)
        #expect(json["body"] as? String == "//4Awyg=")
        #expect(json["bodyEncoding"] as? String == "base64")
        #expect(json["contentType"] as? String == "image/x-test")
    }

    @Test func textWithControlCharactersStaysValidJSON() throws {
        // "a<TAB>b<ESC>[31m<NUL>é" as text/plain: printed as a JSON string with escapes.
        let run = courier(["request", "GET", "/raw?hex=6109621b5b33316d00c3a9&type=text/plain"], base: scripted.baseURL)
        #expect(run.exitCode == 10)
        #expect(run.stdout.contains(#""body": "a\tb\u001b[31m\u0000é""#))
        #expect(run.json != nil)
    }

    @Test func numbersAndUnicodeSurviveAsSent() throws {
        let hex = Array(#"{"code":0,"message":"ok","data":{"n":1e400,"m":-0.0,"s":"\u00e9\ud83d\ude80","k":"订单"}}"#.utf8).map { String(format: "%02x", $0) }.joined()
        let run = courier(["request", "GET", "/raw?hex=\(hex)&type=application/json", "-o", "data"], base: scripted.baseURL)
        #expect(run.stdout == "{\n  \"n\": 1e400,\n  \"m\": -0.0,\n  \"s\": \"é🚀\",\n  \"k\": \"订单\"\n}\n")
    }

    @Test func colorOnlyWhenAsked() {
        let piped = courier(["orders", "detail", "--no", "A1001"])
        #expect(!piped.stdout.contains("\u{1B}["))
        let always = courier(["orders", "detail", "--no", "A1001", "--color", "always"])
        #expect(always.stdout.contains("\u{1B}[34;1m\"status\"\u{1B}[0m: \u{1B}[32;1m200\u{1B}[0m"))
        #expect(always.stdout.contains("\u{1B}[36m25.80\u{1B}[0m"))
        let never = courier(["orders", "detail", "--no", "A1001", "--color", "never"])
        #expect(!never.stdout.contains("\u{1B}["))
    }

    @Test func downloadStreamsToAFileWithItsSizeAndDigest() throws {
        let directory = NSTemporaryDirectory() + "courier-dl-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let size = 96 << 20
        // Time limits far past any machine's speed: this checks the file and the memory, not how fast 96 MiB arrive.
        let run = courier(["request", "GET", "/bytes?size=\(size)", "--download", "out.bin", "--max-body", "1M", "--timeout", "600"],
                          base: scripted.baseURL, measuringMemory: true, directory: directory, timeout: 900)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let expected = try Tool.sha256sum(directory + "/out.bin")
        #expect(run.json?.at("download.sha256") as? String == expected)
        #expect(run.json?.at("download.bytes") as? Int == size)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.bin.part"))
        let peak = try #require(run.peakMemoryKB)
        if !Paths.isSanitized { #expect(peak < 48 * 1024, "peak RSS \(peak) KiB for a \(size >> 20) MiB download") }
    }

    /// A large body prints in full without a tree of it in memory (its big containers stay raw).
    @Test func aLargeBodyPrintsInFullInLittleMoreMemoryThanItsSize() throws {
        let output = NSTemporaryDirectory() + "courier-big-\(UUID().uuidString).json"
        try #require(FileManager.default.createFile(atPath: output, contents: nil), "cannot create \(output)")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let count = 200_000
        let run = CourierRun.run(["--base-url", scripted.baseURL, "request", "GET", "/items?count=\(count)"],
                                 measuringMemory: true, stdoutPath: output)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        let data = (document?["envelope"] as? [String: Any])?["data"] as? [[String: Any]]
        #expect(data?.count == count)
        #expect(data?.last?["name"] as? String == "item \(count - 1)")
        let headers = document?["headers"] as? [String: Any]
        let body = try #require((headers?["Content-Length"] as? String).flatMap { Int($0) })
        let peak = try #require(run.peakMemoryKB)
        // A parsed tree took about 3.5x the body; the issue allows 4x. Raw, it is the body plus a little.
        if !Paths.isSanitized { #expect(peak * 1024 < body * 2 + (24 << 20), "peak RSS \(peak) KiB for a \(body)-byte body") }
    }

    @Test func aFailedDownloadLeavesNoFileBehind() throws {
        let directory = NSTemporaryDirectory() + "courier-dl-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stalled = courier(["request", "GET", "/drip?every=1&count=5", "--download", "x.bin", "--timeout", "0.5", "--no-retry"],
                              base: scripted.baseURL, directory: directory)
        #expect(stalled.exitCode == 8)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        let notFound = courier(["request", "GET", "/status/404", "--download", "y.bin"], base: scripted.baseURL, directory: directory)
        #expect(notFound.exitCode == 4)
        #expect(notFound.json?.at("body.code") as? Int == 404)
        let unwritable = courier(["request", "GET", "/bytes?size=10", "--download", "/nonexistent/dir/z.bin"], base: scripted.baseURL)
        #expect(unwritable.exitCode == 2)
        #expect(try scripted.stats().requests == 2)
    }

    @Test func bodiesPastTheCapAreATransportError() {
        let run = courier(["request", "GET", "/bytes?size=200000", "--max-body", "64K"], base: scripted.baseURL)
        #expect(run.exitCode == 7)
        #expect(run.json?.at("error.category") as? String == "transport.io")
        #expect(run.stderr.contains("65536-byte limit"))
        let bad = courier(["request", "GET", "/bytes?size=1", "--max-body", "lots"], base: scripted.baseURL)
        #expect(bad.exitCode == 2)
        #expect(bad.stderr.contains("--max-body expects a size such as 1024, 512K, 64M or 1G"))
    }

    @Test func compressionIsOnlyAskedForAndABombStopsAtTheCap() {
        let plain = courier(["request", "GET", "/gzip?size=1000000", "-o", "envelope"], base: scripted.baseURL)
        #expect(plain.exitCode == 0)
        #expect(plain.stdout.contains("not compressed"))
        let bomb = courier(["request", "GET", "/gzip?size=500000000", "--compressed", "--max-body", "8M"], base: scripted.baseURL,
                           measuringMemory: true)
        #expect(bomb.exitCode == 7)
        #expect(bomb.json?.at("error.category") as? String == "transport.io")
        if !Paths.isSanitized { #expect((bomb.peakMemoryKB ?? .max) < 64 * 1024) }
    }

    @Test func uploadMemoryStaysFlat() throws {
        let path = NSTemporaryDirectory() + "courier-big-upload-\(UUID().uuidString)"
        let size = 128 << 20
        try #require(FileManager.default.createFile(atPath: path, contents: nil), "cannot create \(path)")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let block = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        for _ in 0..<(size >> 20) { handle.write(block) }
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = courier(["files", "upload", "--file", path], measuringMemory: true)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let expected = try Tool.sha256sum(path)
        #expect(run.json?.at("envelope.data.sha256") as? String == expected)
        #expect(run.json?.at("envelope.data.size") as? Int == size)
        if !Paths.isSanitized { #expect((run.peakMemoryKB ?? .max) < 48 * 1024, "peak RSS \(run.peakMemoryKB ?? -1) KiB for a 128 MiB upload") }
    }
}
