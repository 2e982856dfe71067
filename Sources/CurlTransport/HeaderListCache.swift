import CourierCore

/// The last header list a ``CurlMulti`` built, given again to the next transfer whose lines are the same.
///
/// Why: a smoke run sends the same header lines case after case (the plugins' defaults, the token), and building
/// the `curl_slist` (a Swift string and two C allocations per line) anew was paid by every case. libcurl
/// only reads the list, so transfers in flight at once may share one; each holds it (a class) until it ends.
final class HeaderListCache {
    private var last: (headers: HTTPHeaders, extra: [String], list: HeaderList)?

    /// The list for `headers` then `extra`: the last one when both are equal to its own, else a new one, kept.
    func list(_ headers: HTTPHeaders, extra: [String]) throws(CourierError) -> HeaderList {
        if let last, last.headers == headers, last.extra == extra { return last.list }
        let list = try HeaderList(headers, extra: extra)
        last = (headers, extra, list)
        return list
    }
}
