/// What the request of a page after the first changes: one query parameter (a page number, a cursor), or the
/// whole URL (a `Link` target). Applied by ``Pipeline/prepare(_:in:)`` to the built request before the plugins
/// run, so every page goes through the same plugins, credentials and checks as the first.
package enum NextPage: Sendable, Hashable {
    /// Replaces every query item named `name` (decoded) with `name=value`, or appends it.
    case query(name: String, value: String)
    /// Sends to this absolute URL instead; the caller has checked it is on the first page's origin.
    case url(String)

    /// The request with this page's change; the new URL is checked as a router's URL is.
    /// - Throws: `request.invalid` for a URL with control characters, dot or empty segments.
    package func apply(to request: HTTPRequest) throws(CourierError) -> HTTPRequest {
        var request = request
        switch self {
        case .url(let url):
            try RequestBuilder.checkBuiltURL(url)
            request.url = url
        case .query(let name, let value):
            request.url = Self.setting(name, value, in: request.url)
        }
        return request
    }

    /// The value of the first query item named `name` in `url`, both decoded; `nil` when there is none.
    package static func queryValue(_ name: String, in url: String) -> String? {
        let withoutFragment = url.prefix { $0 != "#" }
        guard let queryStart = withoutFragment.firstIndex(of: "?") else { return nil }
        for item in withoutFragment[withoutFragment.index(after: queryStart)...].split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard (PercentEncoding.decode(String(pair[0])) ?? String(pair[0])) == name else { continue }
            let value = pair.count > 1 ? String(pair[1]).replacingPlus : ""
            return PercentEncoding.decode(value) ?? value
        }
        return nil
    }

    /// `url` with the query parameter `name` set to `value`: earlier items of that name dropped, the others kept in order.
    package static func setting(_ name: String, _ value: String, in url: String) -> String {
        let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
        let withoutFragment = url[..<fragmentStart]
        let queryStart = withoutFragment.firstIndex(of: "?")
        let base = queryStart.map { withoutFragment[..<$0] } ?? withoutFragment
        var items: [Substring] = []
        if let queryStart {
            for item in withoutFragment[withoutFragment.index(after: queryStart)...].split(separator: "&") {
                let itemName = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? item
                if (PercentEncoding.decode(String(itemName)) ?? String(itemName)) != name { items.append(item) }
            }
        }
        let added = [QueryItem(name, value)].percentEncoded
        return base + "?" + (items.map(String.init) + [added]).joined(separator: "&")
    }
}

private extension String {
    /// `+` as a space, as a form-encoded query writes it (a cursor a server put in a query).
    var replacingPlus: String { String(map { $0 == "+" ? " " : $0 }) }
}
