import CourierCore

/// A Moya multipart upload as Courier's body, laid out as Alamofire's `MultipartFormData` lays it out.
///
/// Parts Courier's transport can stream (text fields, files) become ``RequestBody/multipart(_:)``, and libcurl
/// picks the boundary. A part it cannot express — bytes with a file name or type, or bytes that are not UTF-8 —
/// makes the whole body raw bytes in Alamofire's layout, with a boundary derived from the content (Alamofire's
/// is random), so `--dry-run` shows the same bytes on every run.
enum MultipartBody {
    /// - Returns: The body, and the Content-Type to set when it is raw.
    /// - Throws: ``CourierError`` in `request.invalid` for stream parts and unreadable files.
    static func make(_ parts: [MultipartFormData]) throws(CourierError) -> (body: RequestBody, contentType: String?) {
        if let simple = streamable(parts) { return (.multipart(simple), nil) }
        var encoded: [(headers: String, bytes: [UInt8])] = []
        for part in parts {
            switch part.provider {
            case .data(let data):
                encoded.append((headers(name: part.name, fileName: part.fileName, mimeType: part.mimeType), Array(data)))
            case .file(let url):
                let (fileName, mimeType) = fileDescription(part, url: url)
                encoded.append((headers(name: part.name, fileName: fileName, mimeType: mimeType), try read(url)))
            case .stream:
                throw .request(.streamPart(part.name))
            }
        }
        var digest = SHA256()
        encoded.forEach { digest.update(Array($0.headers.utf8) + $0.bytes) }
        let boundary = "alamofire.boundary." + digest.finalize().prefix(16)
        var body: [UInt8] = []
        for (index, part) in encoded.enumerated() {
            body += Array((index == 0 ? "--\(boundary)\r\n" : "\r\n--\(boundary)\r\n").utf8)
            body += Array(part.headers.utf8) + part.bytes
        }
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        let contentType = "multipart/form-data; boundary=\(boundary)"
        return (.raw(bytes: body, contentType: contentType), contentType)
    }

    /// Courier parts when every part is a UTF-8 field without file name or type, or a file.
    private static func streamable(_ parts: [MultipartFormData]) -> [MultipartPart]? {
        var result: [MultipartPart] = []
        for part in parts {
            switch part.provider {
            case .data(let data):
                guard part.fileName == nil, part.mimeType == nil, let text = String(data: data, encoding: .utf8) else { return nil }
                result.append(.field(name: part.name, value: text))
            case .file(let url):
                let (fileName, mimeType) = fileDescription(part, url: url)
                result.append(.file(name: part.name, path: url.path, filename: fileName, contentType: mimeType))
            case .stream:
                return nil
            }
        }
        return result
    }

    /// Alamofire takes both the file name and the type as given only when both are; otherwise it derives both.
    private static func fileDescription(_ part: MultipartFormData, url: URL) -> (String, String) {
        if let fileName = part.fileName, let mimeType = part.mimeType { return (fileName, mimeType) }
        return (url.lastPathComponent, MIMEType.forPathExtension(url.pathExtension))
    }

    private static func headers(name: String, fileName: String?, mimeType: String?) -> String {
        var disposition = "form-data; name=\"\(name)\""
        if let fileName { disposition += "; filename=\"\(fileName)\"" }
        var text = "Content-Disposition: \(disposition)\r\n"
        if let mimeType { text += "Content-Type: \(mimeType)\r\n" }
        return text + "\r\n"
    }

    static func read(_ url: URL) throws(CourierError) -> [UInt8] {
        guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else {
            throw .request(.unreadableUploadFile(url.path))
        }
        return Array(data)
    }
}

/// The MIME types Apple's UTType gives the common extensions (Alamofire asks UTType; unknown → octet-stream).
enum MIMEType {
    static let byExtension: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic",
        "webp": "image/webp", "pdf": "application/pdf", "json": "application/json", "txt": "text/plain",
        "html": "text/html", "csv": "text/csv", "xml": "application/xml", "zip": "application/zip",
        "mp4": "video/mp4", "mov": "video/quicktime", "mp3": "audio/mpeg", "m4a": "audio/mp4",
    ]

    static func forPathExtension(_ pathExtension: String) -> String {
        byExtension[pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
