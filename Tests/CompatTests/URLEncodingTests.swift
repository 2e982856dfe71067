import Alamofire
import Foundation
import Testing

/// Alamofire's URLEncoding rules, each with the exact string Alamofire 5 produces.
struct URLEncodingTests {
    struct Row: CustomTestStringConvertible, @unchecked Sendable {
        let rule: String
        let parameters: Parameters
        var encoding = URLEncoding.default
        var method: HTTPMethod = .get
        var url = "https://h.example/p"
        var testDescription: String { rule }
    }

    static let queryRows: [(Row, String)] = [
        (Row(rule: "keys sorted", parameters: ["b": 2, "a": 1, "C": 3]), "https://h.example/p?C=3&a=1&b=2"),
        (Row(rule: "arrays get [] (escaped)", parameters: ["ids": [1, 2]]), "https://h.example/p?ids%5B%5D=1&ids%5B%5D=2"),
        (Row(rule: "arrays without brackets", parameters: ["ids": [1, 2]], encoding: URLEncoding(arrayEncoding: .noBrackets)), "https://h.example/p?ids=1&ids=2"),
        (Row(rule: "arrays with indexes", parameters: ["ids": ["x", "y"]], encoding: URLEncoding(arrayEncoding: .indexInBrackets)), "https://h.example/p?ids%5B0%5D=x&ids%5B1%5D=y"),
        (Row(rule: "bools numeric", parameters: ["on": true, "off": false]), "https://h.example/p?off=0&on=1"),
        (Row(rule: "bools literal", parameters: ["on": true], encoding: URLEncoding(boolEncoding: .literal)), "https://h.example/p?on=true"),
        (Row(rule: "nested dictionaries as a[b]", parameters: ["user": ["name": "a", "age": 3]]), "https://h.example/p?user%5Bage%5D=3&user%5Bname%5D=a"),
        (Row(rule: "nested arrays in dictionaries", parameters: ["f": ["tags": ["x"]]]), "https://h.example/p?f%5Btags%5D%5B%5D=x"),
        (Row(rule: "delimiters escaped", parameters: ["q": ":#[]@!$&'()*+,;="]), "https://h.example/p?q=%3A%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D"),
        (Row(rule: "slash and question mark stay", parameters: ["next": "/a/b?c"]), "https://h.example/p?next=/a/b?c"),
        (Row(rule: "unreserved stay", parameters: ["k": "AZaz09-._~"]), "https://h.example/p?k=AZaz09-._~"),
        (Row(rule: "space, percent and UTF-8 escaped", parameters: ["q": "é x%"]), "https://h.example/p?q=%C3%A9%20x%25"),
        (Row(rule: "numbers as Apple's NSNumber prints them", parameters: ["a": 1.0, "b": 1.5, "c": -3, "d": 0.1, "e": Float(2.5)]), "https://h.example/p?a=1&b=1.5&c=-3&d=0.1&e=2.5"),
        (Row(rule: "appended to an existing query", parameters: ["a": 1], url: "https://h.example/p?x=1"), "https://h.example/p?x=1&a=1"),
        (Row(rule: "DELETE in the query", parameters: ["a": 1], method: .delete), "https://h.example/p?a=1"),
        (Row(rule: "HEAD in the query", parameters: ["a": 1], method: .head), "https://h.example/p?a=1"),
        (Row(rule: "queryString destination for POST", parameters: ["a": 1], encoding: .queryString, method: .post), "https://h.example/p?a=1"),
        (Row(rule: "empty parameters leave the URL", parameters: [:]), "https://h.example/p"),
    ]

    @Test(arguments: queryRows)
    func queryEncoding(row: Row, expected: String) throws {
        let request = try row.encoding.encode(URLRequest(url: row.url, method: row.method), with: row.parameters)
        #expect(request.url?.absoluteString == expected)
        #expect(request.httpBody == nil)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
    }

    static let bodyRows: [(Row, String)] = [
        (Row(rule: "POST in the body", parameters: ["b": "x y", "a": [1]], method: .post), "a%5B%5D=1&b=x%20y"),
        (Row(rule: "PUT in the body", parameters: ["a": true], method: .put), "a=1"),
        (Row(rule: "httpBody destination for GET", parameters: ["a": 1], encoding: .httpBody), "a=1"),
        (Row(rule: "empty parameters give an empty body", parameters: [:], method: .post), ""),
    ]

    @Test(arguments: bodyRows)
    func bodyEncoding(row: Row, expected: String) throws {
        let request = try row.encoding.encode(URLRequest(url: row.url, method: row.method), with: row.parameters)
        #expect(request.url?.absoluteString == row.url)
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test func existingContentTypeIsKept() throws {
        let base = try URLRequest(url: "https://h.example/p", method: .post, headers: ["Content-Type": "text/plain"])
        let request = try URLEncoding.default.encode(base, with: ["a": 1])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    }

    @Test func nilParametersLeaveTheRequest() throws {
        let base = try URLRequest(url: "https://h.example/p", method: .post)
        let request = try URLEncoding.default.encode(base, with: nil)
        #expect(request == base)
    }

    @Test func escapeMatchesAlamofiresSet() {
        #expect(URLEncoding.default.escape("a b/c?d=e&f") == "a%20b/c?d%3De%26f")
    }
}
