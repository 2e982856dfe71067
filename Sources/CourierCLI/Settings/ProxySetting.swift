import CourierCore

/// The proxy a call goes through, decided by Courier and handed to libcurl explicitly, so the proxy shown
/// (`--verbose`, `--dry-run`, `--curl`, `courier config`) is the one used and libcurl reads no proxy
/// variable of its own.
///
/// `--proxy URL` wins, `--no-proxy` goes direct; otherwise the variables libcurl itself honours, by the base
/// URL's scheme: `http_proxy` (lower case only: CGI sets `HTTP_PROXY` from a request header, "httpoxy"),
/// `https_proxy` / `HTTPS_PROXY`, then `all_proxy` / `ALL_PROXY`; a host listed in `no_proxy` / `NO_PROXY`
/// goes direct.
struct ProxySetting: Equatable {
    /// The proxy URL; `nil` goes direct.
    var url: String?
    /// Where it came from: `--proxy`, `--no-proxy`, a variable's name, `no_proxy`, or `none`.
    var source: String
    /// Hosts that bypass the proxy on any hop (from `no_proxy` when the proxy came from a variable).
    var bypass: String?

    static let variableNames = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]
    static let schemes: Set<String> = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    /// - Parameter base: the environment's checked base URL (`nil` when it is not usable: its calls are refused anyway).
    static func resolve(flag: String?, disabled: Bool, base: BaseURL?, variables: ProcessEnvironment) throws(CourierError) -> ProxySetting {
        if let flag, disabled { throw CourierError(.proxy(ProxyReason(url: flag, source: "--proxy", problem: .contradictory))) }
        if disabled { return ProxySetting(url: nil, source: "--no-proxy") }
        if let flag {
            try validate(flag, from: "--proxy")
            return ProxySetting(url: flag, source: "--proxy", bypass: "")
        }
        let scheme = base?.parts.scheme
        let names = (scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : scheme == "http" ? ["http_proxy"] : []) + ["all_proxy", "ALL_PROXY"]
        guard let name = names.first(where: { variables[$0] != nil }), let url = variables[name] else {
            return ProxySetting(url: nil, source: "none")
        }
        try validate(url, from: name)
        let bypass = variables["no_proxy"] ?? variables["NO_PROXY"]
        if let bypass, let host = base?.parts.host, bypasses(bypass, host: host) {
            return ProxySetting(url: nil, source: variables["no_proxy"] != nil ? "no_proxy" : "NO_PROXY", bypass: bypass)
        }
        return ProxySetting(url: url, source: name, bypass: bypass ?? "")
    }

    /// A proxy URL Courier will hand on: no spaces or control characters, and a scheme libcurl speaks.
    /// A bad `--proxy` is a usage error, a bad variable a config error (``ProxyReason`` decides).
    static func validate(_ url: String, from source: String) throws(CourierError) {
        if url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
            throw CourierError(.proxy(ProxyReason(url: url, source: source, problem: .spaceOrControl)))
        }
        if let range = url.firstRange(of: "://") {
            let scheme = url[..<range.lowerBound].lowercased()
            guard schemes.contains(scheme) else {
                throw CourierError(.proxy(ProxyReason(url: url, source: source, problem: .scheme(scheme, supported: schemes.sorted()))))
            }
        }
    }

    /// curl's `no_proxy` rule: `*` matches every host; otherwise a comma-separated list of names that
    /// match the host itself or, as a domain, any host below it (a leading dot is optional).
    static func bypasses(_ list: String, host: String) -> Bool {
        let host = String(host.lowercased().filter { $0 != "[" && $0 != "]" })
        for entry in list.split(separator: ",") {
            var name = String(entry).trimmingSpaces.lowercased()
            if name == "*" { return true }
            if name.hasPrefix(".") { name.removeFirst() }
            if name.isEmpty { continue }
            if host == name || host.hasSuffix("." + name) { return true }
        }
        return false
    }

    /// The URL as printed: a password in it is redacted.
    var shown: String? {
        guard let url else { return nil }
        return Redaction.redactingPassword(url)
    }

    /// The password in the proxy URL, if any, to scrub from everything printed.
    var password: String? {
        guard let url else { return nil }
        return Redaction.passwordRange(in: url).map { String(url[$0]) }
    }
}
