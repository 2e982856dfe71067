import CourierPlatform
import Arguments
import CourierCore
import CourierClient
import CourierShared

/// Who calls are made as, from the command line: `--session-store` and `--save`, `--cookie-jar`, the token's flags,
/// variables and files, `--user` with its password, netrc, `--login-file`, and the secret options' values.
extension Credentials {
    /// The token, secret options and secret headers' credentials for `target`.
    /// - Parameters:
    ///   - configOrigin: where the environment's `tokenFile` stands in a config file, if it does.
    ///   - loadsSession: whether the stored session is read (a keyring lookup runs secret-tool); `false` for a
    ///     command that sends nothing.
    static func resolve(_ values: ParsedValues, target: Target, variables: ProcessEnvironment = ProcessEnvironment([:]), configOrigin: ValueOrigin?,
                        loadsSession: Bool = true, warnings: inout [Warning]) throws(CourierError) -> Credentials {
        var credentials = Credentials(secretHeaders: SecretHeaders(api: target.api))
        let storeKind = values.optional(GlobalOptions.sessionStore) ?? .default
        do throws(CourierError) {
            credentials.sessions = try storeKind.store(api: target.api, variables: variables)
        } catch {
            credentials.storeProblem = error
            // A file store with nowhere to be has no session to send; a keyring chosen but unusable is refused where
            // a session would be sent, as a broken session file is.
            if storeKind != .file { credentials.sessionProblem = error }
        }
        credentials.savesSession = values.flag(GlobalOptions.save)
        if let path = values.optional(GlobalOptions.cookieJar) {
            credentials.cookieJar = try CookieJarFile.load(path)
            credentials.add(secrets: credentials.cookieJar?.jar.secrets ?? [])
        }
        try credentials.resolveToken(values, target: target, tokenVariable: variables.name(.token), configOrigin: configOrigin, loadsSession: loadsSession,
                                     warnings: &warnings)
        try credentials.resolveUser(values, target: target, variables: variables, warnings: &warnings)
        if let file = values.optional(GlobalOptions.loginFile) {
            credentials.relogin = try Self.loginPair(file.path)
            credentials.add(secrets: [credentials.relogin!.password, credentials.relogin!.name + ":" + credentials.relogin!.password])
        }
        // Secret options' values and secret headers' credentials join the secrets; a secret option written
        // in argv warns, as a literal token does.
        var found: [String] = []
        // A route's own secret option is scrubbed whatever its name (it may shadow --token or --user); the global
        // --token and --user were learned above, with their own warnings.
        let learnedGlobals = [GlobalOptions.token.declaration.name, GlobalOptions.user.declaration.name]
        for (scope, skipped) in [(values.command, []), (values.global, learnedGlobals)] {
            for name in scope.secretNames.sorted() where !skipped.contains(name) {
                let given = scope.elements[name] ?? []
                found += given.map(\.text) + (scope.fromEnvironment[name].map { [$0.text] } ?? [])
                if given.contains(where: { $0.origin.isLiteral }) { warnings.append(.literalSecretOption(name: name)) }
            }
        }
        for field in target.environment.headers.fields + target.extraHeaders.fields where credentials.secretHeaders.contains(field.name) {
            found += Redaction.credentials(in: field.value)
        }
        credentials.add(secrets: found)
        return credentials
    }

    /// `--user`, else `--netrc`/`--netrc-file`: the one Basic pair, checked and learned as a secret once.
    private mutating func resolveUser(_ values: ParsedValues, target: Target, variables: ProcessEnvironment, warnings: inout [Warning]) throws(CourierError) {
        guard let (pair, source) = try Self.basicPair(values, target: target, variables: variables, warnings: &warnings) else { return }
        guard pair.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .config(.tokenControlCharacter(source: source)) }
        guard SecretSize.fits(pair) else { throw .config(.secretTooLarge(source: source, limit: SecretSize.limit)) }
        basic = pair
        basicSource = source
        add(secrets: [pair, Self.password(in: pair), Base64.encode(Array(pair.utf8))])
    }

    /// The HTTP Basic pair and where it came from: `--user name:password` (which warns: argv is visible), `--user
    /// name` with the password from `COURIER_PASSWORD` (missing there: a usage error, nothing sent), else curl's
    /// `--netrc`: the entry for the environment's host, else `default`; `nil` when none applies.
    private static func basicPair(_ values: ParsedValues, target: Target, variables: ProcessEnvironment,
                                  warnings: inout [Warning]) throws(CourierError) -> (pair: String, source: String)?
    {
        if let user = values.optional(GlobalOptions.user) {
            if user.contains(":") {
                if values.isLiteral(GlobalOptions.user) { warnings.append(.literalUserPassword(variable: variables.name(.password))) }
                return (user, "--user")
            }
            return (user + ":" + (try password(for: user, values, variables: variables)), "--user")
        }
        let netrcPath = values.optional(GlobalOptions.netrcFile)?.path ?? (values.flag(GlobalOptions.netrc) ? variables["HOME"].map { $0 + "/.netrc" } : nil)
        guard let netrcPath, let pair = try Netrc.read(netrcPath).credentials(for: target.environment.base?.parts.host ?? "") else { return nil }
        return (pair, "the netrc file")
    }

    /// The `name:password` line of a login file, refused when others may read it (as a netrc file is).
    private static func loginPair(_ path: String) throws(CourierError) -> (name: String, password: String) {
        switch UserFiles.read(path) {
        case .success(let contents):
            if contents.isReadableByOthers, let mode = contents.permissions { throw .file(FileReason(.login, path, .readableByOthers(mode: mode))) }
            guard let text = contents.text else { throw .file(FileReason(.login, path, .notUTF8)) }
            let line = text.split(separator: "\n", maxSplits: 1).first.map { String($0).trimmingWhitespace } ?? ""
            guard !line.isEmpty else { throw .file(FileReason(.login, path, .empty)) }
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { throw .file(FileReason(.login, path, .notANamePasswordLine)) }
            let password = String(line[line.index(after: colon)...])
            guard SecretSize.fits(password) else { throw .file(FileReason(.login, path, .secretTooLarge(limit: SecretSize.limit))) }
            return (String(line[..<colon]), password)
        case .failure(.interrupted): throw .interrupted()
        case .failure(let failure): throw .file(FileReason(.login, path, .cannot(.read, failure.reason)))
        }
    }

    /// The password of `--user NAME`: `--password-file FILE` (`-`: standard input), else `COURIER_PASSWORD`, else
    /// asked on the terminal (echo off) when standard input is one; never required in argv.
    /// - Throws: none of them: a usage error, nothing sent.
    private static func password(for user: String, _ values: ParsedValues, variables: ProcessEnvironment) throws(CourierError) -> String {
        if let path = values.optional(GlobalOptions.passwordFile) {
            let read = path == "-" ? UserFiles.readStandardInputBytes() : UserFiles.read(path)
            switch read {
            case .success(let contents):
                guard let text = contents.text else { throw .file(FileReason(.password, path, .notUTF8)) }
                // A file of one password others may read is refused, as netrc is (a token file only warns: it may be
                // a CI system's, shared on purpose).
                if contents.isReadableByOthers, let mode = contents.permissions { throw .file(FileReason(.password, path, .readableByOthers(mode: mode))) }
                let password = text.trimmingWhitespace
                guard !password.isEmpty else { throw .file(FileReason(.password, path, .empty)) }
                guard SecretSize.fits(password) else { throw .file(FileReason(.password, path, .secretTooLarge(limit: SecretSize.limit))) }
                return password
            case .failure(.interrupted): throw .interrupted()
            case .failure(let failure): throw .file(FileReason(.password, path, .cannot(.read, failure.reason)))
            }
        }
        if let password = variables[.password] {
            guard SecretSize.fits(password) else { throw .config(.secretTooLarge(source: variables.name(.password), limit: SecretSize.limit)) }
            return password
        }
        guard Platform.isTerminal(0) else { throw .usage(.userWithoutPassword(variable: variables.name(.password))) }
        switch Platform.readSecretLine(prompt: "Password for \(Redaction.printable(user)): ") {
        case .success(let password) where !password.isEmpty: return password
        case .failure(.interrupted): throw .interrupted()
        default: throw .usage(.userWithoutPassword(variable: variables.name(.password)))
        }
    }

    private static func password(in pair: String) -> String {
        pair.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// The token's own order: `--token-file`, `--token`, COURIER_TOKEN, COURIER_TOKEN_FILE, the environment's
    /// `tokenFile`. (Argv before variables, as everywhere; but between the two variables, the literal first.)
    private mutating func resolveToken(_ values: ParsedValues, target: Target, tokenVariable: String, configOrigin: ValueOrigin?, loadsSession: Bool,
                                       warnings: inout [Warning]) throws(CourierError)
    {
        let environment = target.environment
        if values.isGiven(GlobalOptions.token), values.isGiven(GlobalOptions.tokenFile) {
            throw .usage(.exclusive("--token", "--token-file"))
        }
        let file = values.optional(GlobalOptions.tokenFile)
        let literal = values.optional(GlobalOptions.token)
        let fileVariable = values.origin(of: GlobalOptions.tokenFile)?.environmentVariable
        let literalVariable = values.origin(of: GlobalOptions.token)?.environmentVariable
        if let file, fileVariable == nil {
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file.path, warnings: &warnings), "--token-file", values.origin(of: GlobalOptions.tokenFile))
        } else if let literal, literalVariable == nil {
            (token, tokenSource, tokenOrigin) = (literal, "--token", values.origin(of: GlobalOptions.token))
            if values.isLiteral(GlobalOptions.token) { warnings.append(.literalToken(variable: tokenVariable)) }
        } else if let literal, let literalVariable {
            (token, tokenSource, tokenOrigin) = (literal, literalVariable, values.origin(of: GlobalOptions.token))
        } else if let file, let fileVariable {
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file.path, warnings: &warnings), fileVariable, values.origin(of: GlobalOptions.tokenFile))
        } else if loadsSession, let stored = storedSession(target.sessionKey), belongs(stored, to: target) {
            (token, tokenSource, tokenOrigin) = (stored.token, sessions?.describe(target.sessionKey) ?? "the stored session", nil)
            session = stored
            add(secrets: stored.secrets)
        } else if sessionProblem == nil, let file = environment.tokenFile {
            // Below a stored session: one that cannot be read (a chosen keyring unusable, a refused file) is refused
            // where it would be sent, never replaced by the config's token behind the user's back.
            (token, tokenSource, tokenOrigin) = (try TokenFile.read(file, warnings: &warnings), "tokenFile of environment '\(environment.name)'", configOrigin)
        }
        if let token {
            guard token.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .config(.tokenControlCharacter(source: tokenSource ?? "input")) }
            guard SecretSize.fits(token) else { throw .config(.secretTooLarge(source: tokenSource ?? "input", limit: SecretSize.limit)) }
            add(secrets: [token])
        }
    }

    /// Whether `stored` may go where `target`'s calls go: the origin that granted it is one of the environment's, or
    /// (a session stored before origins were kept) the environment's base URL is its own, not `--base-url`'s. When
    /// not, it is left out, and ``sessionNote`` says so for `--verbose`.
    private mutating func belongs(_ stored: Session, to target: Target) -> Bool {
        let environment = target.environment
        let goes: Bool
        if let origin = stored.origin {
            goes = environment.origins.contains(origin)
        } else if let base = environment.base?.origin {
            goes = target.configuredOrigins?.contains(base) ?? true
        } else {
            goes = false
        }
        if !goes {
            sessionNote = ErrorWording.sessionNotSent(environment: environment.name, grantedBy: stored.origin)
        } else {
            let withheld = environment.origins.subtracting(target.sessionOrigins(grantedBy: stored.origin))
            if !withheld.isEmpty { sessionNote = ErrorWording.sessionWithheld(from: withheld.sorted()) }
        }
        return goes
    }
}
