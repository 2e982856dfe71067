import Testing
import TestSupport
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

    /// Hundreds of secrets (a long-lived `courier mcp` learns one set per login), many sharing their first bytes and
    /// some one another's prefixes: the scrubber finds what a plain longest-first search at every place finds.
    @Test func hundredsOfSecretsAreScrubbedAsALongestFirstSearchWould() {
        var random = SplitMix(state: 42)
        let alphabet = Array("abcdef0123456789".utf8)
        func word(_ length: Int) -> String { String(decoding: (0..<length).map { _ in alphabet[Int(random.next() % 16)] }, as: UTF8.self) }
        var secrets = (0..<600).map { _ in "tok" + word(9) }
        secrets += secrets.prefix(60).map { $0 + word(4) }  // a longer form of a secret, found before the shorter
        secrets += secrets.prefix(20).map { String($0.prefix(6)) }  // short ones that begin the others
        var text = ""
        for index in 0..<600 { text += index % 7 == 0 ? secrets[index % secrets.count] + " " : "tok" + word(6) + " " }
        let expected = Self.longestFirst(Array(text.utf8), secrets: secrets.filter { $0.utf8.count >= SecretScrubber.minimumLength })
        #expect(SecretScrubber(secrets).scrub(text) == String(decoding: expected, as: UTF8.self))
    }

    /// The rule as written: at each place, the longest secret that matches there.
    static func longestFirst(_ bytes: [UInt8], secrets: [String]) -> [UInt8] {
        let needles = Set(secrets.map { Array($0.utf8) }).sorted { $0.count > $1.count }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let needle = needles.first(where: { bytes[index...].starts(with: $0) }) {
                out += Array(Redaction.placeholder.utf8)
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
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
