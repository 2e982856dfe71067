import Arguments
import CourierCore

/// The options every command accepts, anywhere on the line. Declared once, here.
///
/// `.passedOn()` marks those `courier smoke` passes on to each case that does not set them itself.
enum GlobalOptions {
    /// The transfer limits' defaults are Core's (``TransportOptions``); help prints them from there.
    private static let defaults = TransportOptions()

    static let env: Option<String> = .optional("env", short: "e", help: "The environment to call (listed by 'courier --help').", valueName: "name").fromEnvironment("COURIER_ENV").passedOn()
    static let baseURL: Option<String> = .optional("base-url", help: "Call this base URL instead of the environment's.", valueName: "url").fromEnvironment("COURIER_BASE_URL").passedOn()
    static let serviceURL: Option<String> = .repeated("service-url", help: "Call this base URL for one of the environment's services: 'name=url'.", valueName: "name=url").passedOn()
    static let token: Option<String> = .optional("token", help: "The auth token; '-' reads it from stdin. A literal value warns: argv is visible to other users.", valueName: "token", acceptsStdin: true).fromEnvironment("COURIER_TOKEN").passedOn()
    static let tokenFile: Option<FilePath> = .optional("token-file", help: "Read the auth token from a file.", valueName: "path").fromEnvironment("COURIER_TOKEN_FILE").passedOn()
    static let header: Option<String> = .repeated("header", short: "H", help: "Add a request header 'Name: value'.", valueName: "header").passedOn()
    static let timeout: Option<Double> = .optional("timeout", default: defaults.totalTimeout.shortText, help: "Seconds one attempt may take.", valueName: "seconds", range: 0.001...86_400).passedOn()
    static let connectTimeout: Option<Double> = .optional("connect-timeout", default: defaults.connectTimeout.shortText, help: "Seconds to wait for the connection.", valueName: "seconds", range: 0.001...86_400).passedOn()
    static let retry: Option<Int> = .optional("retry", default: String(RetryPolicy.default.maxRetries), help: "Retries for idempotent requests on connect, timeout and I/O failures and on " + Self.listed(RetryPolicy.default.retryableStatuses) + ".", valueName: "count", range: 0...10).passedOn()
    static let noRetry: Option<Bool> = .flag("no-retry", help: "Never retry (same as --retry 0).").passedOn()
    static let follow: Option<Bool> = .flag("follow", help: "Follow up to 10 redirects (http and https only; secrets are dropped on a hop to another origin).").passedOn()
    static let cacert: Option<FilePath> = .optional("cacert", help: "Verify TLS servers with the CA certificates in this PEM file.", valueName: "file").passedOn()
    static let insecure: Option<Bool> = .flag("insecure", help: "Do not verify TLS certificates (warns, and is recorded in the output).").passedOn()
    static let proxy: Option<String> = .optional("proxy", help: "Send calls through this proxy URL (http, https, socks4, socks5). Without it: http_proxy, https_proxy, ALL_PROXY and no_proxy, as curl reads them.", valueName: "url").passedOn()
    static let noProxy: Option<Bool> = .flag("no-proxy", help: "Go direct: ignore http_proxy, https_proxy and ALL_PROXY.").passedOn()
    static let keylog: Option<FilePath> = .optional("keylog", help: "Write TLS session keys to this file (for Wireshark; warns). SSLKEYLOGFILE is ignored.", valueName: "file")
    static let maxBody: Option<ByteSize> = .optional("max-body", default: ByteSize(bytes: defaults.maxBodyBytes).text, help: "The most response bytes kept in memory; past it, transport.io.", valueName: "size").passedOn()
    static let output: Option<OutputMode> = .optional("output", short: "o", default: "full", help: "What to print: the full document, the envelope, its data, the raw body, the headers, the status, or the document on one line.", valueName: "mode")
    static let select: Option<String> = .optional("select", help: "Print one value of the document: a string raw, anything else as JSON (data[0].no, headers.content-type, error.category).", valueName: "path")
    static let color: Option<ColorMode> = .optional("color", default: "auto", help: "Color JSON: auto (a terminal, unless NO_COLOR or TERM=dumb), always, never.", valueName: "when")
    static let download: Option<String> = .optional("download", help: "Stream a successful body to this file; the output reports its size and SHA-256.", valueName: "file")
    static let compressed: Option<Bool> = .flag("compressed", help: "Ask for a compressed response; the decoded size is still capped by --max-body.").passedOn()
    static let noEnvelope: Option<Bool> = .flag("no-envelope", help: "Judge the response by its HTTP status alone and print the body as it is (JSON, text or base64).").fromEnvironment("COURIER_NO_ENVELOPE").passedOn()
    static let noContract: Option<Bool> = .flag("no-contract", help: "Do not check the envelope's data against the route's model.").passedOn()
    static let stub: Option<String> = .optionalValue("stub", help: "Answer from the route's sample response (the first, or the one named) instead of the network.", valueName: "name").passedOn()
    static let dryRun: Option<Bool> = .flag("dry-run", help: "Print the request that would be sent, and send nothing.")
    static let curl: Option<Bool> = .flag("curl", help: "Print an equivalent curl command line (secrets redacted), and send nothing.")
    static let showSecrets: Option<Bool> = .flag("show-secrets", help: "With --curl: print secrets instead of redacting them.")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Add the route, request, redirects, timings and attempts to the output.").passedOn()
    static let help: Option<Bool> = .flag("help", short: "h", help: "Show help for the command.", isTerminal: true)
    static let helpAll: Option<Bool> = .flag("help-all", help: "Show help for the command with every global option.", isTerminal: true)
    static let version: Option<Bool> = .flag("version", help: "Print Courier's version.", isTerminal: true)

    static let all: [OptionDeclaration] = ([
        env, baseURL, serviceURL, token, tokenFile, header, timeout, connectTimeout, retry, noRetry, follow, cacert, insecure, proxy, noProxy, keylog, maxBody,
        compressed, download, output, select, color, noEnvelope, noContract, stub, dryRun, curl, showSecrets, verbose, help, helpAll, version,
    ] as [any DeclaresOption]).map { $0.declaration }

    /// `1, 2, 3`: written out by hand, since the generic `joined(separator:)` costs 0.1 M instructions at
    /// its first use, and every start builds this help.
    private static func listed(_ numbers: [Int]) -> String {
        var text = ""
        for number in numbers {
            if !text.isEmpty { text += ", " }
            text += String(number)
        }
        return text
    }
}
