import Testing
@testable import CourierCore

struct ErrorCategoryTests {
    /// README's exit-code table; scripts depend on it, so a change here must be deliberate.
    @Test(arguments: [
        (ErrorCategory.usage, Int32(2)), (.config, 2), (.requestInvalid, 2), (.internal, 1),
        (.httpRedirect, 3), (.httpUnauthorized, 4), (.httpForbidden, 4), (.httpNotFound, 4), (.httpValidation, 4),
        (.httpRateLimited, 4), (.httpClient, 4), (.httpServer, 5), (.transportRedirects, 6),
        (.transportDNS, 7), (.transportConnect, 7), (.transportIO, 7), (.transportTimeout, 8), (.transportTLS, 9),
        (.decodingBody, 10), (.decodingEnvelope, 10), (.decodingModel, 10), (.business, 11), (.cancelled, 130),
    ])
    func exitCodesFollowTheDesignTable(category: ErrorCategory, code: Int32) {
        #expect(category.exitCode == code)
    }

    @Test func redactionScrubsEverySecretOccurrence() {
        #expect(Redaction.scrub("a tok-1234 b tok-1234", secrets: ["tok-1234"]) == "a [redacted] b [redacted]")
        // The forms a token takes on its way out are scrubbed too: in a query, echoed as Basic, inside JSON.
        let token = "tok/en+canary=\"42\""
        let forms = Redaction.forms(of: token)
        let encoded = PercentEncoding.encode(token), base64 = Base64.encode(Array(token.utf8))
        let json = JSONPrinter(layout: .compact).string(["token": .string(token)])
        for (text, form) in [("?access_token=\(encoded)&x=1", encoded), ("Basic \(base64)", base64), (json, #"tok/en+canary=\"42\""#)] {
            #expect(text.contains(form) && form != token, "the form really differs from the token")
            let scrubbed = Redaction.scrub(text, secrets: forms)
            #expect(scrubbed.contains(Redaction.placeholder) && !scrubbed.contains(form.dropLast(2)), "\(text) → \(scrubbed)")
        }
        #expect(Redaction.redactedValue("Bearer abc.def") == "Bearer [redacted]")
        #expect(Redaction.redactedValue("abc") == "[redacted]")
    }
}
