import Arguments
import CourierCore
import CourierShared
import CourierClient

/// The options every command accepts, anywhere on the line. Declared once, here, each under its name in
/// ``GlobalOptionName`` (which the build tool reads too, to refuse a route option that collides with one).
///
/// `.passedOn()` marks those `courier smoke` passes on to each case that does not set them itself; `.global()` makes each
/// handle read the global's value, never that of a route's own option of the same name (which shadows it in its action).
enum GlobalOptions {
    /// The transfer limits' defaults are Core's (``TransportOptions``); help prints them from there.
    private static let defaults = TransportOptions()

    static let env: Option<String> = .optional(Name.env.rawValue, short: "e", help: "The environment to call (listed by --help).", valueName: "name").fromEnvironment(ProgramVariable.env.rawValue).passedOn().global()
    static let account: Option<String> = .optional(Name.account.rawValue, help: "Use the session stored for this account of the environment (an admin and a customer side by side); login --save writes it.", valueName: "name").fromEnvironment(ProgramVariable.account.rawValue).passedOn().global()
    static let baseURL: Option<String> = .optional(Name.baseURL.rawValue, help: "Call this base URL instead of the environment's.", valueName: "url").fromEnvironment(ProgramVariable.baseURL.rawValue).passedOn().global()
    static let serviceURL: Option<String> = .repeated(Name.serviceURL.rawValue, help: "Call this base URL for one of the environment's services: 'name=url'.", valueName: "name=url").passedOn().global()
    static let token: Option<String> = .optional(Name.token.rawValue, help: "The auth token; '-' reads it from stdin. A literal value warns: argv is visible to other users.", valueName: "token", acceptsStdin: true).fromEnvironment(ProgramVariable.token.rawValue).passedOn().global()
    static let tokenFile: Option<FilePath> = .optional(Name.tokenFile.rawValue, help: "Read the auth token from a file.", valueName: "path").fromEnvironment(ProgramVariable.tokenFile.rawValue).passedOn().global()
    static let save: Option<Bool> = .flag(Name.save.rawValue, help: "Keep the session a login's response gives (for the API and environment); later calls that need auth send it without --token.").global()
    static let sessionStore: Option<SessionStoreKind> = .optional(Name.sessionStore.rawValue, default: SessionStoreKind.default.rawValue, help: "Where --save keeps sessions and calls find them: file ($XDG_STATE_HOME/<program>/sessions) keyring (the secret service, through secret-tool: Linux) or keychain (the login Keychain: macOS); never a file instead.", valueName: "store").fromEnvironment(ProgramVariable.sessionStore.rawValue).passedOn().global()
    static let user: Option<String> = .optional(Name.user.rawValue, short: "u", help: "Send HTTP Basic credentials 'name[:password]' (RFC 7617) instead of the token; without ':password' it comes from --password-file, COURIER_PASSWORD or a prompt.", valueName: "name[:password]", secret: true).passedOn().global()
    static let passwordFile: Option<String> = .optional(Name.passwordFile.rawValue, help: "Read the --user password from this file ('-': standard input); on a terminal without it, Courier asks.", valueName: "file").global()
    static let loginFile: Option<FilePath> = .optional(Name.loginFile.rawValue, help: "The 'name:password' (one line, mode 0600) to log in again with when a call's session is refused or none is stored, if the API declares its login for it.", valueName: "file").fromEnvironment(ProgramVariable.loginFile.rawValue).passedOn().global()
    static let netrc: Option<Bool> = .flag(Name.netrc.rawValue, help: "Take the --user credentials for the environment's host from ~/.netrc (refused if others may read it).").passedOn().global()
    static let netrcFile: Option<FilePath> = .optional(Name.netrcFile.rawValue, help: "As --netrc, from this file.", valueName: "file").passedOn().global()
    static let cookieJar: Option<String> = .optional(Name.cookieJar.rawValue, help: "Send the cookies of this file where they belong and keep the ones answers set, as curl -b FILE -c FILE (Netscape format, mode 0600).", valueName: "file").global()
    static let header: Option<String> = .repeated(Name.header.rawValue, short: "H", help: "Add a request header 'Name: value'.", valueName: "header").passedOn().global()
    static let timeout: Option<Double> = .optional(Name.timeout.rawValue, default: defaults.totalTimeout.shortText, help: "Seconds one attempt may take.", valueName: "seconds", range: 0.001...86_400).alias("max-time").passedOn().global()
    static let connectTimeout: Option<Double> = .optional(Name.connectTimeout.rawValue, default: defaults.connectTimeout.shortText, help: "Seconds to wait for the connection.", valueName: "seconds", range: 0.001...86_400).passedOn().global()
    static let retry: Option<Int> = .optional(Name.retry.rawValue, default: String(RetryPolicy.default.maxRetries), help: "Retries for idempotent requests on connect, timeout and I/O failures and on " + Self.listed(RetryPolicy.default.retryableStatuses) + ".", valueName: "count", range: 0...10).passedOn().global()
    static let noRetry: Option<Bool> = .flag(Name.noRetry.rawValue, help: "Never retry (same as --retry 0).").passedOn().global()
    static let follow: Option<Bool> = .flag(Name.follow.rawValue, short: "L", help: "Follow up to 10 redirects (http and https only; secrets are dropped on a hop to another origin).").passedOn().global()
    static let cacert: Option<FilePath> = .optional(Name.cacert.rawValue, help: "Verify TLS servers with the CA certificates in this PEM file.", valueName: "file").passedOn().global()
    static let cert: Option<String> = .optional(Name.cert.rawValue, help: "Prove who you are to a server that asks (mutual TLS) with this client certificate, as curl's --cert ('\\:' for a ':' in the path; a ':password' suffix warns: argv is visible to other users).", valueName: "file").passedOn().global()
    static let certType: Option<CertificateFileType> = .optional(Name.certType.rawValue, help: "The --cert file's type: PEM (the default), DER or P12.", valueName: "type").passedOn().global()
    static let key: Option<FilePath> = .optional(Name.key.rawValue, help: "The --cert certificate's private key, when it is not in the certificate's file.", valueName: "file").passedOn().global()
    static let keyType: Option<KeyFileType> = .optional(Name.keyType.rawValue, help: "The --key file's type: PEM (the default) or DER.", valueName: "type").passedOn().global()
    static let pass: Option<String> = .optional(Name.pass.rawValue, help: "The passphrase of the --key (or P12) file; '-' reads it from stdin (asked on a terminal). A literal value warns: argv is visible to other users.", valueName: "phrase").fromEnvironment(ProgramVariable.certPassword.rawValue).passedOn().global()
    static let insecure: Option<Bool> = .flag(Name.insecure.rawValue, help: "Do not verify TLS certificates (warns, and is recorded in the output).").passedOn().global()
    static let proxy: Option<String> = .optional(Name.proxy.rawValue, help: "Send calls through this proxy URL (http, https, socks4, socks5). Without it: http_proxy, https_proxy, ALL_PROXY and no_proxy, as curl reads them.", valueName: "url").passedOn().global()
    static let noProxy: Option<Bool> = .flag(Name.noProxy.rawValue, help: "Go direct: ignore http_proxy, https_proxy and ALL_PROXY.").passedOn().global()
    static let keylog: Option<FilePath> = .optional(Name.keylog.rawValue, help: "Write TLS session keys to this file (for Wireshark; warns). SSLKEYLOGFILE is ignored.", valueName: "file").global()
    static let maxBody: Option<ByteSize> = .optional(Name.maxBody.rawValue, default: ByteSize(bytes: defaults.maxBodyBytes).text, help: "The most response bytes kept in memory; past it, transport.io.", valueName: "size").passedOn().global()
    static let output: Option<OutputMode> = .optional(Name.output.rawValue, short: "o", default: OutputMode.default.rawValue, help: "What to print: the full document, the envelope, its data, the raw body, the headers, the status, or the document on one line.", valueName: "mode").global()
    static let select: Option<String> = .optional(Name.select.rawValue, help: "Print one value of the document: a string raw, anything else as JSON (data[0].no, headers.content-type, error.category).", valueName: "path").global()
    static let color: Option<ColorMode> = .optional(Name.color.rawValue, default: ColorMode.default.rawValue, help: "Color JSON: auto (a terminal, unless NO_COLOR or TERM=dumb), always, never.", valueName: "when").global()
    static let download: Option<String> = .optional(Name.download.rawValue, help: "Stream a successful body to this file; the output reports its size and SHA-256.", valueName: "file").global()
    static let compressed: Option<Bool> = .flag(Name.compressed.rawValue, help: "Ask for a compressed response; the decoded size is still capped by --max-body.").passedOn().global()
    static let noEnvelope: Option<Bool> = .flag(Name.noEnvelope.rawValue, help: "Judge the response by its HTTP status alone and print the body as it is (JSON, text or base64).").fromEnvironment(ProgramVariable.noEnvelope.rawValue).passedOn().global()
    static let allPages: Option<Bool> = .flag(Name.all.rawValue, help: "Fetch every page of a list (as the route declares its pages; 'request' follows Link headers) and print one document with every page's items; with -o ndjson, one item a line as pages arrive.").global()
    static let maxPages: Option<Int> = .optional(Name.maxPages.rawValue, default: String(PageOptions.defaultMaxPages), help: "The most pages --all fetches.", valueName: "count", range: 1...1_000_000).global()
    static let maxItems: Option<Int> = .optional(Name.maxItems.rawValue, help: "The most items --all keeps; it stops there.", valueName: "count", range: 1...1_000_000_000).global()
    static let noContract: Option<Bool> = .flag(Name.noContract.rawValue, help: "Do not check the envelope's data against the route's model.").passedOn().global()
    static let stub: Option<String> = .optionalValue(Name.stub.rawValue, help: "Answer from the route's sample response (the first, or the one named) instead of the network.", valueName: "name").passedOn().global()
    static let stubDir: Option<String> = .optional(Name.stubDir.rawValue, help: "Answer from the samples --record wrote in this directory (this call's, or the one --stub names), else from the route's own; implies --stub.", valueName: "dir").passedOn().global()
    static let record: Option<String> = .optional(Name.record.rawValue, help: "Write each response as a sample in this directory (DIR/group/action/NAME.json, secrets scrubbed, volatile headers dropped) for --stub-dir.", valueName: "dir").passedOn().global()
    static let recordOverwrite: Option<Bool> = .flag(Name.recordOverwrite.rawValue, help: "With --record: record into a directory that holds files Courier did not record.").passedOn().global()
    static let dryRun: Option<Bool> = .flag(Name.dryRun.rawValue, help: "Print the request that would be sent, and send nothing.").global()
    static let curl: Option<Bool> = .flag(Name.curl.rawValue, help: "Print an equivalent curl command line (secrets redacted), and send nothing.").global()
    static let showSecrets: Option<Bool> = .flag(Name.showSecrets.rawValue, help: "With --curl: print secrets instead of redacting them.").global()
    static let verbose: Option<Bool> = .flag(Name.verbose.rawValue, short: "v", help: "Add the route, request, redirects, timings and attempts to the output.").passedOn().global()
    static let help: Option<Bool> = .flag(Name.help.rawValue, short: "h", help: "Show help for the command.", isTerminal: true).global()
    static let helpAll: Option<Bool> = .flag(Name.helpAll.rawValue, help: "Show help for the command with every global option.", isTerminal: true).global()
    static let version: Option<Bool> = .flag(Name.version.rawValue, help: "Print Courier's version.", isTerminal: true).global()

    private typealias Name = GlobalOptionName

    /// Every global option, in ``GlobalOptionName``'s order (help's): a case there without a declaration here,
    /// or the other way round, does not compile.
    static let all: [OptionDeclaration] = GlobalOptionName.allCases.map { option(named: $0).declaration }

    /// ``all`` as `program`'s help and completions show them: every variable an option reads or its help names
    /// (each a ``ProgramVariable``) under the program's own name (`SHOP_ENV`, `SHOP_PASSWORD`), which it reads first.
    static func all(for program: String) -> [OptionDeclaration] {
        let prefix = VariablePrefix(program: program)
        guard prefix != .courier else { return all }
        return ProcessEnvironment([:], prefix: prefix).naming(all).map { declaration in
            var renamed = declaration
            renamed.help = declaration.help.replacing(VariablePrefix.courier.text, with: prefix.text)
            return renamed
        }
    }

    private static func option(named name: GlobalOptionName) -> any DeclaresOption {
        switch name {
        case .env: env
        case .account: account
        case .baseURL: baseURL
        case .serviceURL: serviceURL
        case .token: token
        case .tokenFile: tokenFile
        case .save: save
        case .sessionStore: sessionStore
        case .user: user
        case .passwordFile: passwordFile
        case .loginFile: loginFile
        case .netrc: netrc
        case .netrcFile: netrcFile
        case .cookieJar: cookieJar
        case .header: header
        case .timeout: timeout
        case .connectTimeout: connectTimeout
        case .retry: retry
        case .noRetry: noRetry
        case .follow: follow
        case .cacert: cacert
        case .cert: cert
        case .certType: certType
        case .key: key
        case .keyType: keyType
        case .pass: pass
        case .insecure: insecure
        case .proxy: proxy
        case .noProxy: noProxy
        case .keylog: keylog
        case .maxBody: maxBody
        case .output: output
        case .select: select
        case .color: color
        case .download: download
        case .compressed: compressed
        case .noEnvelope: noEnvelope
        case .all: allPages
        case .maxPages: maxPages
        case .maxItems: maxItems
        case .noContract: noContract
        case .stub: stub
        case .stubDir: stubDir
        case .record: record
        case .recordOverwrite: recordOverwrite
        case .dryRun: dryRun
        case .curl: curl
        case .showSecrets: showSecrets
        case .verbose: verbose
        case .help: help
        case .helpAll: helpAll
        case .version: version
        }
    }

    /// `1, 2, 3`: written out by hand, since the generic `joined(separator:)` scans the program's conformances
    /// at its first use, and every start builds this help.
    private static func listed(_ numbers: [Int]) -> String {
        var text = ""
        for number in numbers {
            if !text.isEmpty { text += ", " }
            text += String(number)
        }
        return text
    }
}

extension GlobalOptions {
    /// `--password-file -` where standard input is not the user's to give (MCP's protocol, a plan's run, a team's
    /// test): the parser's `-` values read through the caller's source, but the password file is read by the
    /// credentials themselves, so it is refused here, naming whose input it is.
    static func standardInputPassword(in values: ParsedValues, owner: UsageReason.StandardInputOwner) -> CourierError? {
        values.optional(passwordFile) == "-" ? .usage(.standardInputTaken(word: "--password-file -", owner: owner)) : nil
    }
}
