import CourierCore

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
