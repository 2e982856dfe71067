import Testing
@testable import CourierCore

/// An error is scrubbed of the secrets its evidence carries, where that evidence stands, and never of Courier's own
/// words: a password that is an ordinary word blanked inside a fixed sentence shows what it is (issue 42, finding 15).
struct ErrorEvidenceTests {
    private func unauthorized(serverMessage: String) -> CourierError {
        CourierError(.response(.status(401, phrase: "Unauthorized", serverMessage: serverMessage, location: nil, code: nil)))
    }

    @Test func aSecretInCouriersOwnHintIsKeptAndTheServersEchoOfItBlanked() {
        var error = unauthorized(serverMessage: "Basic credentials required")
        error.setHint(ErrorWording.basicRefused, quoting: [])
        let line = ErrorWording.line(for: error)
        #expect(error.scrubbing(line, of: ["credentials"])
            == "http.unauthorized: HTTP 401 Unauthorized: Basic [redacted] required (the --user credentials were refused)")
    }

    @Test func aSecretTheErrorDoesNotCarryLeavesItsWordsAlone() {
        let error = unauthorized(serverMessage: "try again")
        #expect(error.carriedSecrets(of: ["Unauthorized2", "again"]) == ["again"])
        #expect(error.scrubbing(error.message, of: ["Unauthorized"]) == "HTTP 401 [redacted]: try again")
        #expect(error.scrubbing(error.message, of: ["HTTP"]) == "HTTP 401 Unauthorized: try again")
    }

    @Test func aHintsQuotedValueIsEvidenceAndAHintWithoutValuesIsEvidenceWhole() {
        var quoted = unauthorized(serverMessage: "no")
        quoted.setHint("the server asks for credentials credentials", quoting: ["credentials"])
        #expect(quoted.scrubbing(quoted.hint ?? "", of: ["credentials"]) == "the server asks for [redacted] [redacted]")
        // A hint from outside Courier (a team's plugin) is a value itself: its every word may be the secret.
        let outside = CourierError(.httpUnauthorized, "refused", hint: "ask the admins")
        #expect(outside.scrubbing(outside.hint ?? "", of: ["admins"]) == "ask the [redacted]")
    }

    @Test func aSecretThatIsNoPlainWordIsBlankedWhereverItStands() {
        // A token-shaped secret outside the evidence as shown may be evidence the wording changed: blanked anyway.
        let error = CourierError(.transport(.curl(code: 7, text: "Couldn't connect to tok-42x", category: .transportConnect)))
        #expect(error.scrubbing("tok-42x said tok-42x", of: ["tok-42x"]) == "[redacted] said [redacted]")
        // A plain word inside a longer word is not Courier's word standing alone: blanked.
        let server = unauthorized(serverMessage: "server said no")
        #expect(server.scrubbing("servers said", of: ["server"]) == "[redacted]s said")
    }

    @Test func evidenceShownDecodedOrEscapedIsStillFound() {
        let error = CourierError(.request(.notAbsoluteURL("x/%73ecret")))
        #expect(error.carriedSecrets(of: ["secret"]) == ["secret"])
        #expect(error.scrubbing("the x/secret one", of: ["secret"]) == "the x/[redacted] one")
    }
}
