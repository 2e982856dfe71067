/// What help, `routes` and smoke plans say about a route: method, path template, query names, auth, model.
package struct RouteSummary: Sendable, Hashable {
    package var method: HTTPMethod
    package var pathTemplate: String
    package var queryNames: [String]
    /// `json`, `form`, `multipart`, `raw`, or `none`.
    package var bodyKind: String
    package var requiresAuth: Bool
    package var isIdempotent: Bool
    package var model: String
    package var sampleNames: [String]

    package init(_ route: any Route) {
        method = route.method
        pathTemplate = route.pathTemplate
        queryNames = route.query.isEmpty ? Self.builtQueryNames(route) : route.query.map(\.name)
        bodyKind = Self.kind(of: route.body)
        requiresAuth = route.requiresAuth
        isIdempotent = route.isIdempotent
        model = route.contract.typeName
        sampleNames = (route as? any SampleNaming)?.sampleNames ?? route.samples.map(\.name)
    }

    /// `json`, `form`, `multipart`, `raw`, or `none`; a raw body (a compat router's) by its Content-Type.
    package static func kind(of body: RequestBody) -> String {
        switch body {
        case .none: "none"
        case .json: "json"
        case .form: "form"
        case .multipart: "multipart"
        case .raw(_, let contentType): isJSON(contentType) ? "json" : isForm(contentType) ? "form" : "raw"
        }
    }

    /// `application/json`, or any `+json` type (RFC 6839), parameters aside.
    package static func isJSON(_ contentType: String) -> Bool {
        let type = String(contentType.lowercased().prefix { $0 != ";" }).trimmingSpaces
        return type == "application/json" || type.hasSuffix("+json")
    }

    /// `application/x-www-form-urlencoded`, parameters aside.
    package static func isForm(_ contentType: String) -> Bool {
        String(contentType.lowercased().prefix { $0 != ";" }).trimmingSpaces == "application/x-www-form-urlencoded"
    }

    /// A compat route (Moya, Alamofire) builds its query into its URL; its names, in order, decoded (`{params}`).
    static func builtQueryNames(_ route: any Route) -> [String] {
        guard let request = try? RouteAbilities.ownRequest(of: route), let start = request.url.firstIndex(of: "?") else { return [] }
        let query = request.url[request.url.index(after: start)...].prefix { $0 != "#" }
        return query.split(separator: "&").map { item in
            let name = String(item.prefix { $0 != "=" })
            return PercentEncoding.decode(name) ?? name
        }.filter { !$0.isEmpty }
    }

    /// `GET /orders?uid=…`
    package var requestLine: String {
        var line = "\(method) \(pathTemplate)"
        if !queryNames.isEmpty { line += "?" + queryNames.map { "\($0)=…" }.joined(separator: "&") }
        return line
    }
}
