import CourierShared
/// Hints: how to fix it, shown after the message in parentheses and as the document's `hint`.
extension ErrorWording {
    /// The hint a reason always carries; `nil` for most.
    package static func hint(for reason: CourierError.Reason) -> String? {
        switch reason {
        case .transport(.bodyOverLimit): "raise it with --max-body"
        case .config(.malformedTrustRecord): "remove the file to trust nothing, then 'courier config trust' again"
        case .session(let reason): hint(for: reason)
        case .module(let value): value.reason.hint
        default: nil
        }
    }

    /// The hint for a name that is not known: the closest known one, or them all.
    package static func suggestion(_ closest: String?, known: [String]) -> String {
        closest.map { "did you mean '\($0)'?" } ?? "known: " + known.joined(separator: ", ")
    }

    /// A 401 on a route that sends the token: the token from `source` was refused, or none was sent (`nil`): then
    /// the hint names the program's own token variable (`prefix`'s: `SHOP_TOKEN`).
    package static func unauthorized(tokenSource source: String?, hasToken: Bool, prefix: VariablePrefix = .courier) -> String {
        hasToken ? "the token from \(source ?? "input") was refused"
            : "no token was sent: set \(prefix.name(.token)), or use --token-file PATH or --token -"
    }

    /// A 401 whose `WWW-Authenticate` asks for `scheme` (not a bearer token), to a call that sent no credentials.
    /// The password variable named is the program's own (`prefix`'s).
    package static func challenge(scheme: String, prefix: VariablePrefix = .courier) -> String {
        scheme.lowercased() == "basic"
            ? "the server asks for Basic credentials (WWW-Authenticate): give -u NAME (its password from --password-file, \(prefix.name(.password)) or a prompt) or --netrc"
            : "the server asks for \(Redaction.printable(scheme)) credentials (WWW-Authenticate), which Courier does not send"
    }

    /// A 404 from a base URL given by `source` (`--base-url`, `COURIER_BASE_URL`) whose path lacks `path`, the one the
    /// environment's own base URL `declared` has.
    package static func baseURLLacksPath(declared: String, path: String, source: String, given: String) -> String {
        let fixed = (given.hasSuffix("/") ? String(given.dropLast()) : given) + path
        return "the environment's base URL \(Redaction.printable(declared)) has the path \(Redaction.printable(path)), which \(source) "
            + "\(Redaction.printable(given)) lacks: try \(Redaction.printable(fixed))"
    }

    /// `config`: the base URL variable `variable` was set but not used, because `--env` chose the environment.
    package static func baseURLVariableIgnored(_ variable: String) -> String {
        "\(variable) is the default environment's base URL; --env chose the environment, so its own base URL is called"
    }

    /// A 401 to the HTTP Basic credentials `--user` sent.
    package static let basicRefused = "the --user credentials were refused"

    /// A 401 to the HTTP Basic credentials from `source` (`--user`, the netrc file): the hint names where they came from.
    package static func basicRefused(from source: String?) -> String {
        source == nil || source == "--user" ? basicRefused : "the Basic credentials from \(source ?? "") were refused"
    }

    /// A 401 to a call whose credential was the user's own `-H NAME: …`, which replaced any token or session.
    package static func headerRefused(name: String) -> String {
        "the \(Redaction.printable(name)) header given with -H was refused"
    }

    /// Where the token came from after this call renewed its session: the hint of a retry refused again must name the
    /// renewed session, not the one stored before (or none).
    package static func renewedSession(byLogin: Bool) -> String {
        byLogin ? "the session the login file's login gave" : "the session the refresh gave"
    }

    /// `--verbose`: the environment's stored session was granted by another origin than the call's, so it was not sent.
    package static func sessionNotSent(environment: String, grantedBy origin: String?) -> String {
        let granted = origin.map { "was granted by \(Redaction.printable($0))" } ?? "predates granting origins and belongs to its environment's own base URL"
        return "the session stored for environment \(quoted(environment)) \(granted), not this base URL's origin: it was not sent"
    }

    /// `--verbose`: the stored session goes to the call's base URL, but not to `origins`, set on the command line
    /// for the environment's services.
    package static func sessionWithheld(from origins: [String]) -> String {
        "the stored session is not sent to \(origins.map(Redaction.printable).joined(separator: ", ")): given on the command line, not by the origin that granted it"
    }

    /// A body on the API's own origin that is not its envelope.
    package static let notAnEnvelope = "this endpoint does not answer in the API's envelope: add --no-envelope to judge it by its status"

    /// Nothing listens where the environment points: its note says how to start it.
    package static func environmentNote(_ environment: String, note: String) -> String {
        "environment '\(environment)' is \(note)"
    }
}

extension ErrorWording {
    /// The words of a warning, for the `courier: warning: …` line.
    /// - Parameter value: applied to each value the user or a server gave (a path, a URL, a cookie's name) before it
    ///   is quoted: the console scrubs secrets there, never in this fixed wording, where a secret that is an
    ///   ordinary word ("other") would be blanked and so revealed.
    package static func message(for warning: Warning, value: (String) -> String = { $0 }) -> String {
        switch warning {
        case .insecureTLS:
            "--insecure: TLS certificates are not verified; anyone on the path can read and change this call"
        case .literalToken(let variable):
            "a token given on the command line is visible to other users in the process list; prefer \(variable) or --token-file"
        case .literalUserPassword(let variable):
            "-u NAME:PASSWORD given on the command line is visible to other users in the process list; give -u NAME alone (the password then comes from --password-file, \(variable) or a prompt)"
        case .literalSecretOption(let name):
            "--\(name) given on the command line is visible to other users in the process list; prefer '-' (stdin) or @FILE"
        case .tokenThroughPlainProxy(let proxy, let source):
            "the token goes over plain HTTP through proxy \(Redaction.printable(value(proxy))) (from \(source)), which can read it; use https, or --no-proxy"
        case .keyLog(let path):
            "--keylog: TLS session keys are written to \(quoted(value(path))); anyone who can read it can decrypt these calls"
        case .readableTokenFile(let path, let mode):
            "token file \(quoted(value(path))) is readable by other users (mode \(octal(mode))); run chmod 600 on it"
        case .foreignCookie(let name, let url):
            "\(Redaction.printable(value(Redaction.redactingPassword(url)))) set cookie \(quoted(value(name))) for a domain its host is not in; it was not kept"
        case .untrustedConfig(let path, let ignored):
            // The keys named, not all of a file's: a cloned repository's may hold thousands (`courier config` lists them).
            "\(Redaction.printable(value(path))) is not trusted, so it may not change where calls go or read secrets: ignored "
                + ignored.prefix(5).map { Redaction.printable(value($0)) }.joined(separator: ", ")
                + (ignored.count > 5 ? " and \(ignored.count - 5) more" : "") + " (run 'courier config trust' to trust it as it is now)"
        case .pagesLeft(let option, let limit, let items): pagesLeftMessage(option: option, limit: limit, items: items)
        }
    }

    /// `0644`: permission bits as chmod takes them, four digits.
    static func octal(_ mode: UInt32) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
