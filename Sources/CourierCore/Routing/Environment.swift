/// A deployment of the API: where it lives and what every request to it carries.
public struct Environment: Hashable, Sendable {
    public var name: String
    /// The base URL, e.g. `http://127.0.0.1:8080/v1`. Route paths are appended below it.
    public var baseURL: String
    /// Headers every request to this environment carries.
    public var headers: HTTPHeaders
    /// Parameters every request to this environment carries, after the API's own.
    public var commonParameters: [CommonParameter]
    /// A file holding this environment's token (from a config file), used when no other token is given.
    public var tokenFile: String?
    /// A note shown by `courier config` (e.g. "placeholder: replace with your dev host").
    public var note: String?

    public init(name: String, baseURL: String, headers: HTTPHeaders = [], commonParameters: [CommonParameter] = [],
                tokenFile: String? = nil, note: String? = nil)
    {
        self.name = name
        self.baseURL = baseURL
        self.headers = headers
        self.commonParameters = commonParameters
        self.tokenFile = tokenFile
        self.note = note
    }
}
