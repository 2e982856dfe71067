import CourierCore
import Testing
@testable import CourierClient

/// A capture's credentials are listed by where they are and what they are called, never by value.
struct CapturedCredentialTests {
    func credentials(_ line: String, secretHeaders: SecretHeaders = []) throws -> [CapturedCredential] {
        try CurlLine.request(fromLine: line).credentials(secretHeaders: secretHeaders)
    }

    @Test func authorizationKeepsItsSchemeAndCookiesAreEachListed() throws {
        let found = try credentials("curl -H 'Authorization: Bearer abc' -H 'Proxy-Authorization: Basic eHg=' -b 'sid=1; theme=dark; PHPSESSID=2' https://h/x")
        #expect(found == [
            CapturedCredential(place: .header, name: "Authorization", scheme: "Bearer"),
            CapturedCredential(place: .header, name: "Proxy-Authorization", scheme: "Basic"),
            CapturedCredential(place: .cookie, name: "sid", isSession: true),
            CapturedCredential(place: .cookie, name: "theme"),
            CapturedCredential(place: .cookie, name: "PHPSESSID", isSession: true),
        ])
    }

    @Test func secretHeadersByTheRuleAndByTheAPI() throws {
        let found = try credentials("curl -H 'X-Api-Key: k' -H 'X-Shop-Pass-Id: 1' -H 'Accept: */*' https://h/x", secretHeaders: ["X-Shop-Pass-Id"])
        #expect(found.map(\.name) == ["X-Api-Key", "X-Shop-Pass-Id"])
        #expect(found.allSatisfy { $0.scheme == nil })
    }

    @Test func aURLsCredentialSaysWhereItCameFrom() throws {
        let found = try credentials("curl https://alice:pw@h/x")
        #expect(found == [CapturedCredential(place: .header, name: "Authorization", scheme: "Basic", from: "the URL's user:password")])
    }

    @Test func credentialNamedQueryItemsAndBodyFields() throws {
        let form = try credentials("curl -d 'username=a&password=b&client_secret=c' 'https://h/x?access_token=t&page=2'")
        #expect(form == [CapturedCredential(place: .query, name: "access_token"),
                         CapturedCredential(place: .body, name: "password"), CapturedCredential(place: .body, name: "client_secret")])
        let json = try credentials(#"curl -H 'Content-Type: application/json' -d '{"user":{"name":"a","password":"b"},"items":[{"token":"t"}]}' https://h/x"#)
        #expect(json.map(\.name) == ["user.password", "items[0].token"])
    }

    @Test func theDescriptionNeverHoldsTheValue() {
        let item = CapturedCredential(place: .header, name: "Authorization", scheme: "Bearer")
        #expect(JSONPrinter(layout: .compact).string(item.json) == #"{"where":"header","name":"Authorization","scheme":"Bearer","value":"[redacted]"}"#)
    }
}
