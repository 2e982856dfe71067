import Courier

/// What the demo API says about an uploaded file; `data` of `files upload`.
public struct UploadedFile: Codable, Sendable, Equatable {
    public var name: String
    public var size: Int
    public var sha256: String
    public var mime: String
}

/// The demo API's file uploads (multipart/form-data, streamed from disk).
public enum FileRouter: RouteCommands {
    case upload(path: String, mime: String)

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

    public static let commands: ActionGroup<any Route> = {
        let file: Option<FilePath> = .required("file", help: "The file to upload.")
        let mime: Option<String> = .optional("mime", default: "application/octet-stream", help: "The file's media type.")
        return ActionGroup("files", summary: "Upload files.", actions: [
            endpoint("upload", "Upload a file as multipart/form-data.", options: [file, mime],
                     examples: ["courier files upload --file ./photo.jpg --mime image/jpeg"]) {
                .upload(path: try $0.get(file).path, mime: try $0.get(mime))
            },
        ])
    }()
}
