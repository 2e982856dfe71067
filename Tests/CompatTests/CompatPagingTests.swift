import Alamofire
import CourierCore
import Foundation
import Moya
import Testing

/// A gallery app's routers, Moya and Alamofire style, with the paging its CLI package declares beside them.
enum GalleryAPI: TargetType {
    case artworks(page: Int)
    case artist(id: Int)

    var baseURL: URL { URL(string: "https://gallery.example.com/api")! }
    var path: String {
        switch self {
        case .artworks: "artworks"
        case .artist(let id): "artists/\(id)"
        }
    }
    var method: Moya.Method { .get }
    var task: Moya.Task {
        switch self {
        case .artworks(let page): .requestParameters(parameters: ["page": page], encoding: URLEncoding.queryString)
        case .artist: .requestPlain
        }
    }
    var headers: [String: String]? { nil }
}

struct GalleryRouter: URLRequestConvertible {
    var cursor: String?
    func asURLRequest() throws -> URLRequest {
        try URLEncoding.queryString.encode(URLRequest(url: "https://gallery.example.com/api/feed", method: .get), with: cursor.map { ["cursor": $0] })
    }
}

/// What the CLI package adds, in its own file, without touching the app's routers (as it adds contracts and samples).
extension GalleryAPI: RouteContracts {
    var paging: Paging? {
        switch self {
        case .artworks: .pageNumber(perPage: "size", items: "data.artworks")
        case .artist: nil
        }
    }
}

extension GalleryRouter: RouteContracts {
    var paging: Paging? { .cursor(at: "data.next", items: "data.entries") }
}

struct CompatPagingTests {
    @Test func aMoyaRouteTakesThePagingTheCLIPackageDeclared() {
        #expect(MoyaRoute(GalleryAPI.artworks(page: 1)).paging == .pageNumber(page: "page", perPage: "size", firstPage: 1, items: "data.artworks"))
        #expect(MoyaRoute(GalleryAPI.artist(id: 3)).paging == nil)
        #expect(MoyaProvider<GalleryAPI>().route(.artworks(page: 2)).paging != nil)
    }

    @Test func anAlamofireRouteTakesThePagingTheCLIPackageDeclared() {
        #expect(AlamofireRoute(GalleryRouter()).paging == .cursor(at: "data.next", parameter: "cursor", items: "data.entries"))
        #expect(AlamofireRoute(FailingRouter(error: PlainError())).paging == nil)
    }

    @Test func theNextPageChangesOnlyItsParameterOfTheURLTheRouterBuilt() throws {
        let request = try MoyaRoute(GalleryAPI.artworks(page: 1)).buildRequest()
        #expect(try NextPage.query(name: "page", value: "2").apply(to: request).url == "https://gallery.example.com/api/artworks?page=2")
    }
}
