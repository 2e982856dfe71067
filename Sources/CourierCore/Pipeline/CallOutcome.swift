/// How one call ended, judged: what ``Pipeline/run(_:in:)`` returns and what the CLI prints.
///
/// One value for the whole call, an enum of the cases that really happen, so a reader never meets a
/// response without a request or an error standing in for "not sent".
package enum CallOutcome: Sendable {
    /// Refused before sending: nothing went out.
    case refused(CourierError)
    /// Sent, and it failed before a response could be judged (transport, redirect, interruption).
    case failed(Delivery, CourierError)
    /// A response, judged (status, envelope, contract, then every plugin's `process`); its
    /// ``Outcome/error`` says whether the call failed.
    case answered(Delivery, HTTPResponse, Outcome)

    /// The failure, whichever stage it came from; `nil` for a successful call.
    package var error: CourierError? {
        switch self {
        case .refused(let error), .failed(_, let error): error
        case .answered(_, _, let outcome): outcome.error
        }
    }

    package var exitCode: Int32 { error?.exitCode ?? ExitStatus.success.rawValue }

    /// Whether anything went out (refused input sends nothing).
    package var wasSent: Bool {
        if case .refused = self { return false }
        return true
    }

    package var delivery: Delivery? {
        switch self {
        case .refused: nil
        case .failed(let delivery, _), .answered(let delivery, _, _): delivery
        }
    }

    package var request: HTTPRequest? { delivery?.request }
    /// Read in place, as ``status`` is: going through ``delivery`` or ``response`` copies the whole value (every field
    /// retained) to hand out one number, which a smoke run's per-case report paid four times a case.
    package var attempts: Int {
        switch self {
        case .refused: 0
        case .failed(let delivery, _), .answered(let delivery, _, _): delivery.attempts
        }
    }

    /// The response's status, when there was a response.
    package var status: Int? {
        if case .answered(_, let response, _) = self { return response.status }
        return nil
    }

    package var response: HTTPResponse? {
        if case .answered(_, let response, _) = self { return response }
        return nil
    }

    /// The verdict on the response, when there was one.
    package var outcome: Outcome? {
        if case .answered(_, _, let outcome) = self { return outcome }
        return nil
    }
}
