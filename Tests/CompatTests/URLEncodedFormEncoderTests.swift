@testable import Alamofire
import Foundation
import Testing

/// Alamofire's URLEncodedFormEncoder rules, with the exact strings it writes.
struct URLEncodedFormEncoderTests {
    struct Address: Encodable { let city: String; let zip: String? }
    struct Person: Encodable {
        let name: String
        let age: Int
        let admin: Bool
        let nickname: String?
        let tags: [String]
        let address: Address
        let firstLogin: Double
    }

    static let person = Person(name: "Ann Lee", age: 30, admin: true, nickname: nil, tags: ["b", "a"], address: Address(city: "São Paulo", zip: nil), firstLogin: 1.0)

    @Test func defaultsSortPairsBracketKeysAndDropNil() throws {
        let text: String = try URLEncodedFormEncoder().encode(Self.person)
        // Arrays are sorted too (Alamofire sorts every level's pairs), and Double keeps Swift's "1.0".
        #expect(text == "address%5Bcity%5D=S%C3%A3o%20Paulo&admin=1&age=30&firstLogin=1.0&name=Ann%20Lee&tags%5B%5D=a&tags%5B%5D=b")
    }

    static let optionRows: [(String, URLEncodedFormEncoder, String)] = [
        ("unsorted keeps declaration order", URLEncodedFormEncoder(alphabetizeKeyValuePairs: false),
         "name=Ann%20Lee&age=30&admin=1&tags%5B%5D=b&tags%5B%5D=a&address%5Bcity%5D=S%C3%A3o%20Paulo&firstLogin=1.0"),
        ("literal bools, no brackets, dots, plus for space, nil as empty value",
         URLEncodedFormEncoder(arrayEncoding: .noBrackets, boolEncoding: .literal, keyPathEncoding: .dots, nilEncoding: .dropValue, spaceEncoding: .plusReplaced),
         "address.city=S%C3%A3o+Paulo&address.zip=&admin=true&age=30&firstLogin=1.0&name=Ann+Lee&nickname=&tags=a&tags=b"),
        ("index in brackets and null", URLEncodedFormEncoder(arrayEncoding: .indexInBrackets, nilEncoding: .null),
         "address%5Bcity%5D=S%C3%A3o%20Paulo&address%5Bzip%5D=null&admin=1&age=30&firstLogin=1.0&name=Ann%20Lee&nickname=null&tags%5B0%5D=b&tags%5B1%5D=a"),
        ("snake case keys", URLEncodedFormEncoder(keyEncoding: .convertToSnakeCase),
         "address%5Bcity%5D=S%C3%A3o%20Paulo&admin=1&age=30&first_login=1.0&name=Ann%20Lee&tags%5B%5D=a&tags%5B%5D=b"),
    ]

    @Test(arguments: optionRows)
    func options(rule: String, encoder: URLEncodedFormEncoder, expected: String) throws {
        let text: String = try encoder.encode(Self.person)
        #expect(text == expected, "\(rule)")
    }

    @Test func dataIsBase64AndDatesCanBeSeconds() throws {
        struct Upload: Encodable { let blob: Data; let at: Date }
        let encoder = URLEncodedFormEncoder(dateEncoding: .secondsSince1970)
        let text: String = try encoder.encode(Upload(blob: Data([0xFB, 0xFF]), at: Date(timeIntervalSince1970: 86400)))
        // `/` stays literal, as everywhere in Alamofire's set.
        #expect(text == "at=86400.0&blob=%2B/8%3D")
    }

    @Test func aBareValueIsNotAForm() {
        #expect(throws: URLEncodedFormEncoder.Error.self) { let _: String = try URLEncodedFormEncoder().encode("text") }
    }

    @Test(arguments: [("myURLProperty", "my_url_property"), ("oneTwoThree", "one_two_three"), ("id", "id"), ("userID", "user_id")])
    func snakeCase(key: String, expected: String) {
        #expect(URLEncodedFormEncoder.KeyEncoding.convertToSnakeCase.encode(key) == expected)
    }

    @Test func parameterEncoderPutsGETInTheQueryAfterAnExistingOne() throws {
        let request = try URLEncodedFormParameterEncoder.default.encode(["b": "2", "a": "1"], into: URLRequest(url: "https://h.example/p?x=0", method: .get))
        #expect(request.url?.absoluteString == "https://h.example/p?x=0&a=1&b=2")
    }

    @Test func parameterEncoderPutsPOSTInTheBodyWithTheFormType() throws {
        let request = try URLEncodedFormParameterEncoder.default.encode(["q": "a&b"], into: URLRequest(url: "https://h.example/p", method: .post))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "q=a%26b")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test func parameterEncoderDestinationOverridesTheMethod() throws {
        let query = try URLEncodedFormParameterEncoder(destination: .queryString).encode(["a": "1"], into: URLRequest(url: "https://h.example/p", method: .post))
        #expect(query.url?.absoluteString == "https://h.example/p?a=1")
        let body = try URLEncodedFormParameterEncoder(destination: .httpBody).encode(["a": "1"], into: URLRequest(url: "https://h.example/p", method: .get))
        #expect(body.httpBody.map { String(decoding: $0, as: UTF8.self) } == "a=1")
    }
}
