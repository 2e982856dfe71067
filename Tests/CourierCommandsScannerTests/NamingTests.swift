import Testing
@testable import CourierCommandsScanner

/// The naming rules of docs/Commands.md, as tables.
struct NamingTests {
    @Test(arguments: [
        ("OrderRouter", "order"), ("GithubAPI", "github"), ("API", "api"), ("UserApi", "user"), ("PaymentService", "payment"),
        ("FeedTarget", "feed"), ("Endpoint", "endpoint"), ("SearchEndpoint", "search"), ("OrderServiceAPI", "order-service"),
        ("Router", "router"), ("HTTPBinRouter", "http-bin"), ("Orders", "orders"), ("V2UserRouter", "v2-user"),
    ])
    func groupDropsOneSuffixAndKebabCases(type: String, group: String) {
        #expect(Naming.group(forType: type) == group)
    }

    @Test(arguments: [
        ("getPageList", "get-page-list"), ("list", "list"), ("userID", "user-id"), ("URLSession", "url-session"),
        ("snake_case_name", "snake-case-name"), ("page2", "page2"), ("getV2Items", "get-v2-items"), ("_private", "private"),
        ("HTTPStatusCode", "http-status-code"), ("a", "a"), ("ABC", "abc"), ("xmlHTTPRequest", "xml-http-request"),
    ])
    func namesAreKebabCased(name: String, kebab: String) {
        #expect(Naming.kebab(name) == kebab)
    }

    @Test(arguments: [("ls", true), ("get-page", true), ("v2", true), ("", false), ("2fa", false), ("Get", false), ("a_b", false), ("a-", false), ("a b", false)])
    func directiveNamesMustBeCommandNames(name: String, valid: Bool) {
        #expect(Naming.isValidName(name) == valid)
    }

    @Test func keywordsAreEscapedInGeneratedCalls() {
        #expect(Naming.swiftIdentifier("default") == "`default`")
        #expect(Naming.swiftIdentifier("list") == "list")
    }
}
