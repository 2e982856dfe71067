import CourierCore

/// A credential a captured request carried, named by where it was and shown redacted: it never becomes a word of the
/// proposed command (the session, `--token-file` or `-u` carries it), and its value is never printed.
package struct MatchedCredential: Sendable, Equatable {
    /// `header Authorization`, `query api_key`, `body password` (``RequestSites/Place`` in words).
    package var place: String
    /// The value with its secret part written ``Redaction/placeholder``: `Bearer [redacted]`, `sid=[redacted]`.
    package var redacted: String

    /// Whether the value at `place` is a credential: a header the API or the secret-header rule names (Authorization,
    /// Cookie, X-Api-Key…), a query item or body field whose name looks like one (`password`, `api_key`).
    ///
    /// The one detector `match` asks; the capture parser's own (on ``CapturedRequest``) is swapped in here when it lands.
    package static func isCredential(_ place: RequestSites.Place, secretHeaders: SecretHeaders) -> Bool {
        switch place {
        case .header(let name): secretHeaders.contains(name)
        case .query(let name, _): SecretHeaders.looksLikeCredential(name)
        case .body(let path): SecretHeaders.looksLikeCredential(String(path.split(separator: ".").last ?? ""))
        case .method, .origin, .path: false
        }
    }

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

extension RequestSites.Place {
    /// The place in words, for `match`'s output: `header Accept`, `query page`, `query tag #2`, `body lines[0].sku`,
    /// `path segment 2`.
    package var described: String {
        switch self {
        case .method: "method"
        case .origin: "url origin"
        case .path(let index): "path segment \(index)"
        case .query(let name, let occurrence): occurrence == 0 ? "query \(name)" : "query \(name) #\(occurrence + 1)"
        case .header(let name): "header \(name)"
        case .body(let path): path.isEmpty ? "body" : "body \(path)"
        }
    }

    /// The header's name, for a header place.
    package var headerName: String? {
        if case .header(let name) = self { return name }
        return nil
    }

    /// The place as compared across two requests: a header's name in lower case (RFC 9110 §5.1; HTTP/2 captures
    /// write every name so), anything else as it is.
    package var comparable: RequestSites.Place {
        if case .header(let name) = self { return .header(name.lowercased()) }
        return self
    }
}
