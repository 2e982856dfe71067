import CourierCore

/// Builds the one JSON document a call prints (DESIGN.md "The output document").
///
/// Success: `status`, `headers`, `envelope`. Failure: `status`, `headers`, `error`, and the `body`
/// (or the `envelope`, for business and contract errors). `--verbose` adds `route`, `request`,
/// `timing` and `attempts`. The server's JSON is placed as parsed: key order and literals kept.
struct OutputDocument {
    var route: String?
    var exchange: Exchange?
    var outcome: Outcome?
    /// A failure before or instead of a response (transport, config, request.invalid).
    var failure: CourierError?
    var verbose: Bool
    var dryRun = false
    /// Which headers' values are redacted in `request.headers`.
    var secretHeaders: SecretHeaders = []
    /// `--insecure` was given: recorded so a reader of the output knows TLS was not verified.
    var insecure = false
    /// The proxy the call went through (password redacted), shown with `--verbose` and `--dry-run`.
    var proxy: String?
    /// The envelope's data key, for `--output data` and `--select data`; `nil` without an envelope, where
    /// the whole body is the payload.
    var dataKey: String? = "data"

    init(route: String?, exchange: Exchange? = nil, outcome: Outcome? = nil, failure: CourierError? = nil, verbose: Bool,
         secretHeaders: SecretHeaders = [], insecure: Bool = false)
    {
        self.route = route
        self.exchange = exchange
        self.outcome = outcome
        self.failure = failure
        self.verbose = verbose
        self.secretHeaders = secretHeaders
        self.insecure = insecure
    }

    func json() -> JSON {
        var members: [JSON.Member] = []
        if verbose || dryRun, let route { members.append(.init("route", .string(route))) }
        if verbose || dryRun, let request = exchange?.request { members.append(.init("request", Self.describe(request, secretHeaders: secretHeaders))) }
        if verbose || dryRun, let proxy { members.append(.init("proxy", .string(proxy))) }
        if insecure { members.append(.init("insecure", true)) }
        if exchange?.request?.origin == .foreign { members.append(.init("origin", "foreign")) }
        if dryRun {
            members.append(.init("dryRun", .bool(true)))
            return .object(members)
        }
        if let response = exchange?.response {
            members.append(.init("status", .int(response.status)))
            members.append(.init("headers", Self.describe(response.headers)))
            if let download = response.download {
                members.append(.init("download", ["path": .string(download.path), "bytes": .int(download.bytes), "sha256": .string(download.sha256)]))
            }
        }
        if let outcome {
            if let error = outcome.error {
                members.append(.init("error", Self.describe(error)))
                if let envelope = outcome.envelope, error.category == .business || error.category == .decodingModel {
                    members.append(.init("envelope", envelope))
                } else {
                    members.append(contentsOf: Self.describe(outcome.body, contentType: exchange?.response?.headers["Content-Type"]))
                }
            } else if let envelope = outcome.envelope {
                members.append(.init("envelope", envelope))
            } else if dataKey == nil || outcome.body != .empty {
                members.append(contentsOf: Self.describe(outcome.body, contentType: exchange?.response?.headers["Content-Type"]))
            }
        } else if let failure {
            members.append(.init("error", Self.describe(failure)))
        }
        if !verbose, let exchange, exchange.attempts > 1 { members.append(.init("attempts", .int(exchange.attempts))) }
        if verbose, let exchange {
            if !exchange.redirects.isEmpty { members.append(.init("redirects", .array(exchange.redirects.map(JSON.string)))) }
            if let response = exchange.response {
                members.append(.init("httpVersion", .string(response.httpVersion)))
                members.append(.init("timing", Self.describe(response.timings)))
            }
            members.append(.init("attempts", .int(exchange.attempts)))
            if exchange.waited > 0 { members.append(.init("waited", Self.milliseconds(exchange.waited * 1000))) }
        }
        return .object(members)
    }

    /// What `--output data` prints: the envelope's data, or the whole body without an envelope.
    var payload: JSON? {
        guard let outcome else { return nil }
        if let envelope = outcome.envelope { return dataKey.map { envelope[$0] ?? .null } ?? envelope }
        switch outcome.body {
        case .empty: return dataKey == nil ? .null : nil
        case .json(let json): return json
        case .text(let text): return .string(text)
        case .binary(let bytes): return Body.base64(bytes)
        }
    }

    static func describe(_ error: CourierError) -> JSON { .object(ErrorWording.members(for: error)) }

    static func describe(_ request: HTTPRequest, secretHeaders: SecretHeaders) -> JSON {
        var members: [JSON.Member] = [.init("method", .string(request.method.rawValue)), .init("url", .string(request.url))]
        members.append(.init("headers", describe(request.headers, redacting: secretHeaders)))
        switch request.body {
        case .none: break
        case .json(let json): members.append(.init("body", json))
        case .form(let items): members.append(.init("body", .string(items.percentEncoded)))
        case .multipart(let parts):
            members.append(.init("body", .array(parts.map { part in
                switch part {
                case .field(let name, let value): ["name": .string(name), "value": .string(value)]
                case .file(let name, let path, let filename, let type):
                    ["name": .string(name), "file": .string(path), "filename": .string(filename), "contentType": .string(type)]
                }
            })))
        case .raw(let bytes, let type):
            members.append(contentsOf: describe(Body(bytes: bytes), contentType: type))
        }
        return .object(members)
    }

    /// Headers as an object in received order; a repeated name becomes an array of its values.
    static func describe(_ headers: HTTPHeaders, redacting secret: SecretHeaders? = nil) -> JSON {
        var members: [JSON.Member] = []
        var positions: [String: Int] = [:]
        for field in headers {
            let value = secret?.contains(field.name) == true ? Redaction.redactedValue(field.value) : field.value
            let key = field.name.lowercased()
            if let position = positions[key] {
                if case .array(var values) = members[position].value {
                    values.append(.string(value))
                    members[position].value = .array(values)
                } else {
                    members[position].value = .array([members[position].value, .string(value)])
                }
            } else {
                positions[key] = members.count
                members.append(.init(field.name, .string(value)))
            }
        }
        return .object(members)
    }

    static func describe(_ body: Body, contentType: String?) -> [JSON.Member] {
        switch body {
        case .empty: return [.init("body", .null)]
        case .json(let json): return [.init("body", json)]
        case .text(let text): return [.init("body", .string(text))]
        case .binary(let bytes):
            var members: [JSON.Member] = [.init("body", Body.base64(bytes)), .init("bodyEncoding", "base64")]
            if let contentType { members.append(.init("contentType", .string(contentType))) }
            return members
        }
    }

    static func describe(_ timings: Timings) -> JSON {
        ["dns": milliseconds(timings.dns), "connect": milliseconds(timings.connect), "tls": milliseconds(timings.tls),
         "firstByte": milliseconds(timings.firstByte), "total": milliseconds(timings.total)]
    }

    /// Milliseconds with three decimals, written without Foundation's formatter.
    static func milliseconds(_ value: Double) -> JSON {
        guard value.isFinite, value >= 0 else { return .number("0") }
        let micros = Int((value * 1000).rounded())
        let fraction = String(micros % 1000)
        return .number("\(micros / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)")
    }
}
