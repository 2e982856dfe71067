import Testing
@testable import CourierCore

/// Warnings are data worded in one place: each with the exact line it gives (the sentences Courier
/// printed before they became data), control characters in evidence escaped.
struct WarningWordingTests {
    @Test(arguments: [
        (Warning.insecureTLS, "--insecure: TLS certificates are not verified; anyone on the path can read and change this call"),
        (.literalToken(variable: "COURIER_TOKEN"), "a token given on the command line is visible to other users in the process list; prefer COURIER_TOKEN or --token-file"),
        // `-u NAME:@FILE` would send '@FILE' as the password: the advice is the way -u takes a password unseen.
        (.literalUserPassword(variable: "SHOP_PASSWORD"),
         "-u NAME:PASSWORD given on the command line is visible to other users in the process list; give -u NAME alone (the password then comes from --password-file, SHOP_PASSWORD or a prompt)"),
        (.literalSecretOption(name: "password"),
         "--password given on the command line is visible to other users in the process list; prefer '-' (stdin) or @FILE"),
        (.tokenThroughPlainProxy(proxy: "http://u:[redacted]@proxy:3128", source: "HTTP_PROXY"),
         "the token goes over plain HTTP through proxy http://u:[redacted]@proxy:3128 (from HTTP_PROXY), which can read it; use https, or --no-proxy"),
        (.keyLog(path: "/tmp/keys\n.log"), "--keylog: TLS session keys are written to '/tmp/keys\\x0a.log'; anyone who can read it can decrypt these calls"),
        (.readableTokenFile(path: "/home/a/.token", mode: 0o644), "token file '/home/a/.token' is readable by other users (mode 0644); run chmod 600 on it"),
        (.untrustedConfig(path: "./courier.json", ignored: ["baseURL", "tokenFile"]),
         "./courier.json is not trusted, so it may not change where calls go or read secrets: ignored baseURL, tokenFile (run 'courier config trust' to trust it as it is now)"),
    ])
    func eachWarningHasItsLine(warning: Warning, line: String) {
        #expect(ErrorWording.message(for: warning) == line)
    }
}
