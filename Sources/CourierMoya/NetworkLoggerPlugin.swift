import CourierCore

/// Moya 15's `NetworkLoggerPlugin`: logs a request before it is sent and the response after, as its
/// ``Configuration`` asks (which parts, formatted how, written where).
///
/// Apps put it in every provider (`MoyaProvider(plugins: [NetworkLoggerPlugin()])`), so Moya's own example
/// routers compile only with it. The default output is standard error, never standard output: stdout carries
/// the one JSON document. Credential headers (the rule of Courier's redaction: `Authorization`, `Cookie`,
/// `X-Api-Key`, …) are logged as `<redacted>`.
public final class NetworkLoggerPlugin {
    /// What is logged, how it is formatted and where it goes.
    public var configuration: Configuration

    /// - Parameter configuration: Default: method and headers of each request, to standard error.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }
}

extension NetworkLoggerPlugin: PluginType {
    public func willSend(_ request: RequestType, target: TargetType) {
        configuration.output(target, requestEntries(request.request, target: target))
    }

    public func didReceive(_ result: Result<Response, MoyaError>, target: TargetType) {
        let entries: [String]
        switch result {
        case .success(let response):
            entries = responseEntries(response, target: target, isFromError: false)
        case .failure(let error):
            entries = error.response.map { responseEntries($0, target: target, isFromError: true) }
                ?? [entry("Error", "\(error)", target)]
        }
        configuration.output(target, entries)
    }
}

extension NetworkLoggerPlugin {
    func entry(_ identifier: String, _ message: String, _ target: TargetType) -> String {
        configuration.formatter.entry(identifier, message, target)
    }

    func requestEntries(_ request: URLRequest?, target: TargetType) -> [String] {
        guard let request else { return [entry("Request", "(invalid request)", target)] }
        let options = configuration.logOptions
        let headers = Self.redacted(request.allHTTPHeaderFields ?? [:])
        if options.contains(.formatRequestAscURL) {
            return [entry("Request", Self.curl(request, headers: headers), target)]
        }
        var entries = [entry("Request", request.url?.absoluteString ?? "(no URL)", target)]
        if options.contains(.requestHeaders) {
            let fields = headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { "\($0.key): \($0.value)" }
            entries.append(entry("Request Headers", "[" + fields.joined(separator: ", ") + "]", target))
        }
        if options.contains(.requestMethod), let method = request.httpMethod {
            entries.append(entry("HTTP Request Method", method, target))
        }
        if options.contains(.requestBody), let body = request.httpBody {
            entries.append(entry("Request Body", configuration.formatter.requestData(body), target))
        }
        return entries
    }

    func responseEntries(_ response: Response, target: TargetType, isFromError: Bool) -> [String] {
        var entries = [entry("Response", "Status Code: \(response.statusCode)", target)]
        let wanted: Configuration.LogOptions = isFromError ? .errorResponseBody : .successResponseBody
        if configuration.logOptions.contains(wanted) {
            entries.append(entry("Response Body", configuration.formatter.responseData(response.data), target))
        }
        return entries
    }

    /// Header values with credentials replaced: the same rule as `--verbose` and `--curl`.
    static func redacted(_ headers: [String: String]) -> [String: String] {
        let secrets = SecretHeaders([])
        return headers.reduce(into: [:]) { $0[$1.key] = secrets.contains($1.key) ? "<redacted>" : $1.value }
    }

    /// `curl -v -X METHOD -H … -d … URL`, with the redacted headers (Moya's `formatRequestAscURL`).
    static func curl(_ request: URLRequest, headers: [String: String]) -> String {
        var parts = ["$ curl -v", "-X \(request.httpMethod ?? "GET")"]
        parts += headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { "-H \"\($0.key): \($0.value)\"" }
        if let body = request.httpBody { parts.append("-d \"\(String(decoding: body, as: UTF8.self))\"") }
        parts.append("\"\(request.url?.absoluteString ?? "")\"")
        return parts.joined(separator: " \\\n\t")
    }
}
