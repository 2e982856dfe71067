import CCurl
import CourierCore

/// Owns a `curl_slist` of request header lines and frees it in `deinit`.
///
/// It must outlive the transfer that uses it: libcurl does not copy the list.
final class HeaderList {
    private(set) var head: UnsafeMutablePointer<curl_slist>?

    /// The request's fields in curl's line syntax (`Name: value`, or `Name;` to send an empty value),
    /// then `extra` lines as they are. Each line is assembled in one reused byte buffer: formatting
    /// a String per field was a fifth of a transfer's set-up.
    init(_ headers: HTTPHeaders, extra: [String]) throws(CourierError) {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        for field in headers.fields {
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: field.name.utf8)
            if field.value.isEmpty {
                line.append(UInt8(ascii: ";"))
            } else {
                line.append(contentsOf: ": ".utf8)
                line.append(contentsOf: field.value.utf8)
            }
            line.append(0)
            try line.withUnsafeBufferPointer { bytes throws(CourierError) in
                try append(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self))
            }
        }
        for text in extra { try append(text) }
    }

    deinit { curl_slist_free_all(head) }

    private func append(_ line: UnsafePointer<CChar>) throws(CourierError) {
        guard let next = curl_slist_append(head, line) else {
            throw .internal(.headerListMemory)
        }
        head = next
    }
}
