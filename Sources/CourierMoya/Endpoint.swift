import Alamofire

/// A stub response, as Moya's `EndpointSampleResponse`.
public enum EndpointSampleResponse {
    case networkResponse(Int, Data)
    case response(HTTPURLResponse, Data)
    case networkError(NSError)
}

/// Moya's `Endpoint`: a target reified as URL, method, task and headers, which builds the `URLRequest`.
open class Endpoint {
    public typealias SampleResponseClosure = () -> EndpointSampleResponse

    public let url: String
    public let sampleResponseClosure: SampleResponseClosure
    public let method: Moya.Method
    public let task: Task
    public let httpHeaderFields: [String: String]?

    public init(url: String, sampleResponseClosure: @escaping SampleResponseClosure, method: Moya.Method, task: Task, httpHeaderFields: [String: String]?) {
        self.url = url
        self.sampleResponseClosure = sampleResponseClosure
        self.method = method
        self.task = task
        self.httpHeaderFields = httpHeaderFields
    }

    /// A copy with `newHTTPHeaderFields` set over the existing ones (the new value wins for a name).
    open func adding(newHTTPHeaderFields: [String: String]) -> Endpoint {
        var merged = httpHeaderFields
        if !newHTTPHeaderFields.isEmpty {
            merged = httpHeaderFields ?? [:]
            newHTTPHeaderFields.forEach { merged?[$0.key] = $0.value }
        }
        return Endpoint(url: url, sampleResponseClosure: sampleResponseClosure, method: method, task: task, httpHeaderFields: merged)
    }

    /// A copy with another task.
    open func replacing(task: Task) -> Endpoint {
        Endpoint(url: url, sampleResponseClosure: sampleResponseClosure, method: method, task: task, httpHeaderFields: httpHeaderFields)
    }

    /// The request Moya 15 builds: the URL, the method, the headers as given, then the task's encoding.
    ///
    /// Upload and multipart bodies are added later, as Alamofire's upload adds them (see ``MoyaRoute``).
    /// - Throws: ``MoyaError/requestMapping(_:)``, ``MoyaError/parameterEncoding(_:)`` or ``MoyaError/encodableMapping(_:)``.
    public func urlRequest() throws -> URLRequest {
        guard let requestURL = Foundation.URL(string: url) else { throw MoyaError.requestMapping(url) }
        var request = URLRequest(url: requestURL)
        request.httpMethod = method.rawValue
        request.allHTTPHeaderFields = httpHeaderFields
        switch task {
        case .requestPlain, .uploadFile, .uploadMultipart, .downloadDestination:
            return request
        case .requestData(let data):
            request.httpBody = data
            return request
        case .requestJSONEncodable(let encodable):
            return try request.encoded(encodable: encodable, encoder: JSONEncoder())
        case .requestCustomJSONEncodable(let encodable, let encoder):
            return try request.encoded(encodable: encodable, encoder: encoder)
        case .requestParameters(let parameters, let encoding):
            return try request.encoded(parameters: parameters, parameterEncoding: encoding)
        case .uploadCompositeMultipart(_, let urlParameters):
            return try request.encoded(parameters: urlParameters, parameterEncoding: URLEncoding(destination: .queryString))
        case .downloadParameters(let parameters, let encoding, _):
            return try request.encoded(parameters: parameters, parameterEncoding: encoding)
        case .requestCompositeData(let bodyData, let urlParameters):
            request.httpBody = bodyData
            return try request.encoded(parameters: urlParameters, parameterEncoding: URLEncoding(destination: .queryString))
        case .requestCompositeParameters(let bodyParameters, let bodyEncoding, let urlParameters):
            // Moya traps here (fatalError); Courier refuses with an error instead.
            if let urlEncoding = bodyEncoding as? URLEncoding, urlEncoding.destination != .httpBody {
                throw MoyaError.parameterEncoding(CompositeEncodingError())
            }
            let withBody = try request.encoded(parameters: bodyParameters, parameterEncoding: bodyEncoding)
            return try withBody.encoded(parameters: urlParameters, parameterEncoding: URLEncoding(destination: .queryString))
        }
    }
}

/// `requestCompositeParameters` with a `URLEncoding` body other than `.httpBody`, which Moya forbids.
struct CompositeEncodingError: Error, CustomStringConvertible {
    var description: String {
        "requestCompositeParameters accepts only URLEncoding.httpBody as bodyEncoding; put query parameters in urlParameters"
    }
}

extension URLRequest {
    /// Moya's JSON body: the encoder's bytes (members sorted, see ``Alamofire/JSONParameterEncoder``), `application/json`
    /// unless a Content-Type is set.
    mutating func encoded(encodable: Encodable, encoder: JSONEncoder) throws -> URLRequest {
        do {
            httpBody = try JSONEncoder.sortingKeys(like: encoder).encode(encodable)
            if value(forHTTPHeaderField: "Content-Type") == nil { setValue("application/json", forHTTPHeaderField: "Content-Type") }
            return self
        } catch {
            throw MoyaError.encodableMapping(error)
        }
    }

    func encoded(parameters: [String: Any], parameterEncoding: ParameterEncoding) throws -> URLRequest {
        do {
            return try parameterEncoding.encode(self, with: parameters)
        } catch {
            throw MoyaError.parameterEncoding(error)
        }
    }
}
