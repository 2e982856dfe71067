import Foundation
import Testing
import TestSupport

/// A server must never crash Courier: responses no well-behaved server sends (Tests/Servers/hostile_server.py),
/// on fresh and on reused connections and handles, end in a documented category and exit code.
struct HostileServerTests {
    let server: LoopbackServer

    init() throws { server = try LoopbackServer(script: "hostile_server.py") }

    func courier(_ arguments: [String], timeout: TimeInterval = 30) -> CourierRun {
        CourierRun.run(["--base-url", server.baseURL] + arguments, timeout: timeout)
    }

    /// The exit codes README documents; anything else (132 trap, 134 abort, 139 segfault) is a crash.
    static let documentedExitCodes: Set<Int32> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 130]

    /// RFC 9112 §2.2: whitespace between the status line and the first field is rejected. libcurl 7.88 kept a
    /// stale pointer to the previous response's last header on a reused handle, and unfolding into it crashed.
    @Test(arguments: [
        ["request", "GET", "/lead"],
        ["--follow", "request", "GET", "/hop?to=/lead"],
        ["request", "GET", "/flaky?key=lead-retry&then=/lead"],
        ["--follow", "request", "GET", "/flaky?key=lead-both&then=/hop%3Fto%3D/lead"],
    ])
    func whitespaceBeforeTheFirstHeaderIsAMalformedResponseOnAnyHandle(arguments: [String]) {
        let run = courier(arguments)
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.io")
        #expect(run.stderr.contains("whitespace before the first header field"), "\(run.stderr)")
    }

    @Test func whitespaceBeforeTheFirstHeaderAfterAnotherSmokeCaseIsThatCaseFailing() throws {
        let plan = NSTemporaryDirectory() + "courier-lead-\(UUID().uuidString).smoke"
        try """
            request GET /ok => ok
            request GET /lead => transport.io
            request GET /ok => ok
            request GET /lead => ok
            """.write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let run = courier(["smoke", plan, "--jobs", "1"])
        #expect(run.exitCode == 13, "\(run.stderr)")
        let results = (run.json?["cases"] as? [[String: Any]])?.map { $0["result"] as? String }
        #expect(results == ["pass", "pass", "pass", "fail"])
    }

    /// Connections are still reused once every transfer has a handle of its own.
    @Test func consecutiveCallsStillShareOneConnection() throws {
        let run = courier(["--follow", "request", "GET", "/hop?to=/hop%3Fto%3D/ok"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try server.stats().connections == 1)
    }

    /// RFC 9110 §10.2.3: an HTTP-date is four-digit years; anything else is not a date, never an overflow.
    @Test(arguments: ["Sun, 06 Nov 999999999999 08:49:37 GMT", "Sun, 06 Nov 99999999999999999999 08:49:37 GMT",
                      "Fri, 31 Dec 9999 23:59:59 GMT", "99999999999999999999999999", "Sun, 06 Nov -99999999999 08:49:37 GMT",
                      "Sun, 99999999999999 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 99999999999999:49:37 GMT"])
    func anAbsurdRetryAfterEndsAsTheServerErrorIs(value: String) {
        let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
        let run = courier(["request", "GET", "/retry-after?value=" + encoded])
        #expect(run.exitCode == 5, "\(value): \(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "http.server")
    }

    @Test func anAbsurdRetryAfterInSmokeFailsOnlyItsCase() throws {
        let plan = NSTemporaryDirectory() + "courier-retry-after-\(UUID().uuidString).smoke"
        try """
            request GET '/retry-after?value=Sun,%2006%20Nov%20999999999999%2008:49:37%20GMT' => http.server
            request GET /ok => ok
            """.write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let run = courier(["smoke", plan])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.json?["passed"] as? Int == 2)
    }

    /// RFC 9112 §6.3: Content-Length fields that disagree (two fields, or a list) leave the body's end ambiguous; the
    /// same number repeated does not (the body then is what it is: here not JSON).
    @Test(arguments: [("16%0D%0AContent-Length:%2017", 7), ("16,%2017", 7), ("16%0D%0AContent-Length:%2016", 10), ("16,%2016", 10)])
    func contentLengthsThatDisagreeAreAMalformedResponse(value: String, exitCode: Int32) {
        let run = courier(["--no-retry", "request", "GET", "/length?value=" + value])
        #expect(run.exitCode == exitCode, "\(value): \(run.stderr)")
        #expect(run.stderr.contains("conflicting Content-Length headers (16, 17)") == (exitCode == 7), "\(value): \(run.stderr)")
    }

    /// The body buffer grows with what arrived, never from the server's announced length.
    @Test(arguments: ["107374182400", "9223372036854775807", "99999999999999999999", "-5", "1e9", "0x10"])
    func anAnnouncedLengthIsNeverReserved(length: String) {
        let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "--max-body", "100G", "request", "GET", "/length?value=" + length],
                                 measuringMemory: true)
        #expect(run.exitCode == 7, "\(length): \(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.io")
        if !Paths.isSanitized { #expect((run.peakMemoryKB ?? .max) < 64 << 10, "\(length): \(run.peakMemoryKB ?? 0) KiB") }
    }

    @Test(arguments: ["ffffffffffffffffffff", "7fffffffffffffff", "-1", "zz", "10;" + String(repeating: "x", count: 200)])
    func aHostileChunkSizeIsAMalformedResponse(size: String) {
        let run = courier(["--no-retry", "--max-body", "100G", "request", "GET", "/chunk?size=" + size])
        #expect(run.exitCode == 7, "\(size): \(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.io")
    }

    @Test(arguments: ["HTTP/1.1 99999999999999999999 Big", "HTTP/1.1 -1 Neg", "HTTP/1.1 999 Odd", "HTTP/1.1 0200 OK", "HTTP/1.1 2147483648 X"])
    func aHostileStatusCodeEndsInADocumentedExitCode(line: String) {
        let run = courier(["--no-retry", "request", "GET", "/status?line=" + (line.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")])
        #expect(Self.documentedExitCodes.contains(run.exitCode), "\(line): \(run.exitCode) \(run.stderr)")
        #expect(run.json != nil, "\(line): \(run.stdout)")
    }

    /// Each continuation line is counted against the field limit, as unfolding copies the value (a guard:
    /// libcurl's own 300 KB header cap also stops this flood). The message shows it stopped at the limit,
    /// line 1,001 of 200,000, instead of unfolding them all; the 20 s watchdog only catches a hang.
    @Test func aFloodOfFoldedLinesIsStoppedQuickly() {
        let run = courier(["--no-retry", "request", "GET", "/folds?count=200000"], timeout: 20)
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.stderr.contains("more than 1000 response header fields"), "\(run.stderr)")
    }

    /// A redirect libcurl cannot parse was still a response to a request that went out: not `request.invalid`.
    @Test(arguments: ["http://%5B1::2::3%5D/", "http://%5B::1/", "http://127.0.0.1:0/x"])
    func aLocationLibcurlRejectsIsARefusedRedirect(location: String) {
        let run = courier(["--follow", "--no-retry", "request", "GET", "/location?to=" + location])
        #expect([6, 7].contains(run.exitCode), "\(location): \(run.stderr)")
        #expect(run.json?.at("error.category") as? String != "request.invalid")
        #expect(run.json?.at("error.category") as? String != "internal")
    }

    /// A file that shrinks while it is being sent ends the call at once, not at the timeout.
    @Test func anUploadFileTruncatedMidTransferFailsFast() throws {
        let path = NSTemporaryDirectory() + "courier-upload-\(UUID().uuidString).bin"
        try Data(count: 64 << 20).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = courier(["--no-retry", "--timeout", "20", "-H", "X-Truncate: " + path, "files", "upload", "--file", path], timeout: 40)
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.io")
        #expect(run.stderr.contains("changed while it was sent"), "\(run.stderr)")
        #expect(run.elapsed < 20, "\(run.elapsed) s")  // ended by the truncation, before the 20 s --timeout could act
    }

    /// One place decides a transfer's time limit: `--timeout` > the route's own > the default; smoke too.
    @Test func smokeHonoursTimeoutOverARoutesOwn() throws {
        let plan = NSTemporaryDirectory() + "courier-timeout-\(UUID().uuidString).smoke"
        try "files upload --file README.md --timeout 1 --no-retry => transport.timeout\n".write(toFile: plan, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let run = CourierRun.run(["--base-url", server.baseURL + "/never", "smoke", plan], timeout: 60, directory: Paths.root.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // The case's own time: at least its 1 s, and short of the 30 s default and the route's own 120 s.
        let milliseconds = try #require((run.json?["cases"] as? [[String: Any]])?.first?["ms"] as? Double, "\(run.stdout)")
        #expect(milliseconds >= 950 && milliseconds < 30_000, "the case took \(milliseconds) ms")
    }
}
