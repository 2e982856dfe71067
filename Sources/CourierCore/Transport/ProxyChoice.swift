/// Which proxy each request goes through, decided from the request's own URL as curl decides it: an http
/// URL by `http_proxy`, an https URL by `https_proxy`, either by `all_proxy` otherwise, and a host listed
/// in `no_proxy` directly. The environment's base URL does not choose: an absolute URL given to
/// `request`, a compat route's foreign URL and a redirect hop each get their own scheme's proxy.
///
/// Why in Core: the CLI shows the proxy (`--verbose`, `--dry-run`, `--curl`) and the transport hands it to
/// libcurl; both ask ``proxy(for:)``, so the proxy shown is the one used. libcurl is given the chosen URL
/// (or "" for direct) and no `no_proxy` list of its own, so its rule cannot differ from this one.
package struct ProxyChoice: Hashable, Sendable {
    /// A proxy URL and where it came from (`--proxy`, a variable's name).
    package struct Proxy: Hashable, Sendable {
        package var url: String
        package var source: String

        package init(url: String, source: String) {
            self.url = url
            self.source = source
        }
    }

    /// For http URLs.
    package var http: Proxy?
    /// For https URLs.
    package var https: Proxy?
    /// Hosts that go direct (curl's `no_proxy` syntax); `nil` for none.
    package var bypass: String?
    /// The variable ``bypass`` came from (`no_proxy` or `NO_PROXY`).
    package var bypassSource: String
    /// Why every request goes direct when no proxy applies: `--no-proxy`, or `none`.
    package var directSource: String

    /// - Parameters:
    ///   - http: the proxy for http URLs.
    ///   - https: the proxy for https URLs.
    ///   - bypass: the `no_proxy` list, from the variable `bypassSource`.
    ///   - directSource: how a direct choice is named when neither proxy applies (`none`, `--no-proxy`).
    package init(http: Proxy? = nil, https: Proxy? = nil, bypass: String? = nil, bypassSource: String = "no_proxy", directSource: String = "none") {
        self.http = http
        self.https = https
        self.bypass = bypass
        self.bypassSource = bypassSource
        self.directSource = directSource
    }

    /// Every request direct.
    package static let direct = ProxyChoice()

    /// The proxy for `url`, or `nil` to go direct, and where that decision came from (the proxy's source,
    /// the `no_proxy` variable, or ``directSource``).
    package func proxy(for url: String) -> (url: String?, source: String) {
        // No proxy at all (the usual case): direct whatever the URL, without parsing it (twice per transfer).
        guard http != nil || https != nil else { return (nil, directSource) }
        let parts = URLParts(url)
        let scheme = parts?.scheme ?? url.prefix { $0 != ":" }.lowercased()
        guard let proxy = scheme == "https" ? https : scheme == "http" ? http : nil else { return (nil, directSource) }
        if let list = bypass, let host = parts?.host, Self.bypasses(list, host: host) { return (nil, bypassSource) }
        return (proxy.url, proxy.source)
    }

    /// Every proxy URL this choice may use (their passwords are secrets to scrub).
    package var urls: [String] { [http?.url, https?.url].compactMap(\.self) }

    /// curl's `no_proxy` rule: `*` matches every host; otherwise a comma-separated list of names that
    /// match the host itself or, as a domain, any host below it (a leading dot is optional).
    package static func bypasses(_ list: String, host: String) -> Bool {
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
}
