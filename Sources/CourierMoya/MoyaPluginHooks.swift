import CourierCore

/// A Moya target's provider plugins, called as Moya calls them: `willSend` before each attempt with the request
/// Courier sends, `didReceive` with what came back (a ``Response``, or a ``MoyaError/underlying(_:_:)`` without one).
///
/// Moya's targets and plugins are not `Sendable`; a route's hooks are called by the one call that runs it.
final class MoyaPluginHooks<Target: TargetType>: @unchecked Sendable {
    let target: Target
    let plugins: [PluginType]

    init(target: Target, plugins: [PluginType]) {
        self.target = target
        self.plugins = plugins
    }

    func willSend(_ request: HTTPRequest) {
        guard !plugins.isEmpty else { return }
        let sent = SentRequest(request: Self.urlRequest(request))
        for plugin in plugins { plugin.willSend(sent, target: target) }
    }

    func didReceive(_ result: Result<HTTPResponse, CourierError>) {
        guard !plugins.isEmpty else { return }
        let moya: Result<Response, MoyaError> = switch result {
        case .success(let response):
            .success(Response(statusCode: response.status, data: Data(response.body),
                              response: HTTPURLResponse(url: URL(string: response.effectiveURL) ?? URL(fileURLWithPath: "/"),
                                                        statusCode: response.status, httpVersion: nil,
                                                        headerFields: Dictionary(response.headers.map { ($0.name, $0.value) }) { $1 })))
        case .failure(let error):
            .failure(.underlying(error, nil))
        }
        for plugin in plugins { plugin.didReceive(moya, target: target) }
    }

    /// Courier's request as the `URLRequest` a plugin reads: URL, method, headers, and a raw or JSON body.
    static func urlRequest(_ request: HTTPRequest) -> URLRequest? {
        guard let url = URL(string: request.url) else { return nil }
        var made = URLRequest(url: url)
        made.httpMethod = request.method.rawValue
        for field in request.headers { made.addValue(field.value, forHTTPHeaderField: field.name) }
        switch request.body {
        case .raw(let bytes, _): made.httpBody = Data(bytes)
        case .json(let json): made.httpBody = Data(JSONPrinter(layout: .compact).string(json).utf8)
        case .none, .form, .multipart: break
        }
        return made
    }
}

/// What a plugin's `willSend` sees: the request as sent, and no session headers (Courier's are in the request).
struct SentRequest: RequestType {
    var request: URLRequest?
    var sessionHeaders: [String: String] { [:] }
}
