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
        queryNames = route.query.map(\.name)
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

    /// `GET /orders?uid=…`
    package var requestLine: String {
        var line = "\(method) \(pathTemplate)"
        if !queryNames.isEmpty { line += "?" + queryNames.map { "\($0)=…" }.joined(separator: "&") }
        return line
    }
}
