import Alamofire
import CourierCore

/// A Courier route over a Moya target: the request is built as Moya 15 and Alamofire 5 build it.
///
/// The order is Moya's: the endpoint closure (default: ``MoyaProvider/defaultEndpointMapping(for:)``), the
/// endpoint's `urlRequest()`, every plugin's `prepare` in order, then the upload or multipart body Alamofire's
/// upload adds. Everything is worked out when the route is made, so the route is a plain value (Moya's
/// targets are not `Sendable`); a target that cannot build its request keeps the error for the send.
/// The one exception is sample data: as in Moya, `sampleData` is read only when a stub or `describe` asks
/// for ``samples`` (see ``LazySamples``), never for help, `routes`, a dry run or a real call.
public struct MoyaRoute<Target: TargetType>: RequestBuildingRoute, SampleNaming, RouteHooks, CaseCarrying, AuthorizationScheming {
    public let method: CourierCore.HTTPMethod
    public let path: [PathSegment]
    public let requiresAuth: Bool
    /// The target's `authorizationType` (`Bearer`, `Basic` or its own word): Courier's token, or the stored
    /// session's, goes in `Authorization: <scheme> <token>`, as the app's `AccessTokenPlugin` would send it.
    package let authorizationScheme: String?
    public let timeout: Double?
    /// Canned responses for `--stub`: the ones the CLI package declared (``RouteContracts``), else the
    /// target's `sampleData`, read now and not before.
    public var samples: [SampleResponse] { declaredSamples.isEmpty ? ownSamples.samples : declaredSamples }
    /// The names `routes` and help show, found without reading `sampleData`: the declared samples' names, else
    /// the one name the target's sample answers to.
    package var sampleNames: [String] {
        declaredSamples.isEmpty ? [SampleResponse(body: "").name] : declaredSamples.map(\.name)
    }
    /// What `describe` lists: the declared samples, else the name of the target's own with its status unknown
    /// until it is read (a custom endpoint closure may answer other than 200).
    package var sampleList: [(name: String, status: Int?)] {
        declaredSamples.isEmpty ? sampleNames.map { ($0, nil) } : declaredSamples.map { ($0.name, $0.status) }
    }
    private let declaredSamples: [SampleResponse]
    private let ownSamples: LazySamples
    /// The model the CLI package attached to the case (``RouteContracts``), or none.
    public let contract: ModelContract
    /// How the case's list pages for `--all`, as the CLI package declared it (``RouteContracts``), or `nil`.
    public let paging: Paging?
    /// The target's `validationType`.
    public let validationType: ValidationType
    /// What the target's validation accepts beyond 2xx. Moya's default `.none` ("the app does not validate")
    /// leaves Courier's status categories in force: a 404 stays `http.not_found`, exit 4.
    public var acceptedStatuses: Set<Int> { Set(validationType.statusCodes.filter { !(200..<300).contains($0) }) }
    private let built: Result<HTTPRequest, CourierError>
    private let hooks: MoyaPluginHooks<Target>

    /// - Parameters:
    ///   - target: The target case.
    ///   - plugins: Moya's provider `plugins`: `prepare` while the route is built, `willSend` and `didReceive` around
    ///     each attempt Courier sends (never for `--dry-run`), `process` on the call's final result. Default: none.
    ///   - endpointClosure: Moya's provider `endpointClosure`. Default: Moya's default mapping.
    ///   - requiresAuth: Whether Courier's credentials go with it. Default: the target is
    ///     ``AccessTokenAuthorizable`` with an `authorizationType`.
    public init(_ target: Target, plugins: [PluginType] = [], endpointClosure: ((Target) -> Endpoint)? = nil,
                requiresAuth: Bool? = nil) {
        RouteAbilities.register(Self.self)
        let endpoint = endpointClosure?(target) ?? MoyaProvider<Target>.defaultEndpointMapping(for: target)
        method = CourierCore.HTTPMethod(rawValue: endpoint.method.rawValue)
        // Read once: each `as? AccessTokenAuthorizable` that fails scans every conformance record in the program
        // (thousands of them with Foundation linked).
        let authorization = authorizationType(of: target)
        self.requiresAuth = requiresAuth ?? (authorization != nil)
        authorizationScheme = authorization?.value
        validationType = target.validationType
        hooks = MoyaPluginHooks(target: target, plugins: plugins)
        let attached = target as? any RouteContracts
        declaredSamples = attached?.samples ?? []
        let sample = endpoint.sampleResponseClosure
        ownSamples = LazySamples { Self.samples(sample()) }
        contract = attached?.contract ?? .none
        paging = attached?.paging
        var prepared: URLRequest?
        built = Result { () throws(CourierError) -> HTTPRequest in
            var request: URLRequest
            do {
                request = try endpoint.urlRequest()
            } catch let error as CourierError {
                // Courier's own error (a compat encoder's, or one the router threw) keeps its category and evidence.
                throw error
            } catch let error as MoyaError {
                if let inner = error.courierError { throw inner }
                throw .request(.routerError(error.errorDescription ?? "\(error)"))
            } catch {
                throw .request(.routerError("\(error)"))
            }
            request = plugins.reduce(request) { $1.prepare($0, target: target) }
            prepared = request
            return try Self.send(request, task: endpoint.task)
        }
        path = prepared?.courierPathSegments ?? []
        timeout = prepared?.courierTimeout
    }

    public func buildRequest() throws(CourierError) -> HTTPRequest { try built.get() }

    /// The target case, for `describe` (`GithubAPI.searchRepositories`, not the route's `validationType`).
    package var carriedCase: Any { hooks.target }

    package func willSend(_ request: HTTPRequest) { hooks.willSend(request) }
    package func didReceive(_ result: Result<HTTPResponse, CourierError>) { hooks.didReceive(result) }
    package func process(_ result: Result<HTTPResponse, CourierError>) -> Result<HTTPResponse, CourierError> { hooks.process(result) }

    /// The request with the body Alamofire's upload adds for upload and multipart tasks.
    static func send(_ request: URLRequest, task: Task) throws(CourierError) -> HTTPRequest {
        switch task {
        case .uploadFile(let url):
            let type = request.value(forHTTPHeaderField: "Content-Type") ?? "application/x-www-form-urlencoded"
            return try request.courierRequest(body: .raw(bytes: MultipartBody.read(url), contentType: type))
        case .uploadMultipart(let parts), .uploadCompositeMultipart(let parts, _):
            let (body, contentType) = try MultipartBody.make(parts)
            var withType = request
            // Alamofire's upload replaces any Content-Type with the multipart one and its boundary.
            withType.setValue(contentType, forHTTPHeaderField: "Content-Type")
            return try withType.courierRequest(body: body)
        case .requestPlain, .requestData, .requestJSONEncodable, .requestCustomJSONEncodable, .requestParameters, .requestCompositeData,
            .requestCompositeParameters, .downloadDestination, .downloadParameters:
            return try request.courierRequest()
        }
    }

    static func samples(_ sample: EndpointSampleResponse) -> [SampleResponse] {
        switch sample {
        case .networkResponse(let status, let data):
            data.isEmpty ? [] : [SampleResponse(status: status, body: String(decoding: data, as: UTF8.self))]
        case .response(let response, let data):
            [SampleResponse(status: response.statusCode, body: String(decoding: data, as: UTF8.self))]
        case .networkError:
            []
        }
    }
}

/// The part of Moya's `MoyaProvider` a CLI package uses: its endpoint closure and plugins, turning targets into routes.
///
/// Sending is Courier's (`provider.request(target) { … }` is not mirrored).
public final class MoyaProvider<Target: TargetType> {
    /// `nil`: Moya's ``defaultEndpointMapping(for:)``.
    public let endpointClosure: ((Target) -> Endpoint)?
    public let plugins: [PluginType]

    public init(endpointClosure: ((Target) -> Endpoint)? = nil, plugins: [PluginType] = []) {
        self.endpointClosure = endpointClosure
        self.plugins = plugins
    }

    /// The Courier route for `target`, built with this provider's endpoint closure and plugins.
    public func route(_ target: Target) -> MoyaRoute<Target> {
        MoyaRoute(target, plugins: plugins, endpointClosure: endpointClosure)
    }

    /// Moya's default: `URL(target:)`, a 200 sample of `sampleData`, the target's method, task and headers.
    public static func defaultEndpointMapping(for target: Target) -> Endpoint {
        Endpoint(url: URL(target: target).absoluteString, sampleResponseClosure: { .networkResponse(200, target.sampleData) },
                 method: target.method, task: target.task, httpHeaderFields: target.headers)
    }
}
