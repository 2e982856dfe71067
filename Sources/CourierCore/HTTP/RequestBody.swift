/// What a request carries. A closed set, so an enum.
public enum RequestBody: Hashable, Sendable {
    /// No body, and no `Content-Type`.
    case none
    /// Sent compactly as `application/json`, keys in the order given.
    case json(JSON)
    /// `application/x-www-form-urlencoded`.
    case form([QueryItem])
    /// `multipart/form-data`; file parts are streamed from disk by the transport.
    case multipart([MultipartPart])
    /// Bytes as they are, with their content type.
    case raw(bytes: [UInt8], contentType: String)

    /// The content type the body implies; multipart's boundary is the transport's to choose.
    package var contentType: String? {
        switch self {
        case .none: nil
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .multipart: "multipart/form-data"
        case .raw(_, let contentType): contentType
        }
    }
}

/// One part of a multipart body.
public enum MultipartPart: Hashable, Sendable {
    /// A text field.
    case field(name: String, value: String)
    /// A file read (and streamed) at send time from `path`.
    case file(name: String, path: String, filename: String, contentType: String)
}
