import CourierCore
import Moya
import Testing
@testable import Seed002StyleRouter

// The CLI package builds every target with the app's provider setup: `MoyaProvider<API>(plugins: [RequestHandlingPlugin()])`.
private var provider: MoyaProvider<API> { MoyaProvider(plugins: [RequestHandlingPlugin()]) }
private let common = "systemType=iOS&token=tok-1&version=1.0.0"
private let root = "https://mock.example.com/mock/5f3a9c/root"

struct Seed002StyleTests {
    static let table: [(String, API, String)] = [
        ("login", .login(params: ["username": "jh", "password": "p@ss/1"]), """
            POST \(root)/login?\(common)
            Content-Type: application/json

            {"password":"p@ss\\/1","username":"jh"}
            """),
        ("getPageList", .getPageList(1), "GET \(root)/mock/pages?limit=15&maxCount=100&page=1&\(common)"),
        ("getGroupPageList", .getGroupPageList(page: 3), "GET \(root)/mock/groupPages?page=3&\(common)"),
        ("getContact", .getContact, "POST \(root)/mock/contacts?\(common)"),
        ("getWxMotionTops", .getWxMotionTops, "POST \(root)/mock/wxMotionTops?\(common)"),
        ("getSimpleArrDic", .getSimpleArrDic, "POST \(root)/getSimpleArrDic?\(common)"),
        // appendingPathComponent escapes the `?` written in `path`: real Moya sends this very URL.
        ("other1", .other1(p1: "7", p2: 2, p3: "x y", p4: "z"), "GET \(root)/list%3Fid=7&page=2?p3=x%20y&p4=z&\(common)"),
        ("other2", .other2, "GET \(root)?\(common)"),
    ]

    @Test(arguments: table)
    func everyCaseBuildsTheAppsRequest(name: String, target: API, expected: String) {
        #expect(text(provider.route(target)) == expected, "\(name)")
    }

    @Test func feedbackIsAMultipartBodyInAlamofiresLayout() throws {
        let request = try provider.route(.feedback(text: "好", images: [Data([0xFF, 0xD8])])).buildRequest()
        #expect(request.url == "\(root)/feedback?\(common)")
        let type = try #require(request.headers["Content-Type"])
        #expect(type.hasPrefix("multipart/form-data; boundary=alamofire.boundary."))
        let boundary = String(type.dropFirst("multipart/form-data; boundary=".count))
        guard case .raw(let bytes, _) = request.body else { Issue.record("not raw: \(request.body)"); return }
        let expected = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\n好\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"images[]\"; filename=\"image0.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
            + [0xFF, 0xD8] + Array("\r\n--\(boundary)--\r\n".utf8)
        #expect(bytes == expected)
    }

    @Test func theAppsSampleDataAnswersStubs() {
        #expect(provider.route(.getContact).samples == [SampleResponse(body: #"{"code":200,"msg":"ok","data":{}}"#)])
    }

    @Test func withoutThePluginNoCommonParameters() {
        #expect(text(MoyaRoute(API.getGroupPageList(page: 3))) == "GET \(root)/mock/groupPages?page=3")
    }
}
