import CourierCore

/// Says how to call an endpoint that does not answer in the API's envelope: a body that is not an envelope
/// (not JSON, or JSON without the code) is most often a plain endpoint, so the hint names `--no-envelope`.
///
/// Only responses judged against the envelope get here with these reasons: a foreign origin's answer is judged
/// plain (``Pipeline/evaluator(for:)``), so its failures never ask for an envelope.
package struct EnvelopeHintPlugin: Plugin {
    package func process(_ outcome: Outcome, route: any Route) -> Outcome {
        guard let error = outcome.error, error.hint == nil else { return outcome }
        switch error.reason {
        case .response(.envelopeMissingKey), .response(.envelopeNotObject), .response(.notJSON(_, model: nil)): break
        default: return outcome
        }
        var outcome = outcome
        outcome.error?.setHint(ErrorWording.notAnEnvelope, quoting: [])
        return outcome
    }
}
