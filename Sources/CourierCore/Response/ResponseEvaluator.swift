/// Judges a response: HTTP status first, then the body as JSON, the envelope, its code, and the model.
///
/// The order matters: a 404 is `http.not_found` whatever its body says, and a 200 whose envelope
/// carries a failure code is `business`, not success.
public struct ResponseEvaluator: Sendable {
    public var format: EnvelopeFormat
    /// Whether to decode `data` into the route's model (`--no-contract` turns it off).
    public var checksContract: Bool

    public init(format: EnvelopeFormat = EnvelopeFormat(), checksContract: Bool = true) {
        self.format = format
        self.checksContract = checksContract
    }

    public func evaluate(_ response: HTTPResponse, contract: ModelContract) -> Outcome {
        if response.download != nil, (200..<300).contains(response.status) {
            return Outcome(body: .empty)  // saved to a file, not judged as an envelope
        }
        let body = Body(bytes: response.body)
        let envelope = body.json.flatMap { json -> JSON? in
            guard case .object = json, json[format.codeKey] != nil else { return nil }
            return json
        }
        let code = envelope?[format.codeKey]
        let serverMessage = envelope?[format.messageKey].flatMap { value -> String? in
            if case .string(let text) = value { return text }
            return nil
        }

        if let category = ErrorCategory.forStatus(response.status) {
            var message = "HTTP \(response.status)"
            if !response.reason.isEmpty { message += " \(response.reason)" }
            if let serverMessage, !serverMessage.isEmpty { message += ": \(serverMessage)" }
            if category == .httpRedirect, let location = response.headers["Location"] { message += " → \(location)" }
            return Outcome(body: body, envelope: envelope, error: CourierError(category, message, code: code))
        }

        guard let json = body.json else {
            let kind = response.body.isEmpty ? "empty" : "not JSON"
            let type = response.headers["Content-Type"].map { " (Content-Type: \($0))" } ?? ""
            return Outcome(body: body, error: CourierError(.decodingBody, "response body is \(kind)\(type)"))
        }
        guard let envelope, let code else {
            let problem = if case .object = json { "has no '\(format.codeKey)' key" } else { "is a JSON \(json.kindName), not an object" }
            return Outcome(body: body, error: CourierError(.decodingEnvelope, "response envelope \(problem)"))
        }
        guard format.isSuccess(code) else {
            let text = serverMessage.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
            let codeText = JSONPrinter(layout: .compact).string(code)
            return Outcome(body: body, envelope: envelope,
                           error: CourierError(.business, "envelope code \(codeText)\(text)", code: code))
        }
        if checksContract {
            do {
                try contract.validate(envelope[format.dataKey] ?? .null, rootPath: format.dataKey)
            } catch {
                return Outcome(body: body, envelope: envelope,
                               error: CourierError(.decodingModel, "\(error) (model \(contract.typeName))", path: error.path))
            }
        }
        return Outcome(body: body, envelope: envelope)
    }
}
