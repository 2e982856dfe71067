import Testing
@testable import CourierCore
@testable import CourierJSON

/// The renderer's table: each reason with the exact sentence and category it gives. The sentences are the
/// ones Courier printed before errors became data, so scripts and snapshots that match them keep working.
struct ErrorWordingTests {
    static let violation = ContractViolation(path: "data[2].total", expected: "Double", found: "string \"12.5\"")

    static let cases: [(CourierError.Reason, ErrorCategory, String)] = [
        (.usage(.exclusive("--token", "--token-file")), .usage, "give either --token or --token-file, not both"),
        (.usage(.malformedValue(option: "--query", expected: "'name=value'", got: "a\nb")), .usage, "--query expects 'name=value', got 'a\\x0ab'"),
        (.usage(.headerLine(shown: "Authorization …")), .usage, "header 'Authorization …' is not 'Name: value'"),
        (.usage(.severalBodies(["json", "form"])), .usage, "give one body: --json, --form were given together"),
        (.usage(.unknownSample("ok", action: "orders list", known: ["empty", "full"])), .usage,
         "no sample named 'ok'; 'orders list' has: empty, full"),
        (.usage(.stdoutClosed), .usage, "standard output is closed; the result has nowhere to go (redirect it: > FILE or > /dev/null)"),
        (.config(.syntax(path: "courier.json", line: 3, column: 7, problem: "expected ','")), .config, "courier.json:3:7: expected ','"),
        (.config(.entry(path: "courier.json", line: 4, .mustBe(key: "environments.dev.envelope", .envelope))), .config,
         "courier.json:4: environments.dev.envelope must be \"none\" (judge by HTTP status) or \"api\" (the API's envelope)"),
        (.config(.entry(path: "c.json", line: 2, .unknownKey("basURL", place: "environments.dev"))), .config,
         "c.json:2: unknown key 'basURL' in environments.dev"),
        (.config(.entry(path: "c.json", line: 5, .header(.headerName("X Y")))), .config, "c.json:5: header name 'X Y' is not an HTTP token"),
        (.config(.unknownService("pay", environment: "dev", known: ["auth", "shop"])), .config,
         "environment 'dev' has no service 'pay' (it has: auth, shop)"),
        (.config(.unknownService(nil, environment: "dev", known: [])), .config, "environment 'dev' has no service ''"),
        (.config(.baseURL("ftp://x", environment: "dev")), .config,
         "base URL 'ftp://x' of environment 'dev' is not an absolute http(s) URL without spaces, query or credentials"),
        (.file(FileReason(.config, "courier.json", .cannot(.read, "Permission denied"))), .config, "courier.json: cannot read: Permission denied"),
        (.file(FileReason(.token, "/t", .empty)), .config, "token file '/t' is empty"),
        // The keyring store: secret-tool's own words are quoted with control characters escaped; every refusal is config.
        (.session(.keyring(item: nil, .noSecretTool)), .config, "the keyring session store needs secret-tool, which is not in any directory of PATH"),
        (.session(.keyring(item: nil, .unsupportedSystem)), .config,
         "the keyring session store needs Linux's secret-tool (libsecret); on macOS use --session-store keychain, elsewhere file"),
        (.session(.keyring(item: "service courier-session api demo environment local", .failed(.lookup, words: "Cannot autolaunch D-Bus\u{1b}[2J"))), .config,
         "secret-tool lookup failed for keyring item 'service courier-session api demo environment local': Cannot autolaunch D-Bus\\x1b[2J"),
        (.session(.keyring(item: "service s", .locked(.clear))), .config, "keyring item 'service s' is locked and was not unlocked (secret-tool clear)"),
        (.session(.keyring(item: "service s", .timedOut(.store, seconds: 30))), .config,
         "secret-tool store did not finish within 30 s for keyring item 'service s'; it was stopped"),
        (.session(.keyring(item: "service s", .timedOut(.lookup, seconds: 0.5))), .config,
         "secret-tool lookup did not finish within 0.5 s for keyring item 'service s'; it was stopped"),
        (.session(.keyring(item: "service s", .tooLarge(limit: 256 << 10))), .config, "keyring item 'service s' holds more than 256 KiB; it is not a session Courier wrote"),
        (.session(.keyring(item: "service s", .otherAPI("shop"))), .config, "keyring item 'service s' belongs to 'shop', not this API and environment"),
        (.session(.keyring(item: "service s", .cannotStart("Permission denied"))), .config, "cannot start secret-tool: Permission denied"),
        (.transport(.undecodableEncoding(coding: "br", decodable: ["gzip", "deflate"], curlCode: 61)), .transportIO,
         "curl: (61) the response is 'br'-encoded, which this libcurl cannot decode (it decodes gzip, deflate); the request's own Accept-Encoding should not ask for it"),
        // The Keychain store (macOS): security's own words escaped too; every refusal is config.
        (.session(.keychain(item: nil, .unsupportedSystem)), .config,
         "the keychain session store is macOS's login Keychain; on this system use --session-store keyring or file"),
        (.session(.keychain(item: "service courier-session account demo local", .failed(.add, status: 45, words: "already exists\u{1b}[2J"))), .config,
         "security add-generic-password failed for Keychain item 'service courier-session account demo local' (status 45): already exists\\x1b[2J"),
        (.session(.keychain(item: "service s", .locked(.find))), .config,
         "Keychain item 'service s' is in a locked Keychain, or access was not allowed (security find-generic-password)"),
        (.session(.keychain(item: "service s", .tooLarge(limit: 4095))), .config,
         "Keychain item 'service s' would hold more than 4095 bytes, more than one security command carries"),
        (.session(.keychain(item: "service s", .notStored)), .config, "Keychain item 'service s' did not read back as it was written; the session was not saved"),
        (.file(FileReason(.token, "/t", .notUTF8)), .config, "cannot read token file '/t': not UTF-8 text"),
        (.file(FileReason(.caCertificate, "/ca.pem", .cannot(.read, "No such file or directory"))), .config,
         "cannot read CA file '/ca.pem': No such file or directory"),
        (.file(FileReason(.upload, "/u", .notRegular(kind: nil))), .usage, "upload file '/u' is not a regular file"),
        (.file(FileReason(.download, "/d", .notRegular(kind: "a directory"))), .usage, "--download '/d' is a directory, not a regular file"),
        (.file(FileReason(.package, "/p", .cannot(.move, "File exists"))), .config, "cannot move the package into '/p': File exists"),
        (.proxy(ProxyReason(url: "ftp://p", source: "--proxy", problem: .scheme("ftp", supported: ["http", "https"]))), .usage,
         "proxy 'ftp://p' (from --proxy) has scheme 'ftp'; expected one of http, https"),
        (.proxy(ProxyReason(url: "http://a b", source: "https_proxy", problem: .spaceOrControl)), .config,
         "proxy 'http://a b' (from https_proxy) has a space or control character"),
        (.request(.pathValue(.parameter("id"), value: "..")), .requestInvalid, "path parameter {id} is '..', which would change the path"),
        (.request(.pathValue(.value, value: "")), .requestInvalid, "a path value is empty, which would change the path"),
        (.request(.encodedControlCharacter(0x0A, url: "http://h/a%0A")), .requestInvalid,
         "the route built a URL with an encoded control character (0xa): 'http://h/a%0A'"),
        (.request(.controlCharacterInBodyHeader(.filename("a\rb", part: "f"))), .requestInvalid,
         "the filename 'a\\x0db' of part 'f' has a control character (CR, LF, NUL…); it would change the part's headers"),
        (.transport(.curl(code: 7, text: "Couldn't connect to server", category: .transportConnect)), .transportConnect,
         "curl: (7) Couldn't connect to server"),
        (.transport(.headerOverLimit(code: 27, text: "Out of memory")), .transportIO,
         "curl: (27) Out of memory: libcurl reports a response header over its 100 KB limit this way"),
        (.transport(.bodyOverLimit(bytes: 1024, curlCode: 23)), .transportIO, "response body is larger than the 1024-byte limit"),
        (.transport(.file(FileReason(.upload, "/u", .shrank(sent: 10, size: 20)), curlCode: 42)), .transportIO,
         "upload file '/u' changed while it was sent: it ended after 10 of 20 bytes"),
        (.transport(.file(FileReason(.download, "/d", .changed(kind: "a link")), curlCode: nil)), .transportIO,
         "--download '/d' became a link during the transfer; it was left alone"),
        (.redirect(.tooMany(max: 10, last: "/loop")), .transportRedirects, "more than 10 redirects (last to /loop)"),
        (.redirect(.httpsToHTTP(origin: "http://h:80")), .transportRedirects, "refused redirect from https to http (http://h:80)"),
        (.redirect(.refusedHop(url: "http://h/a/../b", .request(.dotSegment("..", url: "http://h/a/../b")))), .transportRedirects,
         "refused redirect to 'http://h/a/../b': the route built a '..' segment, which would leave its path: 'http://h/a/../b'"),
        (.response(.status(404, phrase: "Not Found", serverMessage: "order not found", location: nil, code: .int(40401))), .httpNotFound,
         "HTTP 404 Not Found: order not found"),
        (.response(.status(302, phrase: "", serverMessage: nil, location: "/next", code: nil)), .httpRedirect, "HTTP 302 → /next"),
        (.response(.status(199, phrase: "", serverMessage: nil, location: nil, code: nil)), .transportIO, "HTTP 199"),
        (.response(.notJSON(contentType: "text/html", model: "Order")), .decodingBody,
         "response body is not JSON (Content-Type: text/html), but the route expects Order"),
        (.response(.envelopeMissingKey("code")), .decodingEnvelope, "response envelope has no 'code' key"),
        (.response(.envelopeNotObject(kind: "array")), .decodingEnvelope, "response envelope is a JSON array, not an object"),
        (.response(.envelopeCode(.int(40001), message: "bad coupon", category: .business)), .business, "envelope code 40001: bad coupon"),
        (.response(.envelopeCode(.string("E1"), message: "", category: .business)), .business, "envelope code \"E1\""),
        (.response(.model(violation, model: "Order")), .decodingModel, "data[2].total: expected Double, found string \"12.5\" (model Order)"),
        (.interrupted(curlCode: 42), .cancelled, "interrupted"),
        (.internal(.curlRefused(.option(10002), text: "Unknown option", curlCode: 48)), .internal, "libcurl refused option 10002: Unknown option"),
        (.custom(.requestInvalid, "the signature plugin refuses this URL"), .requestInvalid, "the signature plugin refuses this URL"),
    ]

    @Test(arguments: cases)
    func eachReasonIsWordedOnceWithTheCategoryItImplies(reason: CourierError.Reason, category: ErrorCategory, message: String) {
        let error = CourierError(reason)
        #expect(error.message == message)
        #expect(error.category == category)
        #expect(error.description.hasPrefix("\(category.rawValue): \(message)"))
    }

    /// The status decides the category, so an HTTP error cannot be filed under the wrong one.
    @Test(arguments: [400, 401, 403, 404, 422, 429, 418, 500, 503, 301])
    func aStatusGivesTheCategoryForStatus(status: Int) {
        let error = CourierError.response(.status(status, phrase: "", serverMessage: nil, location: nil, code: nil))
        #expect(error.category == ErrorCategory.forStatus(status))
    }

    @Test func theLineAddsTheEnvelopeCodeAndTheHint() {
        let notFound = CourierError.response(.status(404, phrase: "", serverMessage: "gone", location: nil, code: .int(40401)))
        #expect(notFound.description == "http.not_found: HTTP 404: gone (code 40401)")
        // A business error's message already shows its code.
        let business = CourierError.response(.envelopeCode(.int(7), message: "no", category: .business))
        #expect(business.description == "business: envelope code 7: no")
        let capped = CourierError.transport(.bodyOverLimit(bytes: 5, curlCode: 23))
        #expect(capped.description == "transport.io: response body is larger than the 5-byte limit (raise it with --max-body)")
    }

    /// A reason a module above Core defines: Core carries its category, sentence and hint as the module gives them.
    struct Refusal: ModuleReason, Equatable {
        var what: String
        var category: ErrorCategory { .usage }
        var message: String { "\(what) is refused" }
        var hint: String? { "ask again" }
    }

    @Test func aModulesReasonKeepsItsCategorySentenceAndHint() {
        let error = CourierError(Refusal(what: "x"))
        #expect(error.category == .usage && error.exitCode == ErrorCategory.usage.exitCode)
        #expect(error.description == "usage: x is refused (ask again)")
        #expect(error == CourierError(Refusal(what: "x")))
        #expect(error != CourierError(Refusal(what: "y")))
        #expect(error != CourierError(.usage, "x is refused", hint: "ask again"), "a module's reason is not a custom error of the same words")
    }

    /// The front end that holds standard input says what it does with it; the sentence around it is Core's.
    @Test func standardInputTakenNamesWhatHoldsIt() {
        let error = CourierError.usage(.standardInputTaken(word: "--token -", owner: .init("carries a protocol's messages")))
        #expect(error.message == "'--token -' would read standard input, which carries a protocol's messages; put the value in a file or a variable")
    }

    @Test func theDocumentObjectCarriesTheEvidence() {
        let model = CourierError.response(.model(Self.violation, model: "Order"))
        #expect(JSON.object(ErrorWording.members(for: model)) == [
            "category": "decoding.model", "message": "data[2].total: expected Double, found string \"12.5\" (model Order)", "path": "data[2].total",
        ])
        let hop = CourierError.redirect(.refusedHop(url: "x", .transport(.curl(code: 3, text: "bad", category: .requestInvalid))))
        #expect(ErrorWording.members(for: hop).map(\.key) == ["category", "message", "curlCode"])
        #expect(hop.curlCode == 3)
    }
}
