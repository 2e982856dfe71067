import Alamofire
import Foundation
import Testing

/// URLEncoding's query, fuzzed: for any flat string parameters, pairs come out sorted by key, every byte outside
/// Alamofire's allowed set is escaped, and percent-decoding gives the parameters back.
struct QueryEncoderPropertyTests {
    /// A small deterministic generator (SplitMix64), so a failure replays.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array("aZ09-._~ /?:#[]@!$&'()*+,;=%\"<>\\^`{|}é中😀\t")

    static func word(_ generator: inout Generator, maxLength: Int) -> String {
        String((0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    @Test(arguments: 0..<200)
    func sortedEscapedAndReversible(seed: Int) throws {
        var generator = Generator(state: UInt64(seed))
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
