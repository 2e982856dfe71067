import Alamofire
import CourierCore
import Testing
@testable import Seed003StyleRouter

struct Seed003StyleTests {
    static let table: [(String, Router, String)] = [
        ("get", .get(["foo": "bar", "a b": "c&d"]), """
            GET https://httpbin.example.org/get?a%20b=c%26d&foo=bar
            Accept: application/json
            """),
        ("post", .post(["foo": "bar", "n": "1"]), """
            POST https://httpbin.example.org/post
            Accept: application/json
            Content-Type: application/json

            {"foo":"bar","n":"1"}
            """),
        ("search", .search(SearchQuery(term: "swift/ios", page: 2, exact: true, tags: ["y", "x"], since: nil)), """
            GET https://httpbin.example.org/search?exact=1&page=2&tags%5B%5D=x&tags%5B%5D=y&term=swift/ios
            Accept: application/json
            """),
        ("createPost", .createPost(NewPost(title: "Hi", body: "a/b", draft: false)), """
            POST https://httpbin.example.org/posts
            Accept: application/json
            Authorization: Bearer app-token
            Content-Type: application/json

            {"body":"a\\/b","draft":false,"title":"Hi"}
            """),
        ("form", .form(name: "Ann", comment: "1+1=2"), """
            POST https://httpbin.example.org/forms/feedback
            Accept: application/json
            Content-Type: application/x-www-form-urlencoded; charset=utf-8

            comment=1%2B1%3D2&name=Ann
            """),
        ("anything", .anything(id: 7), """
            DELETE https://httpbin.example.org/anything/7
            Accept: application/json
            """),
    ]

    @Test(arguments: table)
    func everyCaseBuildsTheAppsRequest(name: String, router: Router, expected: String) {
        #expect(text(AlamofireRoute(router)) == expected, "\(name)")
    }

    @Test func theRoutersTimeoutAndPathAreTheRoutes() {
        #expect(AlamofireRoute(Router.anything(id: 7)).timeout == 5)
        #expect(AlamofireRoute(Router.get([:])).timeout == nil)
        #expect(AlamofireRoute(Router.post([:])).pathTemplate == "/post")
        #expect(AlamofireRoute(Router.post([:])).method == .post)
    }
}
