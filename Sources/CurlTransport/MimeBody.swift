import CCurl
import CourierCore

/// Owns a `curl_mime` multipart body. File parts are streamed from disk (``UploadFile``), never loaded whole.
final class MimeBody {
    let raw: OpaquePointer
    /// The file parts; libcurl only points at them, so they live as long as the body.
    private var files: [UploadFile] = []

    /// Why a file part aborted the transfer, if one did.
    var uploadProblem: FileReason? { files.lazy.compactMap(\.problem).first }

    init(parts: [MultipartPart], handle: EasyHandle) throws(CourierError) {
        guard let mime = curl_mime_init(handle.raw) else { throw .internal(.curlRefused(.mimeInit, text: "", curlCode: nil)) }
        raw = mime
        for part in parts {
            guard let entry = curl_mime_addpart(mime) else { throw .internal(.curlRefused(.mimePart, text: "", curlCode: nil)) }
            switch part {
            case .field(let name, let value):
                try check(curl_mime_name(entry, name), what: "field name")
                let bytes = Array(value.utf8)
                try check(curl_mime_data(entry, bytes.map { CChar(bitPattern: $0) }, bytes.count), what: "field \(name)")
            case .file(let name, let path, let filename, let contentType):
                try check(curl_mime_name(entry, name), what: "field name")
                let file = try UploadFile(path: path)
                files.append(file)
                try check(curl_mime_data_cb(entry, curl_off_t(file.size), UploadFile.readCallback, UploadFile.seekCallback, nil,
                                            Unmanaged.passUnretained(file).toOpaque()), what: "file \(path)")
                try check(curl_mime_filename(entry, filename), what: "file name")
                try check(curl_mime_type(entry, contentType), what: "content type")
            }
        }
    }

    deinit { curl_mime_free(raw) }

    private func check(_ code: CURLcode, what: String) throws(CourierError) {
        guard code != CURLE_OK else { return }
        throw .internal(.curlRefused(.multipart(what), text: String(cString: curl_easy_strerror(code)), curlCode: Int(code.rawValue)))
    }
}
