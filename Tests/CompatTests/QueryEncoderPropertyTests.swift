import Alamofire
import Foundation
import Testing
import TestSupport

/// URLEncoding's query, fuzzed: for any flat string parameters, pairs come out sorted by key, every byte outside
/// Alamofire's allowed set is escaped, and percent-decoding gives the parameters back.
struct QueryEncoderPropertyTests {
    static let alphabet = Array("aZ09-._~ /?:#[]@!$&'()*+,;=%\"<>\\^`{|}é中😀\t")

    static func word(_ generator: inout SplitMix, maxLength: Int) -> String {
        String((0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    @Test(arguments: 0..<200)
    func sortedEscapedAndReversible(seed: Int) throws {
        var generator = SplitMix(state: UInt64(seed))
        var parameters: [String: String] = [:]
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            parameters[Self.word(&generator, maxLength: 8)] = Self.word(&generator, maxLength: 12)
        }
        let query = URLEncoding.default.query(parameters)
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
        }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/?%".unicodeScalars)
        #expect(query.unicodeScalars.allSatisfy { allowed.contains($0) || $0 == "&" || $0 == "=" })
        let decoded = pairs.map { ($0.0.removingPercentEncoding!, $0.1.removingPercentEncoding!) }
        #expect(decoded.map(\.0) == parameters.keys.sorted())
        #expect(decoded.map(\.1) == parameters.keys.sorted().map { parameters[$0]! })
    }
}
