/// A deployment of the API: where it lives and what every request to it carries.
public struct Environment: Hashable, Sendable {
    public var name: String
    /// The base URL, e.g. `http://127.0.0.1:8080/v1`. Route paths are appended below it.
    public var baseURL: String
    /// Headers every request to this environment carries.
    public var headers: HTTPHeaders
    /// A note shown by `courier config` (e.g. "placeholder: replace with your dev host").
    public var note: String?

    public init(name: String, baseURL: String, headers: HTTPHeaders = [], note: String? = nil) {
        self.name = name
        self.baseURL = baseURL
        self.headers = headers
        self.note = note
    }
}
