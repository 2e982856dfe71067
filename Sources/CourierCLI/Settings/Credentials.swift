import Arguments
import CourierCore

/// Who calls are made as, and every value that must never be printed: the token (with where it came from),
/// secret options' values and the credentials in secret headers.
struct Credentials {
    private(set) var token: String?
    /// Where the token came from (`--token-file`, `COURIER_TOKEN`, an environment's `tokenFile`), for
    /// `courier config`, warnings and the 401 hint.
    private(set) var tokenSource: String?
    /// The same place as a `ValueOrigin`, where it has one.
    private(set) var tokenOrigin: ValueOrigin?
    /// `name:password` from `--user` (the password from `COURIER_PASSWORD` when not written), sent as HTTP Basic.
    private(set) var basic: String?
    /// The one list of secret header names (``SecretHeaders``): redaction, `--curl` and redirects use it.
    let secretHeaders: SecretHeaders
    /// Every secret value, in every form it may be printed in, for scrubbing output (``SecretScrubber``). Made
    /// as secrets are found, not on each read: a smoke run reads it for every case.
    private(set) var secrets: [String] = []

    init(secretHeaders: SecretHeaders) { self.secretHeaders = secretHeaders }

    /// Adds secret values (a proxy's password, a secret option's value) in every printed form.
    mutating func add(secrets values: [String]) {
        var all = secrets
        for value in values where !value.isEmpty {
            for form in Redaction.forms(of: value) where !all.contains(form) { all.append(form) }
        }
        secrets = all
    }

    /// The token, secret options and secret headers' credentials for `target`.
    /// - Parameter configOrigin: where the environment's `tokenFile` stands in a config file, if it does.
    static func resolve(_ values: ParsedValues, target: Target, variables: ProcessEnvironment = ProcessEnvironment([:]), configOrigin: ValueOrigin?, warnings: inout [Warning]) throws(CourierError) -> Credentials {
        var credentials = Credentials(secretHeaders: SecretHeaders(api: target.api))
        try credentials.resolveToken(values, environment: target.environment, configOrigin: configOrigin, warnings: &warnings)
        try credentials.resolveUser(values, target: target, variables: variables, warnings: &warnings)
        // Secret options' values and secret headers' credentials join the secrets; a secret option written
        // in argv warns, as a literal token does.
        var found: [String] = []
        for name in values.secretOptions.sorted() where name != "token" && name != "user" {
            found += values.texts(name)
            if values.isLiteral(name) { warnings.append(.literalSecretOption(name: name)) }
        }
        for field in target.environment.headers.fields + target.extraHeaders.fields where credentials.secretHeaders.contains(field.name) {
            found += Redaction.credentials(in: field.value)
        }
        credentials.add(secrets: found)
        return credentials
    }

    /// `--user name[:password]`: a password written in argv warns, as a literal token does; without one it
    /// is read from `COURIER_PASSWORD`, and missing there it is a usage error (nothing is sent).
    private mutating func resolveUser(_ values: ParsedValues, target: Target, variables: ProcessEnvironment, warnings: inout [Warning]) throws(CourierError) {
        let netrcPath = values.optional(GlobalOptions.netrcFile)?.path ?? (values.flag(GlobalOptions.netrc) ? variables["HOME"].map { $0 + "/.netrc" } : nil)
        if values.optional(GlobalOptions.user) == nil, let netrcPath {
            // curl's --netrc: the host's entry, else `default`; a host with neither gets no credentials.
            basic = try Netrc.read(netrcPath).credentials(for: target.environment.base?.parts.host ?? "")
        }
        guard let user = values.optional(GlobalOptions.user) else {
            if let basic {
                guard basic.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .config(.tokenControlCharacter(source: "the netrc file")) }
                add(secrets: [basic, Self.password(in: basic), Base64.encode(Array(basic.utf8))])
            }
            return
        }
        if user.contains(":") {
            basic = user
            if values.isLiteral("user") { warnings.append(.literalSecretOption(name: "user")) }
        } else if let password = variables["COURIER_PASSWORD"] {
            basic = user + ":" + password
        } else {
            throw .usage(.userWithoutPassword)
        }
        if let basic {
            guard basic.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .config(.tokenControlCharacter(source: "--user")) }
            add(secrets: [basic, Self.password(in: basic), Base64.encode(Array(basic.utf8))])
        }
    }

    private static func password(in pair: String) -> String {
        pair.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// The token's own order: `--token-file`, `--token`, COURIER_TOKEN, COURIER_TOKEN_FILE, the environment's
    /// `tokenFile`. (Argv before variables, as everywhere; but between the two variables, the literal first.)
    private mutating func resolveToken(_ values: ParsedValues, environment: Environment, configOrigin: ValueOrigin?,
                                       warnings: inout [Warning]) throws(CourierError)
    {
        if values.isGiven("token"), values.isGiven("token-file") {
            throw .usage(.exclusive("--token", "--token-file"))
        }
        let file = values.optional(GlobalOptions.tokenFile)
        let literal = values.optional(GlobalOptions.token)
        let fileVariable = values.origin(of: "token-file")?.environmentVariable
        let literalVariable = values.origin(of: "token")?.environmentVariable
        if let file, fileVariable == nil {
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file.path, warnings: &warnings), "--token-file", values.origin(of: "token-file"))
        } else if let literal, literalVariable == nil {
            (token, tokenSource, tokenOrigin) = (literal, "--token", values.origin(of: "token"))
            if values.isLiteral("token") { warnings.append(.literalToken) }
        } else if let literal, let literalVariable {
            (token, tokenSource, tokenOrigin) = (literal, literalVariable, values.origin(of: "token"))
        } else if let file, let fileVariable {
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file.path, warnings: &warnings), fileVariable, values.origin(of: "token-file"))
        } else if let file = environment.tokenFile {
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file, warnings: &warnings), "tokenFile of environment '\(environment.name)'", configOrigin)
        }
        if let token {
            guard token.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .config(.tokenControlCharacter(source: tokenSource ?? "input")) }
            add(secrets: [token])
        }
    }
}

/// A token file, read through the one reader (a FIFO or device is refused, Ctrl-C honoured); a file that
/// others may read works but warns, as ssh warns about a private key.
enum TokenFile {
    static func read(_ path: String, warnings: inout [Warning]) throws(CourierError) -> String {
        switch UserFiles.read(path) {
        case .success(let contents):
            guard let text = contents.text else { throw .file(FileReason(.token, path, .notUTF8)) }
            let token = text.trimmingWhitespace
            guard !token.isEmpty else { throw .file(FileReason(.token, path, .empty)) }
            if contents.isReadableByOthers, let mode = contents.permissions {
                warnings.append(.readableTokenFile(path: path, mode: UInt32(mode)))
            }
            return token
        case .failure(.interrupted):
            throw .interrupted()
        case .failure(let failure):
            throw .file(FileReason(.token, path, .cannot(.read, failure.reason)))
        }
    }
}
