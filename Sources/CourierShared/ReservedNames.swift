/// The long names of the options every Courier command accepts, without dashes, in the order help lists them.
///
/// Declared here, not in the CLI, because the build tool (`courier-commands`, built for the host) must refuse a
/// route option that would collide with one, and it cannot link the CLI. The CLI declares each option under its
/// case here (`GlobalOptions`), so a global option exists only once it has a case, and a case only once it is declared.
package enum GlobalOptionName: String, CaseIterable, Sendable {
    case env, baseURL = "base-url", serviceURL = "service-url", token, tokenFile = "token-file", save, user, passwordFile = "password-file", netrc, netrcFile = "netrc-file", cookieJar = "cookie-jar", header, timeout
    case connectTimeout = "connect-timeout", retry, noRetry = "no-retry", follow, cacert, insecure, proxy, noProxy = "no-proxy"
    case keylog, maxBody = "max-body", compressed, download, output, select, color, noEnvelope = "no-envelope"
    case all, maxPages = "max-pages", maxItems = "max-items"
    case noContract = "no-contract", stub, stubDir = "stub-dir", record, recordOverwrite = "record-overwrite", dryRun = "dry-run", curl, showSecrets = "show-secrets", verbose, help
    case helpAll = "help-all", version
}

/// The first words Courier's own commands take (and `help`), which no command group may take.
///
/// Here for the same reason as ``GlobalOptionName``: the build tool refuses a router whose group is one of them.
/// `init` is reserved even in a team's CLI, which does not offer it, so a group never changes meaning between the two.
package enum BuiltinCommandName: String, CaseIterable, Sendable {
    case request, routes, describe, openapi, mcp, smoke, diff, config, auth, completion, `init`, help
}
