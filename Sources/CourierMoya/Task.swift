/// Moya 15's `Task`: what a request carries, every case.
public enum Task {
    /// No body, no parameters.
    case requestPlain
    /// The bytes as the body.
    case requestData(Data)
    /// The value as a JSON body through `JSONEncoder()`.
    case requestJSONEncodable(Encodable)
    /// The value as a JSON body through the given encoder.
    case requestCustomJSONEncodable(Encodable, encoder: JSONEncoder)
    /// Parameters through a ``ParameterEncoding`` (`URLEncoding.default`, `JSONEncoding.default`…).
    case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)
    /// Bytes as the body, parameters in the query.
    case requestCompositeData(bodyData: Data, urlParameters: [String: Any])
    /// Parameters in the body by `bodyEncoding`, others in the query.
    case requestCompositeParameters(bodyParameters: [String: Any], bodyEncoding: ParameterEncoding, urlParameters: [String: Any])
    /// A file's bytes as the body.
    case uploadFile(URL)
    /// A multipart body.
    case uploadMultipart([MultipartFormData])
    /// A multipart body, parameters in the query.
    case uploadCompositeMultipart([MultipartFormData], urlParameters: [String: Any])
    /// A download; Courier prints the body instead of moving it to the destination.
    case downloadDestination(DownloadDestination)
    /// A download with parameters through a ``ParameterEncoding``.
    case downloadParameters(parameters: [String: Any], encoding: ParameterEncoding, destination: DownloadDestination)
}
