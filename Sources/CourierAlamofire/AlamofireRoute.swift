import CourierCore

/// A Courier route over an Alamofire router: whatever `asURLRequest()` builds is what Courier sends.
///
/// Any type with `asURLRequest()` works once it declares ``URLRequestConvertible`` — an Alamofire `Router`
/// enum as it is, or an app's own protocol whose extension builds a `URLRequest`, with one line:
/// `extension UserRouter: URLRequestConvertible {}`.
public struct AlamofireRoute<Router: URLRequestConvertible>: RequestBuildingRoute, CaseCarrying {
    public let router: Router
    public let requiresAuth: Bool
    public let samples: [SampleResponse]
    /// The model the CLI package attached to the case (``RouteContracts``), or none.
    public let contract: ModelContract
    /// How the case's list pages for `--all`, as the CLI package declared it (``RouteContracts``), or `nil`.
    public let paging: Paging?

    /// - Parameters:
    ///   - router: The router case.
    ///   - requiresAuth: Whether the API's credentials go with it. Default: `false`.
    ///   - samples: Canned responses for `--stub`. Default: the case's ``RouteContracts`` samples, if any.
    public init(_ router: Router, requiresAuth: Bool = false, samples: [SampleResponse] = []) {
        RouteAbilities.register(Self.self)
        self.router = router
        self.requiresAuth = requiresAuth
        let attached = router as? any RouteContracts
        self.samples = samples.isEmpty ? attached?.samples ?? [] : samples
        contract = attached?.contract ?? .none
        paging = attached?.paging
    }

    /// The router case, for `describe` (`UserRouter.profile`, not the adapter's type).
    package var carriedCase: Any { router }

    public var method: CourierCore.HTTPMethod {
        CourierCore.HTTPMethod(rawValue: router.urlRequest?.httpMethod ?? "GET")
    }

    public var path: [PathSegment] { router.urlRequest?.courierPathSegments ?? [] }

    public var timeout: Double? { router.urlRequest?.courierTimeout }

    /// - Throws: the ``CourierError`` `asURLRequest()` threw (or an ``AFError`` wrapped), in its own category; any other
    ///   error as `request.invalid`, with its description.
    public func buildRequest() throws(CourierError) -> HTTPRequest {
        let request: URLRequest
        do {
            request = try router.asURLRequest()
        } catch let error as CourierError {
            // Courier's own error (a compat encoder's, or one the router threw) keeps its category and evidence.
            throw error
        } catch let error as AFError {
            if let inner = error.courierError { throw inner }
            throw .request(.routerFailed("\(error)"))
        } catch {
            throw .request(.routerFailed("\(error)"))
        }
        return try request.courierRequest()
    }
}

/// What `AF.request(url, method:parameters:encoding:headers:)` builds, as a router value: for an app whose
/// own protocol gives a URL, a method and `[String: Any]` parameters and whose networking layer makes the call.
public struct SessionRequest: URLRequestConvertible, @unchecked Sendable {
    public let url: URLConvertible
    public let method: HTTPMethod
    public let parameters: Parameters?
    public let encoding: ParameterEncoding
    public let headers: HTTPHeaders?
    public let timeoutInterval: TimeInterval?

    /// - Parameters: as `Session.request`; `encoding` defaults to `URLEncoding.default`, `timeoutInterval`
    ///   (the session's `timeoutIntervalForRequest`) to Foundation's.
    public init(_ url: URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil, encoding: ParameterEncoding = URLEncoding.default,
                headers: HTTPHeaders? = nil, timeoutInterval: TimeInterval? = nil) {
        self.url = url
        self.method = method
        self.parameters = parameters
        self.encoding = encoding
        self.headers = headers
        self.timeoutInterval = timeoutInterval
    }

    public func asURLRequest() throws -> URLRequest {
        var request = try URLRequest(url: url, method: method, headers: headers)
        if let timeoutInterval { request.timeoutInterval = timeoutInterval }
        return try encoding.encode(request, with: parameters)
    }
}
