import Alamofire
import Foundation
import Testing

struct JSONEncodingTests {
    @Test func writesCompactJSONWithSortedMembersAndEscapedSlashes() throws {
        let request = try JSONEncoding.default.encode(URLRequest(url: "https://h.example/p", method: .post), with: ["b": 1, "a": "x/y", "c": [true, 1.5]])
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == #"{"a":"x\/y","b":1,"c":[true,1.5]}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func prettyPrintsAsFoundationDoes() throws {
        let request = try JSONEncoding.prettyPrinted.encode(URLRequest(url: "https://h.example/p", method: .post), with: ["a": 1, "b": ["c": "d"]])
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == "{\n  \"a\" : 1,\n  \"b\" : {\n    \"c\" : \"d\"\n  }\n}")
    }

    @Test func keepsAnExistingContentType() throws {
        let base = try URLRequest(url: "https://h.example/p", method: .post, headers: [.contentType("application/vnd.api+json")])
        let request = try JSONEncoding.default.encode(base, with: ["a": 1])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
    }

    @Test func encodesATopLevelArray() throws {
        let request = try JSONEncoding.default.encode(URLRequest(url: "https://h.example/p", method: .post), withJSONObject: [1, "a"])
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == #"[1,"a"]"#)
    }

    @Test func refusesValuesJSONCannotHold() throws {
        let base = try URLRequest(url: "https://h.example/p", method: .post)
        #expect(throws: AFError.self) { try JSONEncoding.default.encode(base, with: ["when": Date()]) }
    }

    @Test func jsonParameterEncoderSortsMembersAndSetsTheType() throws {
        struct Body: Encodable { let zeta: Int; let alpha: String }
        let request = try JSONParameterEncoder.default.encode(Body(zeta: 1, alpha: "a/b"), into: URLRequest(url: "https://h.example/p", method: .post))
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == #"{"alpha":"a\/b","zeta":1}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }
}
