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
}
