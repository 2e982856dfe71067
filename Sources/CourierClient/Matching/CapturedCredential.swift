import CourierCore

/// A credential a captured request carried, named by where it was and shown redacted: it never becomes a word of the
/// proposed command (the session, `--token-file` or `-u` carries it), and its value is never printed.
package struct CapturedCredential: Sendable, Equatable {
    /// `header Authorization`, `query api_key`, `body password` (``RequestSites/Place`` in words).
    package var place: String
    /// The value with its secret part written ``Redaction/placeholder``: `Bearer [redacted]`, `sid=[redacted]`.
    package var redacted: String

    /// The credential at `place`, its value redacted: an Authorization scheme's word kept (`Basic [redacted]`), a
    /// cookie's names kept (`sid=[redacted]; theme=[redacted]`), anything else wholly.
    package init(place: RequestSites.Place, value: String) {
        self.place = place.described
        let lower = place.headerName?.lowercased()
        if lower == "authorization" || lower == "proxy-authorization", let space = value.firstIndex(of: " ") {
            redacted = value[..<space] + " " + Redaction.placeholder
        } else if lower == "cookie" {
            redacted = value.split(separator: ";").map { pair in
                let name = pair.prefix { $0 != "=" }.trimmingSpaces
                return name + "=" + Redaction.placeholder
            }.joined(separator: "; ")
        } else {
            redacted = Redaction.placeholder
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
