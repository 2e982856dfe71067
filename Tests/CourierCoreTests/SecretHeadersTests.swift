import Testing
@testable import CourierCore

/// The one rule for secret header names, the base64 forms of a secret, and escaping for terminals.
struct SecretHeadersTests {
    @Test(arguments: [
        ("Authorization", true), ("proxy-authorization", true), ("Cookie", true), ("Set-Cookie", true), ("X-Api-Key", true),
        ("X-API-KEY", true), ("api_key", true), ("X-Apikey", true), ("X-Auth-Token", true), ("X-Token", true), ("X-CSRF-Token", true),
        ("X-Client-Secret", true), ("X-Password", true), ("X-Session-Id", true), ("X-Amz-Security-Token", true),
        ("Accept", false), ("Content-Type", false), ("X-Trace", false), ("User-Agent", false), ("X-Keyboard", false), ("X-Request-Id", false),
        // `author` is a word of its own; `authorization` and an `auth` elsewhere in the name are not.
        ("author", false), ("authorId", false), ("X-Authority", false), ("coauthors", false), ("X-Authorisation", true), ("oauth_token", true),
        ("author-auth", true), ("authCode", true),
        // A short password word is secret as the whole name or its last word, not as the start of another word.
        ("pw", true), ("PWD", true), ("user_pw", true), ("X-Pass", true), ("new-pin", true), ("otp", true),
        ("passenger", false), ("X-Pinned", false), ("pwa", false), ("compass", false), ("X-Bypass-Cache", false),
    ])
    func namesThatLookLikeCredentialsAreSecret(name: String, secret: Bool) {
        #expect(SecretHeaders().contains(name) == secret)
    }

    /// Names are compared without regard to case; a non-ASCII name is lowercased as Unicode first (KELVIN SIGN is `k`).
    @Test(arguments: [("X-API-\u{212A}EY", true), ("x-\u{212A}eyboard", false), ("Über-Token", true), ("Über-Trace", false), ("AUTH", true), ("x-sessio", false)])
    func anyCaseOfANameIsJudgedByTheSameRule(name: String, secret: Bool) {
        #expect(SecretHeaders().contains(name) == secret)
        #expect(SecretHeaders.looksLikeCredential(name) == secret)
    }

    @Test func theAPIsDeclaredHeadersAndItsAuthHeaderAreSecret() {
        let api = APIDescription(name: "shop", environments: [], defaultEnvironment: "x", auth: .header("X-Shop-Sig"), secretHeaders: ["X-Tenant"])
        let names = SecretHeaders(api: api)
        #expect(names.contains("x-shop-sig") && names.contains("X-TENANT"))
        #expect(!SecretHeaders().contains("X-Shop-Sig"))
        #expect(!names.contains("X-Trace"))
    }

    /// Redirects use the same rule: the API's auth header and any credential-looking name are dropped.
    @Test func aCrossOriginHopDropsEveryHeaderTheRuleFindsSecret() throws {
        let api = APIDescription(name: "shop", environments: [], defaultEnvironment: "x", auth: .header("X-Shop-Sig"))
        let policy = RedirectPolicy(maxHops: 3, secretHeaders: SecretHeaders(api: api))
        let headers: HTTPHeaders = ["X-Shop-Sig": "s", "X-Api-Key": "k", "X-My-Token": "t", "Authorization": "Bearer b", "X-Trace": "keep"]
        let request = HTTPRequest(method: .get, url: "http://127.0.0.1:1/a", headers: headers, body: .none)
        let step = policy.next(after: HTTPResponse(status: 302, headers: ["Location": "http://127.0.0.1:2/b"]), to: request, hops: 0)
        guard case .follow(let next) = step else { Issue.record("did not follow"); return }
        #expect(next.headers.fields.map(\.name) == ["X-Trace"])
    }

    /// Base64 of a body with the secret at each offset, with and without bytes after it: scrubbing with
    /// the secret's forms leaves no alignment that decodes to the secret's inner bytes.
    @Test(arguments: 0..<3, [4, 5, 6, 7, 20, 21, 22])
    func everyBase64AlignmentOfASecretIsScrubbed(offset: Int, length: Int) {
        let secret = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(($0 * 7) % 26))) })
        let forms = Redaction.forms(of: secret)
        for after in [[UInt8](), [0xFE], [0xFE, 0xFD], [0xFE, 0xFD, 0xFC]] {
            let body = [UInt8](repeating: 0xFF, count: 3 + offset) + Array(secret.utf8) + after
            let printed = Base64.encode(body)
            let scrubbed = Redaction.scrub(printed, secrets: forms)
            #expect(scrubbed.contains(Redaction.placeholder), "\(printed)")
            #expect(!reveals(Array(secret.utf8), in: scrubbed), "\(printed) → \(scrubbed)")
        }
    }

    /// The same, decoding every run of base64 characters from each of its four phases.
    func reveals(_ secret: [UInt8], in text: String) -> Bool {
        let inner = Array(secret.dropFirst().dropLast())
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let runs = text.utf8.split { !alphabet.contains($0) }.map { $0.map { UInt32(alphabet.firstIndex(of: $0)!) } }
        for run in runs {
            for start in 0..<min(4, run.count) {
                var bytes: [UInt8] = [], bits: UInt32 = 0, count = 0
                for value in run[start...] {
                    bits = bits << 6 | value
                    count += 6
                    if count >= 8 { count -= 8; bytes.append(UInt8((bits >> UInt32(count)) & 0xFF)) }
                }
                if bytes.count >= inner.count, (0...(bytes.count - inner.count)).contains(where: { bytes[$0..<$0 + inner.count].elementsEqual(inner) }) {
                    return true
                }
            }
        }
        return false
    }

    @Test(arguments: [
        ("plain", "plain"), ("a\u{1B}[2Jb", "a\\x1b[2Jb"), ("line\ncourier: forged", "line\\x0acourier: forged"), ("cr\r", "cr\\x0d"),
        ("del\u{7F}", "del\\x7f"), ("c1 \u{9B}31m", "c1 \\x9b31m"), ("bidi \u{202E}x\u{2066}", "bidi \\u{202e}x\\u{2066}"), ("é中", "é中"),
    ])
    func printableEscapesEveryControlCharacter(text: String, expected: String) {
        #expect(Redaction.printable(text) == expected)
    }

    @Test func aSchemeCredentialIsASecretOfItsOwn() {
        #expect(Redaction.credentials(in: "Bearer abc.def") == ["Bearer abc.def", "abc.def"])
        #expect(Redaction.credentials(in: "k-123") == ["k-123"])
    }
}
