import CourierCore
import CourierShared

/// The proxies calls go through, decided by Courier and handed to libcurl explicitly, so the proxy shown
/// (`--verbose`, `--dry-run`, `--curl`, `courier config`) is the one used and libcurl reads no proxy
/// variable of its own.
///
/// `--proxy URL` wins, `--no-proxy` goes direct; otherwise the variables libcurl itself honours, chosen by
/// each request's URL as curl does (``ProxyChoice``): `http_proxy` for http (lower case only: CGI sets
/// `HTTP_PROXY` from a request header, "httpoxy"), `https_proxy` / `HTTPS_PROXY` for https, then
/// `all_proxy` / `ALL_PROXY` for either; a host listed in `no_proxy` / `NO_PROXY` goes direct.
package struct ProxySetting: Equatable {
    /// Which proxy each URL gets.
    package var choice: ProxyChoice
    /// The environment's base URL, which `courier config` and the plain-HTTP token warning speak of.
    package var base: String?

    package static let variableNames = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]
    package static let schemes: Set<String> = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]
    /// `--proxy` and `--no-proxy` as a proxy's source names them, spelled once in ``GlobalOptionName``.
    private static let proxyOption = "--" + GlobalOptionName.proxy.rawValue
    private static let noProxyOption = "--" + GlobalOptionName.noProxy.rawValue

    /// - Parameter base: the environment's checked base URL (`nil` when it is not usable: its calls are refused anyway).
    package static func resolve(flag: String?, disabled: Bool, base: BaseURL?, variables: ProcessEnvironment) throws(CourierError) -> ProxySetting {
        if let flag, disabled { throw CourierError(.proxy(ProxyReason(url: flag, source: Self.proxyOption, problem: .contradictory))) }
        if disabled { return ProxySetting(choice: ProxyChoice(directSource: Self.noProxyOption), base: base?.text) }
        if let flag {
            try validate(flag, from: Self.proxyOption)
            let proxy = ProxyChoice.Proxy(url: flag, source: Self.proxyOption)
            return ProxySetting(choice: ProxyChoice(http: proxy, https: proxy), base: base?.text)
        }
        func first(_ names: [String]) throws(CourierError) -> ProxyChoice.Proxy? {
            guard let name = names.first(where: { variables[$0] != nil }), let url = variables[name] else { return nil }
            try validate(url, from: name)
            return ProxyChoice.Proxy(url: url, source: name)
        }
        let http = try first(["http_proxy", "all_proxy", "ALL_PROXY"])
        let https = try first(["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"])
        let bypassSource = variables["no_proxy"] != nil ? "no_proxy" : "NO_PROXY"
        return ProxySetting(choice: ProxyChoice(http: http, https: https, bypass: variables[bypassSource], bypassSource: bypassSource),
                            base: base?.text)
    }

    /// A proxy URL Courier will hand on: no spaces or control characters, and a scheme libcurl speaks.
    /// A bad `--proxy` is a usage error, a bad variable a config error (``ProxyReason`` decides).
    package static func validate(_ url: String, from source: String) throws(CourierError) {
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

    /// The proxy a request to `url` goes through (`nil`: direct) and where that came from.
    package func decision(for url: String?) -> (url: String?, source: String) {
        guard let url else { return (nil, choice.directSource) }
        return choice.proxy(for: url)
    }

    /// The proxy for `url` as printed: a password in it is redacted.
    package func shown(for url: String?) -> String? { decision(for: url).url.map(Redaction.redactingPassword) }

    /// The base URL's proxy (`courier config`), as printed.
    package var shown: String? { shown(for: base) }

    /// Where the base URL's proxy (or going direct) came from.
    package var source: String { decision(for: base).source }

    /// The passwords in every proxy URL that may be used, to scrub from everything printed.
    package var passwords: [String] {
        choice.urls.compactMap { url in Redaction.passwordRange(in: url).map { String(url[$0]) } }
    }
}
