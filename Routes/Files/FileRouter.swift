import Courier

/// What the demo API says about an uploaded file; `data` of `files upload`.
public struct UploadedFile: Codable, Sendable, Equatable {
    public var name: String
    public var size: Int
    public var sha256: String
    public var mime: String
}

/// Upload files.
///
/// The demo API's file uploads (multipart/form-data, streamed from disk).
// courier: group=files
public enum FileRouter: Route {
    /// Upload a file as multipart/form-data.
    /// - Parameters:
    ///   - path: The file to upload.
    ///   - mime: The file's media type.
    // courier: option path=file path example="courier files upload --file ./photo.jpg --mime image/jpeg"
    case upload(path: String, mime: String = "application/octet-stream")

    public var method: HTTPMethod {
        switch self {
        case .upload: .post
        }
    }

    public var path: [PathSegment] {
        switch self {
        case .upload: ["files"]
        }
    }

    public var body: RequestBody {
        switch self {
        case .upload(let path, let mime):
            let filename = path.split(separator: "/").last.map(String.init) ?? path
            return .multipart([.file(name: "file", path: path, filename: filename, contentType: mime)])
        }
    }

    /// A large file takes longer than the default 30 s; `--timeout` still wins.
    public var timeout: Double? {
        switch self {
        case .upload: 120
        }
    }

    public var contract: ModelContract {
        switch self {
        case .upload: .decodes(UploadedFile.self)
        }
    }

    public var samples: [SampleResponse] {
        switch self {
        case .upload:
            [SampleResponse(body: #"{"code":0,"message":"ok","data":{"name":"a.txt","size":3,"sha256":"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad","mime":"text/plain"}}"#)]
        }
    }

}
