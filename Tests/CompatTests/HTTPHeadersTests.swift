import Alamofire
import Foundation
import Testing

struct HTTPHeadersTests {
    @Test func literalsCollapseRepeatsCaseInsensitivelyToTheLastValue() {
        let headers: HTTPHeaders = ["Accept": "a", "X-One": "1", "accept": "b"]
        #expect(headers.map(\.description) == ["accept: b", "X-One: 1"])
        #expect(headers["ACCEPT"] == "b")
    }

    @Test func updateReplacesInPlaceAndNilRemoves() {
        var headers: HTTPHeaders = [.accept("a"), .userAgent("u")]
        headers.update(name: "ACCEPT", value: "b")
        headers["User-Agent"] = nil
        #expect(headers.map(\.description) == ["ACCEPT: b"])
    }

    @Test func authorizationHeaders() {
        #expect(HTTPHeader.authorization(bearerToken: "t").description == "Authorization: Bearer t")
        #expect(HTTPHeader.authorization(username: "Aladdin", password: "open sesame").value == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
    }

    @Test func urlRequestMethodAndHeaders() throws {
        var request = try URLRequest(url: URL(string: "https://h.example")!, method: .patch, headers: [.contentType("text/plain")])
        #expect(request.method == .patch)
        #expect(request.headers["content-type"] == "text/plain")
        request.method = .delete
        #expect(request.httpMethod == "DELETE")
    }

    @Test func invalidURLStringsThrow() {
        #expect(throws: AFError.self) { try URLRequest(url: "", method: .get) }
    }

    /// Foundation (as Apple's since iOS 17) escapes a space in `URL(string:)` instead of failing.
    @Test func urlStringsWithSpacesAreEscapedByFoundation() throws {
        #expect(try URLRequest(url: "https://h.example/a b", method: .get).url?.absoluteString == "https://h.example/a%20b")
    }
}
