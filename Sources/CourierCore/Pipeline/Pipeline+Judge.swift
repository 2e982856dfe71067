/// The pipeline's last stage: what a finished run means.
extension Pipeline {
    /// Judges what a run did: a response by ``evaluator`` (status, envelope, contract), then through every
    /// plugin's `process` in list order, each given the outcome the one before made.
    ///
    /// A separate step from ``drive(_:)`` so a caller stepping many runs (`courier smoke`) can judge
    /// finished ones elsewhere; ``run(_:in:)`` does both.
    /// - Parameters:
    ///   - route: the call's route (its contract, accepted statuses, and what plugins look at).
    ///   - environment: where the call went: a failure to connect there gets the environment's note as
    ///     its hint (the demo API's says how to start it).
    package func judge(_ exchange: Exchange, route: any Route, in environment: Environment) -> CallOutcome {
        // The route's own hooks (a Moya provider's plugins) see the result first, as the app's completion would.
        let hooks = RouteAbilities.hooks(of: route)
        switch exchange {
        case .refused(let error): return .refused(error)
        case .failed(let delivery, let error):
            switch hooks?.process(.failure(error)) ?? .failure(error) {
            case .success(let response): return answered(delivery, response, route: route)
            case .failure(let error):
                // Only a call to the environment's own origin says something about the environment.
                return .failed(delivery, delivery.answeredFrom == .environment ? Self.hinted(error, in: environment) : error)
            }
        case .answered(let delivery, let response):
            switch hooks?.process(.success(response)) ?? .success(response) {
            case .success(let processed): return answered(delivery, processed, route: route)
            case .failure(let error): return answered(delivery, response, route: route, failing: error)
            }
        }
    }

    /// `response` judged (status, envelope, contract), then every plugin's `process`; `failing` is the error a
    /// route's own `process` put in place of the verdict (the body is still shown as judged).
    func answered(_ delivery: Delivery, _ response: HTTPResponse, route: any Route, failing error: CourierError? = nil) -> CallOutcome {
        var outcome = evaluator(for: delivery.answeredFrom).evaluate(response, method: delivery.request.method, contract: route.contract,
                                                                accepting: route.acceptedStatuses)
        if let error { outcome.error = error }
        if delivery.answeredFrom == .environment { outcome.challenge = response.headers["WWW-Authenticate"] }
        var expanded = false
        for index in plugins.indices where observes(index) {
            // A team's plugin sees a body below the raw threshold as a tree, as it always did (Body keeps every body's
            // containers as bytes; a plugin matching `case .array` on `data` would otherwise never match).
            if index >= ownPlugins, !expanded {
                outcome.expandKeptContainers()
                expanded = true
            }
            outcome = plugins[index].process(outcome, route: route)
        }
        return .answered(delivery, response, outcome)
    }

    /// The API's envelope describes only the API's own answers: a response from a foreign origin (an absolute
    /// URL elsewhere, or where a redirect ended) is judged as plain JSON or text, by its status.
    package func evaluator(for origin: RequestOrigin) -> ResponseEvaluator {
        guard origin == .foreign else { return evaluator }
        var plain = evaluator
        plain.envelope = .plain
        return plain
    }

    /// Nothing listens where the environment points: its note says why (a placeholder host, a server to start).
    static func hinted(_ error: CourierError, in environment: Environment) -> CourierError {
        guard error.category == .transportConnect, error.hint == nil, let note = environment.note else { return error }
        var error = error
        error.setHint(ErrorWording.environmentNote(environment.name, note: note), quoting: [environment.name, note])
        return error
    }
}
