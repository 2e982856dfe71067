import Alamofire
import CourierCore

/// A Moya target's provider plugins, called as Moya calls them: `willSend` before each attempt with the request
/// Courier sends, `didReceive` with what came back (a ``Response``, or a ``MoyaError/underlying(_:_:)`` for a status
/// the target's `validationType` refuses or when nothing came), and `process` once on the call's final result.
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
        let moya = moyaResult(result)
        for plugin in plugins { plugin.didReceive(moya, target: target) }
    }

    /// Moya's `process`: the plugins in order, each given the one before's result, as `MoyaProvider` does before it
    /// calls the app's completion. What they return is what Courier judges: the same result as before when they
    /// change nothing; a `Response` of their own judged by its status, body and headers; a failure reported as the
    /// Courier error it carries, or as ``ResponseReason/processed(_:category:)``.
    func process(_ result: Result<HTTPResponse, CourierError>) -> Result<HTTPResponse, CourierError> {
        guard !plugins.isEmpty else { return result }
        let given = moyaResult(result)
        let processed = plugins.reduce(given) { $1.process($0, target: target) }
        let givenResponse: Response? = switch given {
        case .success(let response): response
        case .failure(let error): error.response
        }
        switch processed {
        case .success(let response):
            if response === givenResponse, let original = try? result.get() { return .success(original) }
            return .success(Self.httpResponse(response, replacing: try? result.get(), given: givenResponse))
        case .failure(let error):
            if let inner = error.courierError { return .failure(inner) }
            // Moya's own validation failure, passed on unchanged: Courier's status categories judge that response.
            if case .underlying(let validation as AFError, let response?) = error, case .responseValidationFailed = validation,
               response === givenResponse, let original = try? result.get()
            {
                return .success(original)
            }
            // The category of the response's status; a 2xx the plugin refused is `business`; without a response, the
            // call's own failure's.
            var category = error.response.flatMap { ErrorCategory.forStatus($0.statusCode) } ?? .business
            if error.response == nil, case .failure(let original) = result { category = original.category }
            return .failure(CourierError(.response(.processed(error.errorDescription ?? "\(error)", category: category))))
        }
    }

    /// What Moya's `convertResponseToResult` makes of an attempt once Alamofire has validated the target's
    /// `validationType`: a ``Response``; a status outside the validated ones as
    /// `.underlying(AFError.responseValidationFailed(reason: .unacceptableStatusCode(code:)), response)`; no response
    /// as `.underlying(error, nil)`.
    func moyaResult(_ result: Result<HTTPResponse, CourierError>) -> Result<Response, MoyaError> {
        switch result {
        case .success(let http):
            let response = Response(statusCode: http.status, data: Data(http.body),
                                    response: HTTPURLResponse(url: URL(string: http.effectiveURL) ?? URL(fileURLWithPath: "/"),
                                                              statusCode: http.status, httpVersion: nil,
                                                              headerFields: Dictionary(http.headers.map { ($0.name, $0.value) }) { $1 }))
            let codes = target.validationType.statusCodes
            guard codes.isEmpty || codes.contains(http.status) else {
                return .failure(.underlying(AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: http.status)), response))
            }
            return .success(response)
        case .failure(let error):
            return .failure(.underlying(error, nil))
        }
    }

    /// A plugin's own `Response` as the response Courier judges: its status and body; its headers when it brings an
    /// `HTTPURLResponse` of its own, else those that came.
    static func httpResponse(_ response: Response, replacing original: HTTPResponse?, given: Response?) -> HTTPResponse {
        var http = original ?? HTTPResponse(status: response.statusCode, effectiveURL: response.response?.url?.absoluteString ?? "")
        http.status = response.statusCode
        http.body = Array(response.data)
        if let own = response.response, own !== given?.response {
            http.headers = CourierCore.HTTPHeaders(own.allHeaderFields.compactMap { field in
                (field.key as? String).map { CourierCore.HTTPHeader($0, "\(field.value)") }
            }.sorted { $0.name.lowercased() < $1.name.lowercased() })
        }
        return http
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
