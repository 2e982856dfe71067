import CourierCore
import CourierShared

/// The one place that says how to fix a 401, through the `process` hook (Moya's plugin shape) rather than by
/// rewriting the outcome after the pipeline: the `--user` pair was refused; or the call sent no credentials and
/// the server's `WWW-Authenticate` asks for another scheme than a bearer token (RFC 9110 §11.6.1), which is
/// named; or a route that sends the token got none, or had it refused. A login's own 401 with no challenge gets
/// no hint: it is about the credentials in its body.
package struct TokenHintPlugin: Plugin {
    /// Where the token came from (`COURIER_TOKEN`, `--token-file`, the stored session…), or `nil` when none was given.
    package var tokenSource: String?
    package var hasToken: Bool
    /// Whether `--user` or netrc sent HTTP Basic credentials instead of the token.
    package var sentBasic = false
    /// Whether the API declares HTTP Basic (``AuthScheme/basic``): a route that needs auth then wants `-u`.
    package var apiAsksBasic = false
    /// Where the Basic pair came from (`--user`, the netrc file), which the hint names.
    package var basicSource: String?
    /// The auth header the user gave with `-H` (it replaced any token): the credential a 401 refused.
    package var givenHeader: String?
    /// The program's own variables' prefix, for the variables a hint names (`SHOP_TOKEN`).
    package var prefix = VariablePrefix.courier

    package func process(_ outcome: Outcome, route: any Route) -> Outcome {
        guard outcome.error?.category == .httpUnauthorized, outcome.error?.hint == nil else { return outcome }
        let sentCredentials = sentBasic || (hasToken && route.requiresAuth)
        let hint: (text: String, values: [String])
        if let givenHeader {
            hint = (ErrorWording.headerRefused(name: givenHeader), [givenHeader])
        } else if sentBasic {
            hint = (ErrorWording.basicRefused(from: basicSource), basicSource.map { [$0] } ?? [])
        } else if !sentCredentials, let scheme = Self.scheme(of: outcome.challenge) ?? (apiAsksBasic ? "Basic" : nil), scheme.lowercased() != "bearer" {
            hint = (ErrorWording.challenge(scheme: scheme, prefix: prefix), [scheme])
        } else if route.requiresAuth {
            hint = (ErrorWording.unauthorized(tokenSource: tokenSource, hasToken: hasToken, prefix: prefix), tokenSource.map { [$0] } ?? [])
        } else {
            return outcome
        }
        var outcome = outcome
        outcome.error?.setHint(hint.text, quoting: hint.values)
        return outcome
    }

    /// The auth scheme a `WWW-Authenticate` value names first (`Basic realm="x"` → `Basic`).
    package static func scheme(of challenge: String?) -> String? {
        challenge?.split(separator: " ").first.map(String.init)
    }
}
