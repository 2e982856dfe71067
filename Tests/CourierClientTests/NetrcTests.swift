import Testing
@testable import CourierClient

/// `.netrc` parsing as curl reads it: machine entries, `default`, `macdef` bodies skipped.
struct NetrcParsingTests {
    @Test(arguments: [
        ("machine a.example login u password p", "a.example", "u:p"),
        ("machine A.EXAMPLE login u password p", "a.example", "u:p"),
        ("machine a.example\n login u\n password p\nmachine b.example login v password q", "b.example", "v:q"),
        ("machine a.example login u password p\ndefault login d password e", "c.example", "d:e"),
        ("default login d password e\nmachine a.example login u password p", "a.example", "u:p"),
        ("macdef init\nmachine a.example login evil password x\n\nmachine a.example login u password p", "a.example", "u:p"),
    ])
    func theHostsEntryElseTheDefaultGivesTheCredentials(text: String, host: String, expected: String) {
        #expect(Netrc(parsing: text).credentials(for: host) == expected)
    }

    @Test(arguments: ["", "machine a.example login u", "machine b.example login u password p", "login u password p"])
    func noCompleteEntryForTheHostGivesNone(text: String) {
        #expect(Netrc(parsing: text).credentials(for: "a.example") == nil)
    }
}
