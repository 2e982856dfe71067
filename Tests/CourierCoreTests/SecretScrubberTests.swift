import Testing
@testable import CourierCore

/// The one scrubber's two rules, as every printer (stdout, stderr, `--curl`, JUnit) applies them.
struct SecretScrubberTests {
    @Test(arguments: [
        // Under 4 bytes is never a secret worth scrubbing (it would redact every `abc` of a body).
        ("abc and abcd", ["abc", "abcd"], "abc and [redacted]"),
        // Longest first: the base64 form is not cut by the token inside it.
        ("x tok-1234-b64 y tok-1234", ["tok-1234", "tok-1234-b64"], "x [redacted] y [redacted]"),
        ("x tok-1234-b64 y tok-1234", ["tok-1234-b64", "tok-1234"], "x [redacted] y [redacted]"),
        // Wherever it stands, repeated, at both ends, beside multi-byte text.
        ("tok-1234tok-1234", ["tok-1234"], "[redacted][redacted]"),
        ("é tok-1234 中", ["tok-1234"], "é [redacted] 中"),
        ("nothing here", [], "nothing here"),
    ])
    func replacesEverySecretLongestFirstFromFourBytes(text: String, secrets: [String], expected: String) {
        let scrubber = SecretScrubber(secrets)
        #expect(scrubber.scrub(text) == expected)
        #expect(scrubber.scrub(Array(text.utf8)) == Array(expected.utf8))
        #expect(Redaction.scrub(text, secrets: secrets) == expected)
    }

    @Test func theLongestSecretSetsWhatAStreamHoldsBack() {
        #expect(SecretScrubber(["abc", "abcd", "tok-1234"]).longest == 8)
        #expect(SecretScrubber(["abc"]).isEmpty)
        #expect(SecretScrubber(["abc"]).longest == 0)
    }

    /// An error handed to code (a route client's) loses a secret its words hold, and keeps its category; one that
    /// holds none is kept whole.
    @Test func anErrorHandedToCodeHoldsNoSecret() {
        let error = CourierError(.response(.status(401, phrase: "Unauthorized", serverMessage: "token tok-5678 expired", location: nil, code: 40006)))
        let scrubbed = error.scrubbed(of: ["tok-5678"])
        #expect(error.message.contains("tok-5678"), "the test's error holds the secret: \(error.message)")
        #expect(!scrubbed.message.contains("tok-5678") && scrubbed.message.contains("[redacted] expired"), "\(scrubbed.message)")
        #expect(scrubbed.category == .httpUnauthorized)
        #expect(!scrubbed.description.contains("tok-5678"))
        #expect(error.scrubbed(of: ["other-secret"]) == error)
        #expect(error.scrubbed(of: []) == error)
    }
}
