/// Moya's `Response`: what a plugin's `didReceive` and `process` see.
/// Immutable, so it may cross threads inside a ``MoyaError``.
public final class Response: CustomDebugStringConvertible, Equatable, @unchecked Sendable {
    public let statusCode: Int
    public let data: Data
    public let request: URLRequest?
    public let response: HTTPURLResponse?

    public init(statusCode: Int, data: Data, request: URLRequest? = nil, response: HTTPURLResponse? = nil) {
        self.statusCode = statusCode
        self.data = data
        self.request = request
        self.response = response
    }

    public var debugDescription: String { "Status Code: \(statusCode), Data Length: \(data.count)" }

    public static func == (lhs: Response, rhs: Response) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.data == rhs.data && lhs.response == rhs.response
    }

    /// The body parsed by `JSONSerialization`.
    /// - Throws: ``MoyaError/jsonMapping(_:)``.
    public func mapJSON(failsOnEmptyData: Bool = true) throws -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: .allowFragments)
        } catch {
            if data.isEmpty, !failsOnEmptyData { return NSNull() }
            throw MoyaError.jsonMapping(self)
        }
    }

    /// The body as UTF-8 text.
    /// - Throws: ``MoyaError/stringMapping(_:)``.
    public func mapString() throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw MoyaError.stringMapping(self) }
        return string
    }
}
