import Alamofire
import CourierCore
import Foundation
import Moya
import Testing

/// A router (or its encoder) that throws Courier's own error keeps that error, category and evidence, instead of
/// becoming `request.invalid` text; any other error is `request.invalid` with its description.
struct FailingEncoding: ParameterEncoding {
    let error: any Error & Sendable
    func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest { throw error }
}

struct FailingTarget: TargetType {
    let error: any Error & Sendable
    var baseURL: URL { URL(string: "https://api.example.com/v1")! }
    var path: String { "x" }
    var method: Moya.Method { .get }
    var headers: [String: String]? { nil }
    var task: Moya.Task { .requestParameters(parameters: ["a": 1], encoding: FailingEncoding(error: error)) }
}

struct FailingRouter: URLRequestConvertible {
    let error: any Error & Sendable
    func asURLRequest() throws -> URLRequest { throw error }
}

struct PlainError: Error, CustomStringConvertible {
    var description: String { "no signing key" }
}

struct RouterErrorCategoryTests {
    static let courier = CourierError.file(FileReason(.upload, "/tmp/missing.bin", .cannot(.read, "No such file or directory")))

    func thrown(_ route: some RequestBuildingRoute) -> CourierError? {
        do throws(CourierError) {
            _ = try route.buildRequest()
            return nil
        } catch {
            return error
        }
    }

    @Test func aCourierErrorFromAMoyaEncoderKeepsItsCategory() {
        #expect(thrown(MoyaRoute(FailingTarget(error: Self.courier))) == Self.courier)
        #expect(Self.courier.category != .requestInvalid)
    }

    @Test func aCourierErrorFromAnAlamofireRouterKeepsItsCategory() {
        #expect(thrown(AlamofireRoute(FailingRouter(error: Self.courier))) == Self.courier)
        #expect(thrown(AlamofireRoute(FailingRouter(error: AFError.createURLRequestFailed(error: Self.courier)))) == Self.courier)
    }

    @Test func anyOtherRouterErrorIsRequestInvalidWithItsWords() {
        let moya = thrown(MoyaRoute(FailingTarget(error: PlainError())))
        #expect(moya?.category == .requestInvalid)
        #expect(moya?.message == "failed to encode parameters for the URLRequest: no signing key")
        let alamofire = thrown(AlamofireRoute(FailingRouter(error: PlainError())))
        #expect(alamofire?.category == .requestInvalid)
        #expect(alamofire?.message == "the router could not build its request: no signing key")
    }

    /// A URL a router could not use is printed without its password (Courier's one redaction rule), from either library's error.
    @Test func aBadURLsPasswordNeverReachesTheMessage() {
        let alamofire = thrown(AlamofireRoute(FailingRouter(error: AFError.invalidURL(url: "https://jo:hunter2-pass@api example.com/x"))))
        #expect(alamofire?.message.contains("hunter2") == false)
        #expect(alamofire?.message.contains("https://jo:[redacted]@api example.com/x") == true, "\(alamofire?.message ?? "")")
        // An endpoint closure whose URL Foundation cannot read: Moya's `Endpoint.urlRequest()` throws `requestMapping`.
        let target = FailingTarget(error: PlainError())
        let endpoint = Endpoint(url: "https://jo:hunter2-pass@[::1/x", sampleResponseClosure: { .networkResponse(200, Data()) },
                                method: .get, task: .requestPlain, httpHeaderFields: nil)
        let moya = thrown(MoyaRoute(target, endpointClosure: { _ in endpoint }))
        #expect(moya?.message.contains("hunter2") == false)
        #expect(moya?.message.contains("'https://jo:[redacted]@[::1/x' is not a URL") == true, "\(moya?.message ?? "")")
    }
}
