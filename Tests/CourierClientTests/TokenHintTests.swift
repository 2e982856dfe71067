import CourierCore
import Testing
@testable import CourierClient

/// The 401 hint is decided in one place, from what was sent and the server's challenge.
struct TokenHintTests {
    struct Probe: Route {
        var requiresAuth: Bool
        var method: HTTPMethod { .get }
        var path: [PathSegment] { ["x"] }
    }

    static func unauthorized(challenge: String?) -> Outcome {
        var outcome = Outcome(body: .empty, error: .response(.status(401, phrase: "Unauthorized", serverMessage: nil, location: nil, code: nil)))
        outcome.challenge = challenge
        return outcome
    }

    @Test(arguments: [
        // --user was sent: its pair was refused, whatever the challenge.
        (TokenHintPlugin(tokenSource: nil, hasToken: false, sentBasic: true), true, "Basic realm=x", ErrorWording.basicRefused),
        // Nothing sent, the server asks for Basic: name it, not COURIER_TOKEN.
        (TokenHintPlugin(tokenSource: nil, hasToken: false), true, "Basic realm=x", ErrorWording.challenge(scheme: "Basic")),
        (TokenHintPlugin(tokenSource: nil, hasToken: false), false, "Digest realm=x", ErrorWording.challenge(scheme: "Digest")),
        // The API declares Basic: the same hint without a challenge.
        (TokenHintPlugin(tokenSource: nil, hasToken: false, apiAsksBasic: true), true, nil, ErrorWording.challenge(scheme: "Basic")),
        // A bearer challenge, or none, on a route that sends the token: how to set one, or that it was refused.
        (TokenHintPlugin(tokenSource: nil, hasToken: false), true, "Bearer", ErrorWording.unauthorized(tokenSource: nil, hasToken: false)),
        (TokenHintPlugin(tokenSource: "COURIER_TOKEN", hasToken: true), true, "Basic realm=x",
         ErrorWording.unauthorized(tokenSource: "COURIER_TOKEN", hasToken: true)),
        // A login's own 401, no challenge: no hint.
        (TokenHintPlugin(tokenSource: nil, hasToken: true), false, nil, nil),
    ] as [(TokenHintPlugin, Bool, String?, String?)])
    func theHintFollowsWhatWasSentAndWhatTheServerAsked(plugin: TokenHintPlugin, requiresAuth: Bool, challenge: String?, hint: String?) {
        #expect(plugin.process(Self.unauthorized(challenge: challenge), route: Probe(requiresAuth: requiresAuth)).error?.hint == hint)
    }

    @Test func anAPIDeclaringBasicSendsAStoredTokenAsBasic() throws {
        let request = HTTPRequest(method: .get, url: "http://api.test/x", origin: .environment)
        let prepared = try AuthPlugin(scheme: .basic, token: "YTpi").prepare(request, route: Probe(requiresAuth: true))
        #expect(prepared.headers["Authorization"] == "Basic YTpi")
    }
}
