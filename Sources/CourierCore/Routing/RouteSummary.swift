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
        switch route.body {
        case .none: bodyKind = "none"
        case .json: bodyKind = "json"
        case .form: bodyKind = "form"
        case .multipart: bodyKind = "multipart"
        case .raw: bodyKind = "raw"
        }
        requiresAuth = route.requiresAuth
        isIdempotent = route.isIdempotent
        model = route.contract.typeName
        sampleNames = (route as? any SampleNaming)?.sampleNames ?? route.samples.map(\.name)
    }

    /// A compat route (Moya, Alamofire) builds its query into its URL; its names, in order, as the URL has them.
    static func builtQueryNames(_ route: any Route) -> [String] {
        guard let building = route as? any RequestBuildingRoute, let request = try? building.buildRequest(),
              let start = request.url.firstIndex(of: "?") else { return [] }
        let query = request.url[request.url.index(after: start)...].prefix { $0 != "#" }
        return query.split(separator: "&").map { String($0.prefix { $0 != "=" }) }.filter { !$0.isEmpty }
    }

    /// `GET /orders?uid=…`
    package var requestLine: String {
        var line = "\(method) \(pathTemplate)"
        if !queryNames.isEmpty { line += "?" + queryNames.map { "\($0)=…" }.joined(separator: "&") }
        return line
    }
}
