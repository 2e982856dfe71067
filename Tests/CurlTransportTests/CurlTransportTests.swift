import Foundation
import Testing
import TestSupport
@testable import CourierCore
@testable import CurlTransport

/// The libcurl transport against real servers on 127.0.0.1: no mocks.
struct CurlTransportTests {
    let server: LoopbackServer
    init() throws { server = try LoopbackServer(script: "demo_api.py") }

    /// Starts `request` alone on `multi` and waits (at most 10 s) until it ends: what ended, empty if it did not.
    static func finish(_ request: HTTPRequest, _ options: TransportOptions = TransportOptions(), over multi: CurlMulti,
                       tag: Int = 0) throws -> [FinishedTransfer] {
        try multi.start(request, options: options, tag: tag)
        var done: [FinishedTransfer] = []
        let deadline = Date().addingTimeInterval(10)
        while done.isEmpty, Date() < deadline { done = multi.perform(waitingAtMost: 0.2) }
        return done
    }

    func send(_ request: HTTPRequest, _ configure: (inout TransportOptions) -> Void = { _ in }) -> Result<HTTPResponse, CourierError> {
        var options = TransportOptions()
        configure(&options)
        return CurlTransport().send(request, options: options)
    }

    @Test func getKeepsStatusHeadersInOrderBodyAndTimings() throws {
        let response = try send(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders?uid=5")).get()
        #expect(response.status == 200)
        #expect(response.reason == "OK")
        #expect(response.httpVersion == "HTTP/1.1")
        #expect(response.headers.fields.map(\.name) == ["Server", "Date", "Content-Type", "Content-Length", "X-Request-Id"])
        #expect(response.headers["content-length"] == String(response.body.count))
        let json = try JSONParser.parse(response.body)
        #expect(json["data"]?[0]?["no"] == .string("A1001"))
        let t = response.timings
        #expect(t.total > 0)
        #expect(t.dns <= t.connect && t.connect <= t.firstByte && t.firstByte <= t.total)
        #expect(response.effectiveURL == server.baseURL + "/v1/orders?uid=5")
    }

    @Test func postSendsTheJSONBodyAndContentType() throws {
        let request = HTTPRequest(method: .post, url: server.baseURL + "/v1/users/login",
                                  body: .json(["username": "alice", "password": "wonderland"]))
        let response = try send(request).get()
        #expect(response.status == 200)
        let json = try JSONParser.parse(response.body)
        guard case .string(let token)? = json["data"]?["token"] else { Issue.record("no token"); return }
        #expect(token.count > 10)
    }

    @Test func headersAreSentAsGiven() throws {
        let login = try send(HTTPRequest(method: .post, url: server.baseURL + "/v1/users/login",
                                         body: .json(["username": "alice", "password": "wonderland"]))).get()
        guard case .string(let token)? = try JSONParser.parse(login.body)["data"]?["token"] else { Issue.record("no token"); return }
        let profile = try send(HTTPRequest(method: .get, url: server.baseURL + "/v1/users/me", headers: ["Authorization": "Bearer \(token)"])).get()
        #expect(profile.status == 200)
        let anonymous = try send(HTTPRequest(method: .get, url: server.baseURL + "/v1/users/me")).get()
        #expect(anonymous.status == 401)
    }

    @Test func multipartUploadStreamsTheFileByteForByte() throws {
        let path = NSTemporaryDirectory() + "courier-upload-\(UUID().uuidString).bin"
        var bytes = [UInt8](repeating: 0, count: 3 << 20)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot create \(path)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = try Tool.sha256sum(path)

        let request = HTTPRequest(method: .post, url: server.baseURL + "/v1/files",
                                  body: .multipart([.file(name: "file", path: path, filename: "blob.bin", contentType: "application/x-test")]))
        let json = try JSONParser.parse(try send(request).get().body)
        #expect(json["data"]?["sha256"] == .string(expected))
        #expect(json["data"]?["size"] == .int(bytes.count))
        #expect(json["data"]?["name"] == "blob.bin")
        #expect(json["data"]?["mime"] == "application/x-test")
    }

    @Test func bodyPastTheCapIsATransportIOError() {
        let result = send(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders?uid=5")) { $0.maxBodyBytes = 100 }
        guard case .failure(let error) = result else { Issue.record("accepted an oversized body"); return }
        #expect(error.category == .transportIO)
        #expect(error.message.contains("100-byte limit"))
    }

    /// Fast because refused: curl's code 7 (could not connect) is the kernel's answer, where waiting for the
    /// connect timeout would have ended as code 28.
    @Test func refusedConnectionFailsFastAsConnect() throws {
        let port = try SilentListener.closedPort()
        let result = send(HTTPRequest(method: .get, url: "http://127.0.0.1:\(port)/v1/orders"))
        guard case .failure(let error) = result else { Issue.record("connected to a closed port"); return }
        #expect(error.category == .transportConnect)
        #expect(error.curlCode == 7)
    }

    /// Nothing but the 0.5 s limit can end a call to a server that never answers: it ends as a timeout, no
    /// sooner than the limit, and well before the 30 s default (a bound on which limit acted, not on speed).
    @Test func silentServerHitsTheTotalTimeout() throws {
        let listener = try SilentListener()
        let start = Date()
        let result = send(HTTPRequest(method: .get, url: "http://127.0.0.1:\(listener.port)/")) { $0.totalTimeout = 0.5 }
        let elapsed = Date().timeIntervalSince(start)
        guard case .failure(let error) = result else { Issue.record("a silent server answered"); return }
        #expect(error.category == .transportTimeout)
        #expect(error.curlCode == 28)
        #expect(elapsed >= 0.5 - 0.01 && elapsed < TransportOptions().totalTimeout, "\(elapsed) s")
    }

    @Test func oneTransportReusesItsHandleAcrossCalls() throws {
        let transport = CurlTransport()
        for _ in 0..<3 {
            let response = try transport.send(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders/A1001"), options: TransportOptions()).get()
            #expect(response.status == 200)
            // A reused connection skips the TCP handshake: connect time is 0 from the second call on.
        }
        let last = try transport.send(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders/A1001"), options: TransportOptions()).get()
        #expect(last.timings.connect == 0)
    }

    @Test func headIsSentWithoutWaitingForABody() throws {
        let response = try send(HTTPRequest(method: .head, url: server.baseURL + "/v1/orders/A1001")).get()
        #expect(response.body.isEmpty)
    }

    /// No method, body or limit of one request leaks into the next: over the blocking transport (a handle per
    /// send) and over the multi handle, whose handles serve one transfer after another, keeping a plain GET's
    /// options for the next plain GET with the same ones (EasyHandle.Setup) and starting from a reset otherwise.
    @Test(arguments: [false, true])
    func aReusedHandleCarriesNothingFromOneRequestToTheNext(overMulti: Bool) throws {
        let echo = try LoopbackServer(script: "scripted_server.py")
        let transport = CurlTransport()
        let multi = try CurlMulti()
        func response(_ request: HTTPRequest, _ options: TransportOptions) throws -> HTTPResponse {
            guard overMulti else { return try transport.send(request, options: options).get() }
            return try #require(try Self.finish(request, options, over: multi).first?.result.get())
        }
        func echoed(_ request: HTTPRequest, _ options: TransportOptions = TransportOptions()) throws -> JSON {
            try #require(try JSONParser.parse(response(request, options).body)["data"])
        }
        func sent(_ request: HTTPRequest) throws -> (method: String, body: String) {
            let data = try echoed(request)
            guard case .string(let method)? = data["method"], case .string(let body)? = data["body"] else {
                throw CourierError(.internal, "no echo")
            }
            return (method, body)
        }
        let url = echo.baseURL + "/echo"
        #expect(try sent(HTTPRequest(method: .get, url: url)) == ("GET", ""))
        #expect(try sent(HTTPRequest(method: .post, url: url, body: .json(["a": 1]))) == ("POST", #"{"a":1}"#))
        #expect(try sent(HTTPRequest(method: .get, url: url)) == ("GET", ""))
        #expect(try sent(HTTPRequest(method: .get, url: url)) == ("GET", ""))
        #expect(try sent(HTTPRequest(method: .delete, url: url)) == ("DELETE", ""))
        #expect(try sent(HTTPRequest(method: .get, url: url)) == ("GET", ""))
        // A HEAD asks libcurl for no body: the GET after it still gets one.
        #expect(try response(HTTPRequest(method: .head, url: url), TransportOptions()).body.isEmpty)
        #expect(try sent(HTTPRequest(method: .get, url: url)) == ("GET", ""))
        // A plain GET under other options is set up afresh, and the next one drops them again.
        var compressed = TransportOptions()
        compressed.acceptsCompression = true
        func acceptEncoding(_ options: TransportOptions) throws -> Bool {
            guard case .array(let headers)? = try echoed(HTTPRequest(method: .get, url: url), options)["headers"] else {
                throw CourierError(.internal, "no echo")
            }
            return headers.contains { $0[0] == .string("Accept-Encoding") }
        }
        #expect(try acceptEncoding(compressed))
        #expect(try acceptEncoding(compressed))
        #expect(try !acceptEncoding(TransportOptions()))
        #expect(try !acceptEncoding(TransportOptions()))
        #expect(try acceptEncoding(compressed))
        // Courier's libcurl reuses the multi handle's handles (else this checked fresh ones: see the test below).
        if overMulti, !CurlRuntime.version.contains("libssh") { #expect(CurlRuntime.reusesHandles, "\(CurlRuntime.version)") }
    }

    /// A kept handle's options are compared, not only whether the reply is decoded: a plain GET that verifies the
    /// certificate after one that did not (`--insecure`) is refused, and the one after it, insecure again, passes.
    @Test func aReusedHandleDropsTheLastGetsTLSOptions() throws {
        let tls = try TLSServer(backend: try LoopbackServer(script: "demo_api.py"))
        let multi = try CurlMulti()
        var insecure = TransportOptions()
        insecure.insecure = true
        func status(_ options: TransportOptions) throws -> Result<Int, CourierError> {
            let request = HTTPRequest(method: .get, url: "https://127.0.0.1:\(tls.selfSignedPort)/v1/orders/A1001")
            return try #require(try Self.finish(request, options, over: multi).first).result.map(\.status)
        }
        #expect(try status(insecure) == .success(200))
        #expect(try status(insecure) == .success(200))
        guard case .failure(let refused) = try status(TransportOptions()) else { Issue.record("a self-signed certificate verified"); return }
        #expect(refused.category == .transportTLS, "\(refused)")
        #expect(try status(insecure) == .success(200))
        if !CurlRuntime.version.contains("libssh") { #expect(CurlRuntime.reusesHandles, "\(CurlRuntime.version)") }
    }

    /// A reply in a coding the linked libcurl cannot decode (macOS's has no brotli; none has `compress`), invited by a
    /// request's own Accept-Encoding, names the coding and what libcurl decodes instead of curl's bare error 61.
    @Test func aReplyInACodingLibcurlCannotDecodeSaysWhichAndWhatItCan() throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let asked: HTTPHeaders = ["Accept-Encoding": "compress;q=1.0, gzip;q=0.9"]
        let failed = CurlTransport().send(HTTPRequest(method: .get, url: scripted.baseURL + "/encoded?coding=compress", headers: asked),
                                          options: TransportOptions())
        guard case .failure(let error) = failed else { Issue.record("a compress reply was read"); return }
        #expect(error.category == .transportIO)
        #expect(error.reason == .transport(.undecodableEncoding(coding: "compress", decodable: CurlRuntime.decodableCodings, curlCode: 61)), "\(error)")
        #expect(error.message.contains("'compress'-encoded, which this libcurl cannot decode (it decodes \(CurlRuntime.decodableCodings.joined(separator: ", ")))"),
                "\(error.message)")
    }

    /// A router's own Accept-Encoding (Alamofire's default headers) goes out once, exactly as written, and the
    /// gzip reply it invites is decoded, not printed compressed; the decoded size is still capped.
    @Test func aRoutersAcceptEncodingIsSentAsWrittenAndItsReplyDecoded() throws {
        let scripted = try LoopbackServer(script: "scripted_server.py")
        let transport = CurlTransport()
        let asked: HTTPHeaders = ["Accept-Encoding": "br;q=1.0, gzip;q=0.9, deflate;q=0.8"]
        let echo = try JSONParser.parse(try transport.send(HTTPRequest(method: .get, url: scripted.baseURL + "/echo",
                                                                       headers: asked), options: TransportOptions()).get().body)
        guard case .array(let sent)? = echo["data"]?["headers"] else { Issue.record("no echo"); return }
        let encodings = sent.filter { $0[0] == .string("Accept-Encoding") }
        #expect(encodings.count == 1)
        #expect(encodings.first?[1] == .string("br;q=1.0, gzip;q=0.9, deflate;q=0.8"))

        let zipped = try transport.send(HTTPRequest(method: .get, url: scripted.baseURL + "/gzip?size=5000", headers: asked),
                                        options: TransportOptions()).get()
        #expect(zipped.body.count == 5000)
        #expect(zipped.body.allSatisfy { $0 == 0 })

        var capped = TransportOptions()
        capped.maxBodyBytes = 1000
        let bomb = transport.send(HTTPRequest(method: .get, url: scripted.baseURL + "/gzip?size=50000", headers: asked), options: capped)
        guard case .failure(let error) = bomb else { Issue.record("a decoded body passed its cap"); return }
        #expect(error.category == .transportIO)
    }

    /// A server may drop a kept-alive connection (here: reset when the next request arrives on it). The
    /// request is then sent again on a fresh connection, by the blocking transport and by the multi one.
    @Test func aKeptAliveConnectionTheServerDroppedIsReplaced() throws {
        let faults = try LoopbackServer(script: "fault_server.py")
        let transport = CurlTransport()
        for _ in 0..<3 {
            let response = try transport.send(HTTPRequest(method: .get, url: faults.baseURL + "/stale"), options: TransportOptions()).get()
            #expect(response.status == 200)
        }
        // Over the multi handle, more than libcurl's five retries a handle: it counts them per handle until a reset,
        // so a handle kept without one through every retry would fail the sixth with curl (55) (EasyHandle.kept).
        let multi = try CurlMulti()
        for tag in 0..<12 {
            let done = try Self.finish(HTTPRequest(method: .get, url: faults.baseURL + "/stale"), over: multi, tag: tag)
            #expect((try? done.first?.result.get())?.status == 200, "\(done.map(\.result))")
        }
    }

    /// Smoke's transport: several transfers in flight from one thread, each result under its own tag.
    @Test func multiRunsTransfersAtOnceAndReturnsEachUnderItsTag() throws {
        let multi = try CurlMulti()
        let numbers = ["A1001", "A1002", "A1003", "NOPE", "A1001", "A1002"]
        for (tag, number) in numbers.enumerated() {
            try multi.start(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders/\(number)"), options: TransportOptions(), tag: tag)
        }
        #expect(multi.count == numbers.count)
        var results: [Int: Result<HTTPResponse, CourierError>] = [:]
        let deadline = Date().addingTimeInterval(10)
        while multi.count > 0, Date() < deadline {
            for completion in multi.perform(waitingAtMost: 0.2) {
                #expect(results[completion.tag] == nil, "tag \(completion.tag) completed twice")
                results[completion.tag] = completion.result
            }
        }
        #expect(results.count == numbers.count)
        for (tag, number) in numbers.enumerated() {
            let response = try #require(try? results[tag]?.get())
            if number == "NOPE" {
                #expect(response.status == 404)
            } else {
                #expect(response.status == 200)
                #expect(try JSONParser.parse(response.body)["data"]?["no"] == .string(number))
            }
        }
        // The handles and connections are reused: a second round still works.
        try multi.start(HTTPRequest(method: .get, url: server.baseURL + "/v1/health"), options: TransportOptions(), tag: 99)
        var again: [FinishedTransfer] = []
        while again.isEmpty, Date() < deadline { again = multi.perform(waitingAtMost: 0.2) }
        #expect(again.map(\.tag) == [99])
        #expect((try? again.first?.result.get())?.status == 200)
    }

    /// A finished transfer's handle serves the next one with nothing of the last: not its method, body, headers,
    /// or credentials. (With Courier's libcurl, handles are reused; with one that may not reuse them, fresh ones.)
    @Test func aHandleServingAnotherTransferCarriesNothingOfTheLastOne() throws {
        let plain = try LoopbackServer(script: "plain_api.py")
        let multi = try CurlMulti()
        func finish(_ request: HTTPRequest) throws -> JSON {
            let response = try #require(try Self.finish(request, over: multi).first?.result.get())
            return try JSONParser.parse(response.body)
        }
        var post = HTTPRequest(method: .put, url: plain.baseURL + "/echo/first", body: .raw(bytes: Array("one".utf8), contentType: "text/plain"))
        post.headers.add("X-One", "1")
        post.headers.add("Authorization", "Bearer first")
        let first = try finish(post)
        #expect(first["method"] == .string("PUT") && first["body"] == .string("one"))
        let second = try finish(HTTPRequest(method: .get, url: plain.baseURL + "/echo/second"))
        #expect(second["method"] == .string("GET"))
        #expect(second["body"] == .string(""))
        let headers = try #require(second["headers"])
        for name in ["x-one", "authorization", "content-type", "content-length"] { #expect(headers[name] == nil, "\(name) was sent again") }
        // Courier's own libcurl (.ci/libcurl.sh: no SSH, no headers API) reuses handles; Debian's 7.88 (a failed build's
        // fallback) may not, and this test then checks fresh handles.
        if !CurlRuntime.version.contains("libssh") {
            #expect(CurlRuntime.reusesHandles, "\(CurlRuntime.version)")
        }
    }

    @Test func multiCancelsEveryTransferInFlight() throws {
        let multi = try CurlMulti()
        for tag in 0..<3 {
            try multi.start(HTTPRequest(method: .get, url: server.baseURL + "/v1/orders?uid=5"), options: TransportOptions(), tag: tag)
        }
        let cancelled = multi.cancelAll()
        #expect(Set(cancelled.map(\.tag)) == [0, 1, 2])
        #expect(cancelled.allSatisfy { if case .failure(let error) = $0.result { error.category == .cancelled } else { false } })
        #expect(multi.count == 0)
    }
}

/// Timeouts against a server that stalls mid-transfer.
struct CurlTransportStallTests {
    @Test func aStalledTransferIsAbortedByTheLowSpeedLimit() throws {
        let server = try LoopbackServer(script: "scripted_server.py")
        var options = TransportOptions()
        options.totalTimeout = 30
        options.lowSpeedTime = 1
        let start = Date()
        let result = CurlTransport().send(HTTPRequest(method: .get, url: server.baseURL + "/drip?every=3&count=3"), options: options)
        let elapsed = Date().timeIntervalSince(start)
        guard case .failure(let error) = result else { Issue.record("a stalled transfer completed"); return }
        #expect(error.category == .transportTimeout)
        // curl says which limit acted: the low-speed window ("too slow"), not the total timeout ("timed out after").
        #expect(error.message.contains("too slow"), "\(error.message)")
        #expect(elapsed >= 1 && elapsed < options.totalTimeout, "\(elapsed) s")
    }
}
