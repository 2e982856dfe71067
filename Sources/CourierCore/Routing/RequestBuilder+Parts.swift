extension RequestBuilder {
    /// Refuses body values that end up in a header or a multipart part header: a raw body's content type
    /// (the request's `Content-Type`), and each part's name, filename and content type (its
    /// `Content-Disposition` and `Content-Type`, RFC 7578 §4.2 and §4.4). A CR or LF there would start a
    /// header of the server's choosing (`--mime $'text/plain\nX-Injected: yes'`); NUL and the other
    /// controls are refused with them. Nothing is sent.
    /// - Throws: ``CourierError`` in `request.invalid`.
    public static func validate(_ body: RequestBody) throws(CourierError) {
        switch body {
        case .none, .json, .form: return
        case .raw(_, let contentType): try check(contentType, is: "the body's content type")
        case .multipart(let parts):
            for part in parts {
                switch part {
                case .field(let name, _):
                    try check(name, is: "the name of multipart field '\(Redaction.printable(name))'")
                case .file(let name, _, let filename, let contentType):
                    try check(name, is: "the name of multipart file part '\(Redaction.printable(name))'")
                    try check(filename, is: "the filename '\(Redaction.printable(filename))' of part '\(Redaction.printable(name))'")
                    try check(contentType, is: "the content type '\(Redaction.printable(contentType))' of part '\(Redaction.printable(name))'")
                }
            }
        }
    }

    private static func check(_ value: String, is what: String) throws(CourierError) {
        guard value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else {
            throw .invalid("\(what) has a control character (CR, LF, NUL…); it would change the part's headers")
        }
    }
}
