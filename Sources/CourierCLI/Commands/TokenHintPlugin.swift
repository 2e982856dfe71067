import CourierCore

/// Says how to fix a refused or missing token, through the `process` hook (Moya's plugin shape) rather
/// than by rewriting the outcome after the pipeline: only on routes that send the token, since a login's
/// 401 is about its own credentials.
struct TokenHintPlugin: Plugin {
    /// Where the token came from (`COURIER_TOKEN`, `--token-file`…), or `nil` when none was given.
    var tokenSource: String?
    var hasToken: Bool
    /// Whether `--user` sent HTTP Basic credentials instead of the token.
    var sentBasic = false

    func process(_ outcome: Outcome, route: any Route) -> Outcome {
        guard outcome.error?.category == .httpUnauthorized, route.requiresAuth || sentBasic, outcome.error?.hint == nil else { return outcome }
        var outcome = outcome
        outcome.error?.hint = sentBasic ? ErrorWording.basicRefused : ErrorWording.unauthorized(tokenSource: tokenSource, hasToken: hasToken)
        return outcome
    }
}
