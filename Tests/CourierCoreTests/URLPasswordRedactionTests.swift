import Testing
@testable import CourierCore

/// A URL's password is hidden wherever an error words the URL; only the authority's userinfo is a password.
struct URLPasswordRedactionTests {
    @Test(arguments: [
        ("http://alice:SECRET@host/x", "http://alice:[redacted]@host/x"),
        ("http://u:p@ss@host:8080/x", "http://u:[redacted]@host:8080/x"),
        ("http://alice@host/x", "http://alice@host/x"),
        ("http://host/a:b@c", "http://host/a:b@c"),
        ("http://host:8080/x?to=u:p@h", "http://host:8080/x?to=u:p@h"),
        ("http://alice:@host/", "http://alice:@host/"),
    ])
    func onlyTheUserinfoPasswordIsRedacted(url: String, shown: String) {
        #expect(Redaction.redactingPassword(url) == shown)
    }

    /// The front ends' reasons that word a URL (`courier init --courier-url`) are checked in their own tests.
    @Test func everyErrorThatWordsAURLRedactsItsPassword() {
        let url = "http://bob:pw-1@host/x"
        let reasons: [CourierError.Reason] = [
            .usage(.notAbsoluteURL(url)),
            .config(.baseURL(url, environment: "dev")), .request(.notAbsoluteURL(url)), .request(.emptySegment(url: url)),
            .redirect(.unsupportedScheme(location: url)), .redirect(.tooMany(max: 1, last: url)),
        ]
        for reason in reasons {
            let message = CourierError(reason).message
            #expect(!message.contains("pw-1") && message.contains("bob:[redacted]@"), "\(message)")
        }
    }
}
