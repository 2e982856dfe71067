/// Moya 15's `TargetType`: one endpoint of an app's API, base URL included.
///
/// Defaults, as Moya's: `validationType` `.none`, `sampleData` empty.
public protocol TargetType {
    /// The app's base URL; Courier's environments map it (see docs/Compat.md).
    var baseURL: URL { get }
    /// Appended with `baseURL.appendingPathComponent(path)`, so a `?` in it is sent as `%3F`, as Moya sends it.
    var path: String { get }
    var method: Moya.Method { get }
    /// The stub body `--stub` answers with (status 200).
    var sampleData: Data { get }
    var task: Task { get }
    var validationType: ValidationType { get }
    var headers: [String: String]? { get }
}

extension TargetType {
    public var validationType: ValidationType { .none }
    public var sampleData: Data { Data() }
}

extension URL {
    /// `baseURL.appendingPathComponent(path)`, or `baseURL` alone when `path` is empty (Moya's `URL(target:)`).
    public init<T: TargetType>(target: T) {
        let path = target.path
        self = path.isEmpty ? target.baseURL : target.baseURL.appendingPathComponent(path)
    }
}
