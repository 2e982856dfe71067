import CourierCore
import Testing
@testable import CourierClient

/// A curl line becomes the request curl would send: its options mapped as curl's manual says, nothing read from disk.
struct CurlLineTests {
    func request(_ line: String) throws(CaptureReason) -> HTTPRequest { try CurlLine.request(fromLine: line).request }

    func reason(_ line: String) -> CaptureReason? {
        do throws(CaptureReason) { _ = try CurlLine.request(fromLine: line); return nil } catch { return error }
    }

    func text(_ body: RequestBody) -> String? {
        guard case .raw(let bytes, _) = body else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("curl https://api.example.com/v1/health", "GET", "https://api.example.com/v1/health"),
        ("curl -I https://h/x", "HEAD", "https://h/x"),
        ("curl -d a=1 https://h/x", "POST", "https://h/x"),
        ("curl -F a=1 https://h/x", "POST", "https://h/x"),
        ("curl -X PATCH -d a=1 https://h/x", "PATCH", "https://h/x"),
        ("curl -XDELETE https://h/x", "DELETE", "https://h/x"),
        ("curl --request PUT https://h/x", "PUT", "https://h/x"),
        ("curl -G -d a=1 -d b=x https://h/x?c=2", "GET", "https://h/x?c=2&a=1&b=x"),
        ("curl h:8080/x", "GET", "http://h:8080/x"),
        ("curl --url https://h/x#top", "GET", "https://h/x"),
        ("https://h/x -sSL", "GET", "https://h/x"),
        ("curl --url-query 'q=a b' --url-query page=2 'https://h/x?s=1'", "GET", "https://h/x?s=1&q=a%20b&page=2"),
    ])
    func theMethodAndURLAreCurls(line: String, method: String, url: String) throws {
        let sent = try request(line)
        #expect(sent.method.rawValue == method)
        #expect(sent.url == url)
    }

    @Test func headersKeepTheirOrderAndCurlsEmptyHeaderForm() throws {
        let sent = try request("curl -H 'Accept: application/json' -H 'X-Empty;' -H 'X-Removed:' -H'X-Tight:v' https://h/x")
        #expect(sent.headers.map { "\($0.name)=\($0.value)" } == ["Accept=application/json", "X-Empty=", "X-Tight=v"])
    }

    @Test func severalDataJoinWithAmpersandAsAForm() throws {
        let sent = try request("curl -d a=1 --data-raw '@b=2' --data-binary 'c=3' https://h/x")
        #expect(text(sent.body) == "a=1&@b=2&c=3")
        #expect(sent.body.contentType == "application/x-www-form-urlencoded")
    }

    @Test func aContentTypeHeaderDecidesTheBodysType() throws {
        let sent = try request(#"curl -H 'content-type: application/json' --data-raw '{"a":1}' https://h/x"#)
        #expect(sent.body == .raw(bytes: Array(#"{"a":1}"#.utf8), contentType: "application/json"))
    }

    @Test(arguments: [
        ("--data-urlencode 'q=a b&c'", "q=a%20b%26c"),
        ("--data-urlencode '=a b'", "a%20b"),
        ("--data-urlencode 'a b'", "a%20b"),
        ("--data-urlencode 'name=é' -d x=1", "name=%C3%A9&x=1"),
    ])
    func dataURLEncodeEncodesAsCurlDoes(option: String, body: String) throws {
        #expect(text(try request("curl \(option) https://h/x").body) == body)
    }

    @Test func jsonSetsItsTypeAndAccept() throws {
        let sent = try request(#"curl --json '{"a":1}' https://h/x"#)
        #expect(sent.body.contentType == "application/json")
        #expect(sent.headers["Accept"] == "application/json")
        #expect(sent.method == .post)
    }

    @Test func formPartsKeepFilePathsUnread() throws {
        let sent = try request("curl -F name=alice -F 'photo=@/tmp/me.png;type=image/png' -F 'note=<notes.txt' -F 'doc=@a.pdf;filename=\"b.pdf\"' -F 'up=@\"/p/q r.txt\"' https://h/x")
        #expect(sent.body == .multipart([
            .field(name: "name", value: "alice"),
            .file(name: "photo", path: "/tmp/me.png", filename: "me.png", contentType: "image/png"),
            .file(name: "note", path: "notes.txt", filename: "", contentType: "application/octet-stream"),
            .file(name: "doc", path: "a.pdf", filename: "b.pdf", contentType: "application/octet-stream"),
            .file(name: "up", path: "/p/q r.txt", filename: "q r.txt", contentType: "application/octet-stream"),
        ]))
    }

    @Test func cookiesUserAgentRefererAndUserBecomeHeaders() throws {
        let sent = try request("curl -b 'sid=1; theme=dark' -b lang=en -A 'App/1' -e https://ref/ -u alice:pw https://h/x")
        #expect(sent.headers["Cookie"] == "sid=1; theme=dark; lang=en")
        #expect(sent.headers["User-Agent"] == "App/1")
        #expect(sent.headers["Referer"] == "https://ref/")
        #expect(sent.headers["Authorization"] == "Basic YWxpY2U6cHc=")
    }

    @Test func aURLsCredentialIsMovedToBasicAndNoted() throws {
        let captured = try CurlLine.request(fromLine: "curl https://alice:p%40ss@h/x")
        #expect(captured.request.url == "https://h/x")
        #expect(captured.request.headers["Authorization"] == "Basic " + Base64.encode(Array("alice:p@ss".utf8)))
        #expect(captured.notes.contains(.basicFromURL))
    }

    @Test func compressedIsNotedNotSent() throws {
        let captured = try CurlLine.request(fromLine: "curl --compressed https://h/x")
        #expect(captured.notes == [.acceptEncodingByCurl])
        #expect(!captured.request.headers.contains("Accept-Encoding"))
    }

    @Test func optionsThatChangeNothingAreAccepted() throws {
        let line = "curl -s -S -L -k -i -v --insecure --location --http1.1 --http2 --http2-prior-knowledge --globoff -g --max-time 5 --connect-timeout 2 -o out -w '%{http_code}' --proto-default https -sSLk https://h/x"
        #expect(try request(line).url == "https://h/x")
    }

    @Test(arguments: [
        ("curl --frobnicate https://h/x", CaptureReason.unknownOption("--frobnicate")),
        ("curl -sZ https://h/x", .unknownOption("-Z")),
        ("curl --request=POST https://h/x", .unknownOption("--request=POST")),
        ("curl -d @body.json https://h/x", .readsFile(option: "-d", path: "body.json")),
        ("curl --data-binary @- https://h/x", .readsFile(option: "--data-binary", path: "-")),
        ("curl --data-urlencode name@file https://h/x", .readsFile(option: "--data-urlencode", path: "file")),
        ("curl -T up.bin https://h/x", .readsFile(option: "-T", path: "up.bin")),
        ("curl -K conf https://h/x", .readsFile(option: "-K", path: "conf")),
        ("curl -H @headers.txt https://h/x", .readsFile(option: "-H", path: "headers.txt")),
        ("curl -b cookies.txt https://h/x", .cookieFile(path: "cookies.txt")),
        ("curl -H 'NoColon' https://h/x", .badHeader("NoColon")),
        ("curl -F novalue https://h/x", .badFormPart("novalue")),
        ("curl -d a=1 -F b=2 https://h/x", .dataAndForm),
        ("curl -X 'BAD METHOD' https://h/x", .badMethod("BAD METHOD")),
        ("curl -s", .noURL),
        ("curl https://h/a https://h/b", .severalURLs(first: "https://h/a", second: "https://h/b")),
        ("curl ws://h/socket", .notHTTP(url: "ws://h/socket")),
        ("curl 'data:text/plain,hi'", .notHTTP(url: "data:text/plain,hi")),
        ("curl chrome-extension://abc/x", .notHTTP(url: "chrome-extension://abc/x")),
        ("curl 'https:///nohost'", .badURL(url: "https:///nohost")),
        ("curl -H", .missingValue(option: "-H")),
    ])
    func whatCurlWouldNotSendAsARequestIsRefused(line: String, expected: CaptureReason) {
        #expect(reason(line) == expected)
    }

    @Test func messagesSayFilesAreNeverRead() {
        #expect(CaptureReason.readsFile(option: "-d", path: "body.json").message
            == "curl reads 'body.json' from disk for '-d'; paste the body instead (a capture never reads files)")
        #expect(CaptureReason.unknownOption("--request=POST").message.contains("'--request' 'POST'"))
        #expect(CaptureReason.notHTTP(url: "https://u:secret@h").message.contains("[redacted]"))
    }

    @Test func aMethodURLLineReadsCurlsOptions() throws {
        let captured = try RequestLine.request(fromLine: #"PATCH https://h/v1/users/me -H 'Content-Type: application/json' --data '{"name":"A"}'"#)
        #expect(captured.source == "request")
        #expect(captured.request.method == .patch)
        #expect(captured.request.url == "https://h/v1/users/me")
        #expect(captured.request.body == .raw(bytes: Array(#"{"name":"A"}"#.utf8), contentType: "application/json"))
        #expect(RequestLine.looksLikeRequestLine(["GET", "https://h/x"]))
        #expect(!RequestLine.looksLikeRequestLine(["curl", "https://h/x"]))
    }

    @Test(arguments: [
        ("curl -X PUT https://h/x", "curl line", "PUT"),
        ("https://h/x", "curl line", "GET"),
        ("DELETE https://h/x", "request", "DELETE"),
        ("PURGE https://h/x -H 'A: b'", "request", "PURGE"),
    ])
    func aLineIsReadAsCurlOrAsMethodURLByItsFirstWord(line: String, source: String, method: String) throws {
        let captured = try CapturedRequest.reading(line: line)
        #expect(captured.source == source)
        #expect(captured.request.method.rawValue == method)
    }

    @Test func aMethodAloneIsToldItLacksAURL() {
        do throws(CaptureReason) { _ = try CapturedRequest.reading(line: "GET"); Issue.record("no error") } catch {
            #expect(error == .methodWithoutURL("GET"))
        }
    }

    @Test(arguments: [
        ("GET", CaptureReason.methodWithoutURL("GET")),
        ("GET -H 'A: b'", .methodWithoutURL("GET")),
        ("'G T' https://h/x", .badMethod("G T")),
    ])
    func aMethodURLLineNeedsBoth(line: String, expected: CaptureReason) {
        do throws(CaptureReason) { _ = try RequestLine.request(fromLine: line); Issue.record("no error") } catch { #expect(error == expected) }
    }
}
