/// curl's options as a capture reads them: which part of the request each one shapes, and whether it takes the next
/// word as its value. The one table behind ``CurlLine``, short and long names side by side as curl's manual lists them.
///
/// curl has no `--option=value` form (its value is always the next word, or the rest of a short option's word:
/// `-XPOST`, `-HAccept:\ x`); short flags bundle (`-sSL`). Options that change nothing in the request — how curl
/// prints, retries, times out, verifies TLS or which HTTP version it speaks — are accepted and ignored. Options that
/// make curl read a file (`-T`, `-K`, `@FILE` values) are refused: a capture never reads the user's files.
enum CurlOption: Equatable {
    case method, header, userAgent, referer, user, cookie, url, get, head, compressed, form, formString
    /// `--url-query` (curl 7.87): a query item added to the URL, encoded as `--data-urlencode` encodes.
    case urlQuery
    case data(CurlData)
    /// Reads a file from disk whatever its value: `-T`, `-K`.
    case readsFile
    /// Changes nothing in the request.
    case ignored

    /// The option named `name` (`-X` or `--request`), with whether it takes a value; `nil` when curl has none by
    /// that name or Courier does not map it.
    static func named(_ name: String) -> (option: CurlOption, takesValue: Bool)? {
        if let option = withValue[name] { return (option, true) }
        if let option = flags[name] { return (option, false) }
        return nil
    }

    private static let withValue: [String: CurlOption] = {
        var table: [String: CurlOption] = [
            "-X": .method, "--request": .method, "-H": .header, "--header": .header,
            "-A": .userAgent, "--user-agent": .userAgent, "-e": .referer, "--referer": .referer,
            "-u": .user, "--user": .user, "-b": .cookie, "--cookie": .cookie, "--url": .url, "--url-query": .urlQuery,
            "-F": .form, "--form": .form, "--form-string": .formString,
            "-d": .data(.data), "--data": .data(.data), "--data-ascii": .data(.data), "--data-raw": .data(.raw),
            "--data-binary": .data(.binary), "--data-urlencode": .data(.urlencode), "--json": .data(.json),
            "-T": .readsFile, "--upload-file": .readsFile, "-K": .readsFile, "--config": .readsFile,
        ]
        for name in ignoredWithValue { table[name] = .ignored }
        return table
    }()

    private static let flags: [String: CurlOption] = {
        var table: [String: CurlOption] = ["-G": .get, "--get": .get, "-I": .head, "--head": .head, "--compressed": .compressed]
        for name in ignoredFlags { table[name] = .ignored }
        return table
    }()

    /// Flags that change nothing in the request Courier compares: output, progress, redirects, TLS checks, HTTP versions.
    static let ignoredFlags = [
        "-s", "--silent", "-S", "--show-error", "-L", "--location", "--location-trusted", "-k", "--insecure", "-i", "--include",
        "-v", "--verbose", "-g", "--globoff", "-f", "--fail", "--fail-with-body", "--fail-early", "-N", "--no-buffer",
        "-#", "--progress-bar", "-O", "--remote-name", "-J", "--remote-header-name", "-q", "--disable", "-4", "--ipv4",
        "-6", "--ipv6", "--http1.0", "-0", "--http1.1", "--http2", "--http2-prior-knowledge", "--http3", "--http3-only",
        "--path-as-is", "--raw", "--tr-encoding", "--no-keepalive", "--tcp-nodelay", "--tcp-fastopen", "--ssl-no-revoke",
        "--ssl-reqd", "--no-progress-meter", "--no-alpn", "--no-npn", "--no-sessionid", "--compressed-ssh", "--styled-output",
        "--no-styled-output", "--create-dirs", "--remote-time", "--xattr", "--proxy-insecure", "--digest", "--basic",
        "--ntlm", "--anyauth", "--negotiate", "--retry-connrefused", "--retry-all-errors", "--suppress-connect-headers",
    ]

    /// Options with a value that change nothing in the request: time limits, where output goes, proxies, TLS files.
    static let ignoredWithValue = [
        "-m", "--max-time", "--connect-timeout", "-o", "--output", "-w", "--write-out", "--proto-default", "--proto",
        "--proto-redir", "--retry", "--retry-delay", "--retry-max-time", "--max-redirs", "--max-filesize", "--limit-rate",
        "-D", "--dump-header", "--resolve", "--connect-to", "--interface", "--dns-servers", "-x", "--proxy", "-U",
        "--proxy-user", "--noproxy", "--cacert", "--capath", "-E", "--cert", "--key", "--cert-type", "--key-type",
        "--pass", "--ciphers", "--tls-max", "--keepalive-time", "-c", "--cookie-jar", "--trace", "--trace-ascii",
        "--stderr", "--expect100-timeout", "--happy-eyeballs-timeout-ms", "-Y", "--speed-limit", "-y", "--speed-time",
        "--output-dir", "--unix-socket", "--abstract-unix-socket", "--local-port", "--pinnedpubkey",
    ]
}

/// The kinds of `-d` curl has; each keeps or reads its value its own way.
enum CurlData: Equatable {
    /// `-d`, `--data`, `--data-ascii`: `@FILE` reads a file (refused).
    case data
    /// `--data-raw`: the value as written, `@` and all.
    case raw
    /// `--data-binary`: `@FILE` reads a file (refused).
    case binary
    /// `--data-urlencode`: `content`, `=content`, `name=content` encoded; `@FILE`, `name@FILE` read a file (refused).
    case urlencode
    /// `--json`: as `--data-binary`, and JSON's Content-Type and Accept.
    case json
}
