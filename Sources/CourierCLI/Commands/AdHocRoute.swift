import Arguments
import CourierCore

/// `courier request METHOD PATH`: an endpoint not in a router yet (as `gh api` does), sent through
/// the same environment, auth, pipeline and output as a route.
struct AdHocRoute: Route {
    var method: HTTPMethod
    var path: [PathSegment]
    var query: [QueryItem]
    var body: RequestBody
    /// The token is sent when one is configured: ad-hoc calls go to the same API.
    var requiresAuth: Bool { true }

    static let query: Option<String> = .repeated("query", short: "q", help: "Add a query parameter 'name=value'.", valueName: "name=value")
    static let json: Option<String> = .optional("json", help: "Send this JSON body: inline, @FILE or - for stdin.", valueName: "json",
                                                acceptsFile: true, acceptsStdin: true)
    static let form: Option<String> = .repeated("form", short: "f", help: "Send a urlencoded form field 'name=value'.", valueName: "name=value")

    static let command = Command(
        name: "request", summary: "Send an ad-hoc request to a path below the environment's base URL.",
        discussion: "PATH is split on '/' and each segment is percent-encoded; a query in PATH and --query items are kept in order.",
        options: ([query, json, form] as [any DeclaresOption]).map { $0.declaration },
        positionals: [Positional("method", help: "The HTTP method, e.g. GET."), Positional("path", help: "The path, e.g. /orders/A1001?x=1.")],
        examples: ["courier request GET /orders --query uid=5", "courier request POST /orders --json '{\"uid\":5,\"sku\":\"SKU-1\",\"qty\":1}'",
                   "courier request PATCH /users/me --json @name.json"])

    /// Builds the route from parsed values. - Throws: usage errors for a bad method, JSON or `name=value`.
    static func make(_ values: ParsedValues) throws(CourierError) -> AdHocRoute {
        let methodText = values.positional("method") ?? ""
        let method = HTTPMethod(rawValue: methodText.uppercased())
        guard method.isValidToken else { throw .usage("method '\(Redaction.printable(methodText))' is not an HTTP token") }
        let target = values.positional("path") ?? ""
        // Split on bytes ('?', '/' and '&' are ASCII): a smoke run makes a thousand of these routes.
        let (pathPart, queryPart) = target.utf8.firstIndex(of: UInt8(ascii: "?")).map { (target[..<$0], target[target.index(after: $0)...]) }
            ?? (Substring(target), Substring(""))
        let segments = pathPart.utf8.split(separator: UInt8(ascii: "/")).map { bytes in
            let segment = String(Substring(bytes))
            return PathSegment.literal(PercentEncoding.decode(segment) ?? segment)
        }
        var items: [QueryItem] = []
        for pair in queryPart.utf8.split(separator: UInt8(ascii: "&")) {
            let (name, value) = split(String(Substring(pair)))
            items.append(QueryItem(PercentEncoding.decode(name) ?? name, PercentEncoding.decode(value) ?? value))
        }
        for pair in values.all(Self.query) {
            guard pair.contains("=") else { throw .usage("--query expects 'name=value', got '\(Redaction.printable(pair))'") }
            let (name, value) = split(pair)
            items.append(QueryItem(name, value))
        }
        let formFields = values.all(Self.form)
        let jsonText = values.optional(Self.json)
        if jsonText != nil, !formFields.isEmpty { throw .usage("give either --json or --form, not both") }
        var body = RequestBody.none
        if let jsonText {
            do {
                body = .json(try JSONParser.parse(jsonText))
            } catch {
                throw .usage("--json is not valid JSON: \(error)")
            }
        } else if !formFields.isEmpty {
            var fields: [QueryItem] = []
            for pair in formFields {
                guard pair.contains("=") else { throw .usage("--form expects 'name=value', got '\(Redaction.printable(pair))'") }
                let (name, value) = split(pair)
                fields.append(QueryItem(name, value))
            }
            body = .form(fields)
        }
        return AdHocRoute(method: method, path: segments, query: items, body: body)
    }

    private static func split(_ pair: String) -> (String, String) {
        guard let equals = pair.firstIndex(of: "=") else { return (pair, "") }
        return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }
}
