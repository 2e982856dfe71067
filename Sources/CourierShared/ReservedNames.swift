/// The long names of the options every Courier command accepts, without dashes, in the order help lists them.
///
/// Declared here, not in the CLI, because the build tool (`courier-commands`, built for the host) must refuse a
/// route option named like one of the ``reserved`` few, and it cannot link the CLI. The CLI declares each option under its
/// case here (`GlobalOptions`), so a global option exists only once it has a case, and a case only once it is declared.
package enum GlobalOptionName: String, CaseIterable, Sendable {
    case env, baseURL = "base-url", serviceURL = "service-url", token, tokenFile = "token-file", save, sessionStore = "session-store", account, user, passwordFile = "password-file", loginFile = "login-file", netrc, netrcFile = "netrc-file", cookieJar = "cookie-jar", header, timeout
    case connectTimeout = "connect-timeout", retry, noRetry = "no-retry", follow, cacert, cert, certType = "cert-type", key, keyType = "key-type", pass, insecure, proxy, noProxy = "no-proxy"
    case keylog, maxBody = "max-body", compressed, download, output, select, color, noEnvelope = "no-envelope"
    case all, maxPages = "max-pages", maxItems = "max-items"
    case noContract = "no-contract", stub, stubDir = "stub-dir", record, recordOverwrite = "record-overwrite", dryRun = "dry-run", curl, showSecrets = "show-secrets", verbose, help
    case helpAll = "help-all", version

    /// The globals no command's own option may take. Any other global is shadowed in an action whose route has an
    /// option of its name (the route's option wins after the action's name; the global is given before it), so a
    /// team's router compiles unchanged when Courier adds a global. These two cannot be: `--help` and `--help-all`
    /// are found anywhere on a line before the parser knows which command's options apply (`HelpRequest`), and
    /// they are a user's one way to learn any command, so they must mean help after every command's name.
    /// (`--version` may be shadowed: it is an ordinary option to the walk, and `courier --version` still works.)
    package static let reserved: [GlobalOptionName] = [.help, .helpAll]
}

/// The first words Courier's own commands take (and `help`), which no command group may take.
///
/// Here for the same reason as ``GlobalOptionName``: the build tool refuses a router whose group is one of them.
/// `init` is reserved even in a team's CLI, which does not offer it, so a group never changes meaning between the two;
/// `import` (a HAR as a smoke plan) before its command is written, so no team's group takes the name meanwhile.
package enum BuiltinCommandName: String, CaseIterable, Sendable {
    case request, routes, describe, openapi, mcp, smoke, diff, match, `import`, config, auth, completion, `init`, help
}
