/// What help, `routes` and smoke plans say about a route: method, path template, query names, auth, model.
public struct RouteSummary: Sendable, Hashable {
    public var method: HTTPMethod
    public var pathTemplate: String
    public var queryNames: [String]
    /// `json`, `form`, `multipart`, `raw`, or `none`.
    public var bodyKind: String
    public var requiresAuth: Bool
    public var isIdempotent: Bool
    public var model: String
    public var sampleNames: [String]

    public init(_ route: any Route) {
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
        sampleNames = route.samples.map(\.name)
    }

    /// `GET /orders?uid=…`
    public var requestLine: String {
        var line = "\(method) \(pathTemplate)"
        if !queryNames.isEmpty { line += "?" + queryNames.map { "\($0)=…" }.joined(separator: "&") }
        return line
    }
}
