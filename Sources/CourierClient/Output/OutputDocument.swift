import CourierCore

/// Builds the one JSON document a call prints (docs/Usage.md, "The output document").
///
/// Success: `status`, `headers`, `envelope`. Failure: `status`, `headers`, `error`, and the `body`
/// (or the `envelope`, for business and contract errors). `--verbose` adds `route`, `request`,
/// `timing` and `attempts`. The server's JSON is placed as parsed: key order and literals kept.
package struct OutputDocument {
    /// What the document is about: one of the shapes a call can end in, or a `--dry-run` preview.
    package enum Shape {
        /// `--dry-run`: the request as it would be sent; nothing was.
        case dryRun(HTTPRequest)
        /// Refused before sending: nothing on the wire; the document holds the error and the options.
        case refused(CourierError)
        /// Sent, and failed before a response (transport, redirect, interruption).
        case failed(Delivery, CourierError)
        /// A judged response; the outcome's error says whether it is a failure.
        case answered(Delivery, HTTPResponse, Outcome)
    }

    /// What every shape is printed with.
    package struct Options {
        /// The action's name as typed, shown with `--verbose` and `--dry-run`.
        package var route: String
        package var verbose: Bool
        /// Which headers' values are redacted in `request.headers`: the API's (``SecretHeaders/init(api:)``), never a
        /// default that would forget its declared ones.
        package var secretHeaders: SecretHeaders
        /// `--insecure` was given: recorded so a reader of the output knows TLS was not verified.
        package var insecure = false
        /// The proxy the call went through (password redacted), shown with `--verbose` and `--dry-run`.
        package var proxy: String?
        /// The envelope's data key, for `--output data` and `--select data`; `nil` without an envelope, where
        /// the whole body is the payload.
        package var dataKey: String? = "data"
        /// Why the environment's stored session was not sent (``Credentials/sessionNote``), shown with `--verbose` and
        /// `--dry-run`: a call that goes out without it should say so where its request is shown.
        package var sessionNote: String?
        /// Why a base URL variable was left out (``Target/ignoredBaseURLVariable``), shown with `--verbose` and `--dry-run`.
        package var baseURLNote: String?

        package init(route: String, verbose: Bool = false, secretHeaders: SecretHeaders, insecure: Bool = false, proxy: String? = nil,
                     dataKey: String? = "data")
        {
            (self.route, self.verbose, self.secretHeaders, self.insecure, self.proxy, self.dataKey) = (route, verbose, secretHeaders, insecure, proxy, dataKey)
        }
    }

    package var shape: Shape
    package var options: Options

    package init(_ shape: Shape, options: Options) {
        self.shape = shape
        self.options = options
    }

    /// The document of a call as Core judged it.
    package init(judged outcome: CallOutcome, options: Options) {
        switch outcome {
        case .refused(let error): self.init(.refused(error), options: options)
        case .failed(let delivery, let error): self.init(.failed(delivery, error), options: options)
        case .answered(let delivery, let response, let verdict): self.init(.answered(delivery, response, verdict), options: options)
        }
    }

    package var dataKey: String? { options.dataKey }

    /// The request shown: the one sent, or the one a dry run would send.
    package var request: HTTPRequest? {
        switch shape {
        case .dryRun(let request): request
        case .refused: nil
        case .failed(let delivery, _), .answered(let delivery, _, _): delivery.request
        }
    }

    package var response: HTTPResponse? {
        if case .answered(_, let response, _) = shape { return response }
        return nil
    }

    /// The verdict on the response, when there was one.
    package var outcome: Outcome? {
        if case .answered(_, _, let outcome) = shape { return outcome }
        return nil
    }

    package func json() -> JSON {
        var members: [JSON.Member] = []
        let options = self.options
        var isDryRun = false
        if case .dryRun = shape { isDryRun = true }
        if options.verbose || isDryRun {
            members.append(.init("route", .string(options.route)))
            if let request { members.append(.init("request", Self.describe(request, secretHeaders: options.secretHeaders))) }
            if let proxy = options.proxy { members.append(.init("proxy", .string(proxy))) }
            if let note = options.sessionNote { members.append(.init("session", .string(note))) }
            if let note = options.baseURLNote { members.append(.init("baseURL", .string(note))) }
        }
        if options.insecure { members.append(.init("insecure", true)) }
        if request?.origin == .foreign { members.append(.init("origin", "foreign")) }
        switch shape {
        case .dryRun:
            members.append(.init("dryRun", .bool(true)))
            return .object(members)
        case .refused(let error):
            // A single call prints nothing for it (stderr says why); a smoke report shows the error.
            members.append(.init("error", Self.describe(error)))
            return .object(members)
        case .failed(let delivery, let error):
            members.append(.init("error", Self.describe(error)))
            members.append(contentsOf: describe(delivery, response: nil))
        case .answered(let delivery, let response, let outcome):
            members.append(.init("status", .int(response.status)))
            members.append(.init("headers", Self.describe(response.headers)))
            if let download = response.download {
                members.append(.init("download", ["path": .string(download.path), "bytes": .int(download.bytes), "sha256": .string(download.sha256)]))
            }
            let contentType = response.headers["Content-Type"]
            if let error = outcome.error {
                members.append(.init("error", Self.describe(error)))
                if let envelope = outcome.envelope, error.category == .business || error.category == .decodingModel {
                    members.append(.init("envelope", envelope))
                } else {
                    members.append(contentsOf: Self.describe(outcome.body, contentType: contentType))
                }
            } else if let envelope = outcome.envelope {
                members.append(.init("envelope", envelope))
            } else if options.dataKey == nil || outcome.body != .empty {
                members.append(contentsOf: Self.describe(outcome.body, contentType: contentType))
            }
            members.append(contentsOf: describe(delivery, response: response))
        }
        return .object(members)
    }

    /// How the attempts went: `attempts` when there was more than one, and with `--verbose` the
    /// redirects, the response's HTTP version and timing, the attempts and the time waited.
    private func describe(_ delivery: Delivery, response: HTTPResponse?) -> [JSON.Member] {
        guard options.verbose else { return delivery.attempts > 1 ? [.init("attempts", .int(delivery.attempts))] : [] }
        var members: [JSON.Member] = []
        if !delivery.redirects.isEmpty { members.append(.init("redirects", .array(delivery.redirects.map(JSON.string)))) }
        if let response {
            members.append(.init("httpVersion", .string(response.httpVersion)))
            members.append(.init("timing", Self.describe(response.timings)))
        }
        members.append(.init("attempts", .int(delivery.attempts)))
        if delivery.waited > 0 { members.append(.init("waited", Self.milliseconds(delivery.waited * 1000))) }
        return members
    }

    /// What `--output data` prints: the envelope's data, or the whole body without an envelope.
    package var payload: JSON? {
        guard case .answered(_, _, let outcome) = shape else { return nil }
        if let envelope = outcome.envelope { return options.dataKey.map { envelope[$0] ?? .null } ?? envelope }
        switch outcome.body {
        case .empty: return options.dataKey == nil ? .null : nil
        case .json(let json): return json
        case .text(let text): return .string(text)
        case .binary(let bytes): return Body.base64(bytes)
        }
    }

    package static func describe(_ error: CourierError) -> JSON { .object(ErrorWording.members(for: error)) }

    package static func describe(_ request: HTTPRequest, secretHeaders: SecretHeaders) -> JSON {
        var members: [JSON.Member] = [.init("method", .string(request.method.rawValue)), .init("url", .string(request.url))]
        members.append(.init("headers", describe(request.headersOnTheWire, redacting: secretHeaders)))
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
    package static func describe(_ headers: HTTPHeaders, redacting secret: SecretHeaders? = nil) -> JSON {
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

    package static func describe(_ body: Body, contentType: String?) -> [JSON.Member] {
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

    package static func describe(_ timings: Timings) -> JSON {
        ["dns": milliseconds(timings.dns), "connect": milliseconds(timings.connect), "tls": milliseconds(timings.tls),
         "firstByte": milliseconds(timings.firstByte), "total": milliseconds(timings.total)]
    }

    /// Milliseconds with three decimals, written without Foundation's formatter.
    package static func milliseconds(_ value: Double) -> JSON {
        guard value.isFinite, value >= 0 else { return .number("0") }
        let micros = Int((value * 1000).rounded())
        let fraction = String(micros % 1000)
        return .number("\(micros / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)")
    }
}
