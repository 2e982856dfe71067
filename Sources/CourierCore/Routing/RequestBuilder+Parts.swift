extension RequestBuilder {
    /// Refuses body values that end up in a header or a multipart part header: a raw body's content type
    /// (the request's `Content-Type`), and each part's name, filename and content type (its
    /// `Content-Disposition` and `Content-Type`, RFC 7578 §4.2 and §4.4). A CR or LF there would start a
    /// header of the server's choosing (`--mime $'text/plain\nX-Injected: yes'`); NUL and the other
    /// controls are refused with them. Nothing is sent.
    /// - Throws: ``CourierError`` in `request.invalid`.
    package static func validate(_ body: RequestBody) throws(CourierError) {
        switch body {
        case .none, .json, .form: return
        case .raw(_, let contentType): try check(contentType, is: .bodyContentType)
        case .multipart(let parts):
            for part in parts {
                switch part {
                case .field(let name, _):
                    try check(name, is: .fieldName(name))
                case .file(let name, _, let filename, let contentType):
                    try check(name, is: .fileName(name))
                    try check(filename, is: .filename(filename, part: name))
                    try check(contentType, is: .contentType(contentType, part: name))
                }
            }
        }
    }

    private static func check(_ value: String, is what: RequestReason.BodyHeaderText) throws(CourierError) {
        guard value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) else {
            throw .request(.controlCharacterInBodyHeader(what))
        }
    }
}
