import Arguments
import CourierCore
import CourierClient

/// `courier request METHOD PATH`: an endpoint not in a router yet (as `gh api` does), sent through
/// the same environment, auth, pipeline and output as a route. An absolute `http(s)://` URL is called as
/// given (``AbsoluteRoute``); unless it is one of the environment's origins it gets none of the API's
/// credentials, parameters or headers.
struct AdHocRoute: Route {
    var method: HTTPMethod
    var path: [PathSegment]
    var query: [QueryItem]
    var body: RequestBody
    /// The token is sent when one is configured: ad-hoc calls go to the same API.
    var requiresAuth: Bool { true }
    /// `--all` follows `Link: rel="next"`, as `gh api --paginate` does; the list is the payload.
    var paging: Paging? { .link() }

    static let query: Option<String> = .repeated("query", short: "q", help: "Add a query parameter 'name=value'.", valueName: "name=value")
    static let json: Option<String> = .optional("json", help: "Send this JSON body: inline, @FILE or - for stdin.", valueName: "json",
                                                acceptsFile: true, acceptsStdin: true)
    static let form: Option<String> = .repeated("form", short: "f", help: "Send a form field 'name=value' (urlencoded), or 'name=@FILE[;type=TYPE]' (then the form is multipart).", valueName: "name=value")
    static let data: Option<String> = .optional("data", short: "d", help: "Send this text as the body (Content-Type application/json when it is a JSON object or array, else text/plain, unless --content-type); @FILE or @- reads a file or stdin with its line breaks dropped, as curl does.", valueName: "text|@file")
    static let dataBinary: Option<String> = .optional("data-binary", help: "Send the bytes of @FILE (or @- for stdin) as the body, as they are (Content-Type application/octet-stream unless --content-type).", valueName: "@file")
    static let contentType: Option<String> = .optional("content-type", help: "The Content-Type of a --data or --data-binary body.", valueName: "type")
    static let head: Option<Bool> = .flag("head", short: "I", help: "Send HEAD, as curl -I: 'request -I PATH' (the method left out).")

    static let command = Command(
        name: "request", summary: "Send an ad-hoc request to a path below the environment's base URL.",
        discussion: "PATH is split on '/' and each segment is percent-encoded; a query in PATH and --query items are kept in order. An absolute http(s) URL is called as given; another origin than the environment's gets none of its credentials, common parameters or headers (the output says \"origin\": \"foreign\").",
        options: ([query, json, form, data, dataBinary, contentType, head] as [any DeclaresOption]).map { $0.declaration },
        positionals: [Positional("method", help: "The HTTP method, e.g. GET (left out: GET, or HEAD with -I)."),
                      Positional("path", help: "The path, e.g. /orders/A1001?x=1, or an absolute URL.", isRequired: false)],
        examples: ["courier request GET /orders --query uid=5", "courier request POST /orders --json '{\"uid\":5,\"sku\":\"SKU-1\",\"qty\":1}'",
                   "courier request PATCH /users/me --json @name.json", "courier --no-envelope request GET https://api.github.com/zen",
                   "courier request PUT /files/a.png --data-binary @a.png --content-type image/png"])

    /// The Content-Type of a `--data` body without `--content-type`: a JSON object or array is `application/json`, as
    /// HTTPie sends JSON and as a user who wrote JSON expects; any other text `text/plain; charset=utf-8`, as before.
    static func dataType(of bytes: [UInt8]) -> String {
        let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "["), (try? JSONParser.parse(bytes)) != nil else { return "text/plain; charset=utf-8" }
        return "application/json"
    }

    /// Whether `word` is a request's target, never a method or a command: a path (`/health`) or an http(s) URL.
    static func isTarget(_ word: String) -> Bool {
        word.hasPrefix("/") || word.lowercased().hasPrefix("http://") || word.lowercased().hasPrefix("https://")
    }

    /// Builds the route from parsed values. - Throws: usage errors for a bad method, JSON or `name=value`.
    static func make(_ values: ParsedValues) throws(CourierError) -> any Route {
        // `-I PATH` (curl's HEAD) leaves the method out: the one word is the path; a lone path is GET (as `gh api`).
        let head = values.flag(Self.head)
        let (methodText, target): (String, String)
        switch (values.positional("method"), values.positional("path")) {
        case (let only?, nil) where head: (methodText, target) = ("HEAD", only)
        case (let only?, nil) where isTarget(only): (methodText, target) = ("GET", only)
        case (let method?, let path?): (methodText, target) = (method, path)
        default: throw .command(.requestNeedsPath)
        }
        let method = HTTPMethod(rawValue: methodText.uppercased())
        guard method.isValidToken else { throw .usage(.method(methodText)) }
        if head, method != .head { throw .usage(.exclusive("-I", methodText.uppercased())) }
        let body = try Self.body(values)
        if target.hasByte(UInt8(ascii: ":")), let scheme = target.split(separator: ":").first,
           ["http", "https"].contains(scheme.lowercased())
        {
            guard URLParts(target) != nil else { throw .usage(.notAbsoluteURL(target)) }
            var url = target
            let extra = try Self.queryItems(values)
            if !extra.isEmpty { url += (url.contains("?") ? "&" : "?") + extra.percentEncoded }
            return AbsoluteRoute(request: HTTPRequest(method: method, url: url, body: body))
        }
        // Cut from the target's bytes ('?', '/', '&' and '=' are ASCII): a smoke run makes a thousand of these routes.
        let (segments, written) = Self.pathAndQuery(of: target)
        // Taken as they are when the path has no query (appending them to an empty list copied them).
        let items = written.isEmpty ? try queryItems(values) : written + (try queryItems(values))
        return AdHocRoute(method: method, path: segments, query: items, body: body)
    }

    private static func queryItems(_ values: ParsedValues) throws(CourierError) -> [QueryItem] {
        var items: [QueryItem] = []
        try values.forEachText(Self.query) { (pair) throws(CourierError) in
            guard let (name, value) = split(pair) else {
                throw .usage(.malformedValue(option: "--query", expected: "'name=value'", got: pair))
            }
            items.append(QueryItem(name, value))
        }
        return items
    }

    /// The options that make the body, or say its type.
    /// (Listed, not mapped from existentials: a single `courier request` makes this list, and a generic map's first
    /// use is paid at start.)
    private static let bodyOptions = ParsedValues.Names([json.declaration, form.declaration, data.declaration, dataBinary.declaration,
                                                         contentType.declaration])

    /// The body from `--json`, `--form`, `--data` or `--data-binary` (at most one of them).
    private static func body(_ values: ParsedValues) throws(CourierError) -> RequestBody {
        // Most ad-hoc calls send none: one look at the options the line gave instead of ten reads by name.
        if values.noValue(for: bodyOptions) { return .none }
        let formFields = values.all(Self.form)
        let given = ["json", "form", "data", "data-binary"].filter { values.isGiven($0) }
        if given.count > 1 { throw .usage(.severalBodies(given)) }
        if values.isGiven("content-type"), !(values.isGiven("data") || values.isGiven("data-binary")) {
            throw .usage(.contentTypeWithoutData)
        }
        let contentType = values.optional(Self.contentType)
        if let jsonText = values.optional(Self.json) {
            do {
                return .json(try JSONParser.parse(jsonText))
            } catch {
                throw .usage(.invalidJSON("\(error)"))
            }
        }
        if let text = values.optional(Self.data) {
            // curl's `-d @FILE`: the file's bytes without its carriage returns and line feeds.
            let bytes = text.hasPrefix("@") && text.count > 1
                ? try Self.bytes(of: String(text.dropFirst()), role: .data, values).filter { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
                : Array(text.utf8)
            return .raw(bytes: bytes, contentType: contentType ?? Self.dataType(of: bytes))
        }
        if let file = values.optional(Self.dataBinary) {
            guard file.hasPrefix("@"), file.count > 1 else { throw .usage(.malformedValue(option: "--data-binary", expected: "@FILE or @-", got: file)) }
            return .raw(bytes: try Self.bytes(of: String(file.dropFirst()), role: .dataBinary, values), contentType: contentType ?? "application/octet-stream")
        }
        guard !formFields.isEmpty else { return .none }
        var fields: [(String, String)] = []
        for pair in formFields {
            guard let field = split(pair) else { throw .usage(.malformedValue(option: "--form", expected: "'name=value'", got: pair)) }
            fields.append(field)
        }
        guard fields.contains(where: { $0.1.hasPrefix("@") }) else { return .form(fields.map { QueryItem($0.0, $0.1) }) }
        return .multipart(try fields.map { (name, value) throws(CourierError) -> MultipartPart in
            guard value.hasPrefix("@") else { return .field(name: name, value: value) }
            var path = String(value.dropFirst())
            var type = "application/octet-stream"
            if let semicolon = path.firstRange(of: ";type=") {
                type = String(path[semicolon.upperBound...])
                path = String(path[..<semicolon.lowerBound])
            }
            guard !path.isEmpty else { throw .usage(.formNamesNoFile(field: name)) }
            let filename = path.split(separator: "/").last.map(String.init) ?? path
            return .file(name: name, path: path, filename: filename, contentType: type)
        })
    }

    /// The bytes of the file at `path`, or of standard input for `-` (curl's `@-`). Standard input is read once
    /// per command line: after an option such as `--token -` took it, `@-` would send an empty body.
    private static func bytes(of path: String, role: FileReason.Role, _ values: ParsedValues) throws(CourierError) -> [UInt8] {
        if path == "-", let reader = values.stdinOptions.sorted().first {
            throw .usage(.exclusive("--\(role == .data ? "data" : "data-binary") @-", "--\(reader) -"))
        }
        let read = path == "-" ? UserFiles.readStandardInputBytes() : UserFiles.read(path)
        switch read {
        case .success(let contents): return contents.bytes
        case .failure(let failure): throw .file(FileReason(role, path == "-" ? "standard input" : path, .cannot(.read, failure.reason)))
        }
    }

    /// `name=value` split at its first `=`, or `nil` without one, cut from its bytes (a Character search, or String
    /// indices through the UTF-8 view, cost far more a pair).
    private static func split(_ pair: String) -> (String, String)? {
        var pair = pair
        return pair.withUTF8 { bytes in
            let (name, value) = Self.pair(bytes, 0..<bytes.count)
            return value.map { (name, $0) }
        }
    }

    /// The `name=value` in `range` of `bytes`, cut at its first `=`; the value nil without one.
    private static func pair(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (name: String, value: String?) {
        guard let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) else { return (text(bytes, range), nil) }
        return (text(bytes, range.lowerBound..<equals), text(bytes, equals + 1..<range.upperBound))
    }

    /// A relative target's path segments (each typed segment stays one, even where it decodes to a `/`) and the
    /// query items written after its `?`, each percent-decoded; empty segments and pairs are dropped.
    private static func pathAndQuery(of target: String) -> ([PathSegment], [QueryItem]) {
        var target = target
        return target.withUTF8 { bytes in
            let question = bytes.firstIndex(of: UInt8(ascii: "?"))
            var segments: [PathSegment] = []
            forEachPiece(of: bytes, in: 0..<(question ?? bytes.count), between: UInt8(ascii: "/")) { range in
                let segment = text(bytes, range)
                segments.append(.parameter(name: "", value: PercentEncoding.decode(segment) ?? segment))
            }
            var items: [QueryItem] = []
            if let question {
                forEachPiece(of: bytes, in: question + 1..<bytes.count, between: UInt8(ascii: "&")) { range in
                    let (name, given) = pair(bytes, range)
                    let value = given ?? ""
                    items.append(QueryItem(PercentEncoding.decode(name) ?? name, PercentEncoding.decode(value) ?? value))
                }
            }
            return (segments, items)
        }
    }

    /// Calls `body` with each non-empty run of `range` between `separator`s, in order.
    private static func forEachPiece(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, between separator: UInt8,
                                     _ body: (Range<Int>) -> Void)
    {
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            if index > start { body(start..<index) }
            start = index + 1
        }
        if range.upperBound > start { body(start..<range.upperBound) }
    }

    /// The text of `range` of `bytes` (cut at ASCII marks, so whole characters).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// `courier request METHOD URL` with an absolute URL: the request as given, placed by the builder
/// (an environment origin, or foreign).
struct AbsoluteRoute: RequestBuildingRoute {
    var request: HTTPRequest
    var method: HTTPMethod { request.method }
    var path: [PathSegment] { [] }
    var requiresAuth: Bool { true }
    var pathTemplate: String { request.url }
    /// As ``AdHocRoute``'s: `Link` headers.
    var paging: Paging? { .link() }

    func buildRequest() throws(CourierError) -> HTTPRequest { request }
}
