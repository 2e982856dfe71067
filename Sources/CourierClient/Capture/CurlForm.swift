import CourierCore

/// The values of curl's body options, as curl turns them into what it sends: `-d`'s kinds and `-F`'s parts.
enum CurlForm {
    /// One `-d` value as curl sends it; `@FILE` (where that kind reads one) is refused, never read.
    ///
    /// `--data-urlencode` encodes as curl does (RFC 3986 unreserved characters kept, every other byte `%XX`):
    /// `content` and `=content` send `content` encoded, `name=content` sends `name=` and `content` encoded.
    static func data(_ value: String, kind: CurlData, option: String) throws(CaptureReason) -> String {
        switch kind {
        case .raw: return value
        case .data, .binary, .json:
            if value.hasPrefix("@") { throw .readsFile(option: option, path: String(value.dropFirst())) }
            return value
        case .urlencode:
            let equals = value.firstIndex(of: "=")
            if let at = value.firstIndex(of: "@"), equals.map({ at < $0 }) ?? true {
                throw .readsFile(option: option, path: String(value[value.index(after: at)...]))
            }
            guard let equals else { return PercentEncoding.encode(value) }
            let name = value[..<equals]
            let content = PercentEncoding.encode(String(value[value.index(after: equals)...]))
            return name.isEmpty ? content : name + "=" + content
        }
    }

    /// One `-F name=value` part. `name=@path` (a file sent as a file) and `name=<path` (its text as the field) are
    /// kept as file parts naming their path, never read: the file is the user's, not the capture's. `;type=` and
    /// `;filename=` after a file's path set its content type and file name. With `literal` (`--form-string`) the
    /// value is text whatever it starts with.
    static func part(_ text: String, literal: Bool) throws(CaptureReason) -> MultipartPart {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { throw .badFormPart(text) }
        let name = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard !literal, let first = value.first, first == "@" || first == "<" else { return .field(name: name, value: value) }
        var parameters = value.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let path = unquoted(parameters.removeFirst())  // Postman writes file=@"/path/to/file"
        var type = "application/octet-stream"
        var filename = first == "@" ? String(path.split(separator: "/").last ?? "") : ""
        for parameter in parameters {
            if parameter.hasPrefix("type=") { type = String(parameter.dropFirst(5)) }
            if parameter.hasPrefix("filename=") { filename = unquoted(String(parameter.dropFirst(9))) }
        }
        return .file(name: name, path: path, filename: filename, contentType: type)
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}
