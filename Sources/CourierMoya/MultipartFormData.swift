/// One part of a Moya multipart upload (Moya 15's `MultipartFormData`).
public struct MultipartFormData: Hashable {
    /// Where the part's bytes come from.
    public enum FormDataProvider: Hashable {
        case data(Foundation.Data)
        case file(URL)
        /// A stream and its length. Courier refuses stream parts (`request.invalid`): it cannot re-read a stream.
        case stream(InputStream, UInt64)
    }

    public let provider: FormDataProvider
    public let name: String
    public let fileName: String?
    public let mimeType: String?

    /// - Parameters:
    ///   - provider: The bytes.
    ///   - name: The form field name.
    ///   - fileName: The part's file name. Default: `nil`.
    ///   - mimeType: The part's content type. Default: `nil`.
    public init(provider: FormDataProvider, name: String, fileName: String? = nil, mimeType: String? = nil) {
        self.provider = provider
        self.name = name
        self.fileName = fileName
        self.mimeType = mimeType
    }
}
