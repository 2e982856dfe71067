/// Judges a response: HTTP status first, then the body as JSON, the envelope (if the API has one), its
/// code, and the model.
///
/// The order matters: a 404 is `http.not_found` whatever its body says, and a 200 whose envelope
/// carries a failure code is `business` (or the category the API maps that code to), not success.
/// Responses that carry no body by definition — HEAD, 204, 304 — are successes for every envelope
/// setting (RFC 9110 §9.3.2, §15.3.5, §15.4.5). Any other empty 2xx passes only where nothing was
/// expected: no envelope and no model, or a route whose contract is ``ModelContract/nothing``; otherwise a
/// server answering 200 with nothing would make a green run out of a broken endpoint.
package struct ResponseEvaluator: Sendable {
    package var envelope: Envelope
    /// Whether to decode the payload into the route's model (`--no-contract` turns it off).
    package var checksContract: Bool

    package init(envelope: Envelope = .standard, checksContract: Bool = true) {
        self.envelope = envelope
        self.checksContract = checksContract
    }

    package init(format: EnvelopeFormat, checksContract: Bool = true) {
        self.init(envelope: .wrapped(format), checksContract: checksContract)
    }

    /// - Parameters:
    ///   - method: the request's method: a HEAD response has no body whatever its headers say.
    ///   - accepting: statuses the route answers with on purpose (``Route/acceptedStatuses``): not failures.
    package func evaluate(_ response: HTTPResponse, method: HTTPMethod = .get, contract: ModelContract, accepting: Set<Int> = []) -> Outcome {
        if response.download != nil, (200..<300).contains(response.status) {
            return Outcome(body: .empty)  // saved to a file, not judged as an envelope
        }
        let body = Body(bytes: response.body)
        let format = envelope.format
        let wrapped = format.flatMap { format in body.json.flatMap { json -> JSON? in
            guard case .object = json, json[format.codeKey] != nil else { return nil }
            return json
        } }

        if response.status != 304, !accepting.contains(response.status), let category = ErrorCategory.forStatus(response.status) {
            let serverMessage = format.flatMap { wrapped?[$0.messageKey]?.stringValue }
            let location = category == .httpRedirect ? response.headers["Location"] : nil
            let code = format.flatMap { wrapped?[$0.codeKey] }
            let reason = ResponseReason.status(response.status, phrase: response.reason, serverMessage: serverMessage, location: location, code: code)
            return Outcome(body: body, envelope: wrapped, error: .response(reason))
        }
        if method == .head || response.status == 204 || response.status == 304 {
            return Outcome(body: .empty)
        }
        if response.body.isEmpty {
            return judgeEmpty(contract: contract)
        }
        guard let format else { return judgePlain(body, contentType: response.headers["Content-Type"], contract: contract) }
        guard let json = body.json else {
            return Outcome(body: body, error: .response(.notJSON(contentType: response.headers["Content-Type"], model: nil)))
        }
        guard let wrapped, let code = wrapped[format.codeKey] else {
            if format.codeIsOptional, case .object = json {
                return checked(Outcome(body: body, envelope: json), payload: json[format.dataKey] ?? json, rootPath: format.dataKey, contract: contract)
            }
            let reason: ResponseReason = if case .object = json { .envelopeMissingKey(format.codeKey) } else { .envelopeNotObject(kind: json.kindName) }
            return Outcome(body: body, error: .response(reason))
        }
        guard format.isSuccess(code) else {
            let reason = ResponseReason.envelopeCode(code, message: wrapped[format.messageKey]?.stringValue, category: format.category(for: code))
            return Outcome(body: body, envelope: wrapped, error: .response(reason))
        }
        return checked(Outcome(body: body, envelope: wrapped), payload: wrapped[format.dataKey] ?? .null, rootPath: format.dataKey, contract: contract)
    }

    /// An empty 2xx that is not HEAD, 204 or 304: the envelope, if the API has one, is missing; without one,
    /// the model (when the contract is checked) has nothing to decode from.
    private func judgeEmpty(contract: ModelContract) -> Outcome {
        if contract.allowsEmptyBody { return Outcome(body: .empty) }
        if envelope.format != nil { return Outcome(body: .empty, error: .response(.emptyBody(model: nil))) }
        guard checksContract, !contract.isNone else { return Outcome(body: .empty) }
        return Outcome(body: .empty, error: .response(.emptyBody(model: contract.typeName)))
    }

    /// Without an envelope the whole body is the payload: any body is a success, and the model (if the
    /// route declares one) must decode from it, so a JSON body is required then.
    private func judgePlain(_ body: Body, contentType: String?, contract: ModelContract) -> Outcome {
        guard checksContract, !contract.isNone else { return Outcome(body: body) }
        guard let json = body.json else {
            return Outcome(body: body, error: .response(.notJSON(contentType: contentType, model: contract.typeName)))
        }
        return checked(Outcome(body: body), payload: json, rootPath: "body", contract: contract)
    }

    /// (The outcome consumed, so the common case, a contract that holds, hands it back without a copy.)
    private func checked(_ outcome: consuming Outcome, payload: JSON, rootPath: String, contract: ModelContract) -> Outcome {
        guard checksContract else { return outcome }
        do {
            try contract.validate(payload, rootPath: rootPath)
        } catch {
            outcome.error = .response(.model(error, model: contract.typeName))
        }
        return outcome
    }
}
