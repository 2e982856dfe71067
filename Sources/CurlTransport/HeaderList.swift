import CCurl
import CourierCore

/// Owns a `curl_slist` of request header lines and frees it in `deinit`.
///
/// It must outlive the transfer that uses it: libcurl does not copy the list.
final class HeaderList {
    private(set) var head: UnsafeMutablePointer<curl_slist>?

    init(_ lines: [String]) throws(CourierError) {
        for line in lines {
            guard let next = curl_slist_append(head, line) else {
                throw CourierError(.internal, "out of memory building the header list")
            }
            head = next
        }
    }

    deinit { curl_slist_free_all(head) }

    /// curl's line syntax: `Name: value`, or `Name;` to send a header with an empty value.
    static func line(_ field: HTTPHeader) -> String {
        field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)"
    }
}
