/// Replaces each secret with ``Redaction/placeholder`` wherever it stands: the one scrubber behind stdout,
/// stderr, `--curl`, JUnit reports and anything else Courier prints.
///
/// The two rules live here only:
/// - a secret under ``minimumLength`` bytes is not scrubbed (a 1-byte "secret" would redact every `a` in a body);
/// - where several secrets match at one place, the longest wins, so a longer form (a token's base64) is never
///   cut by a shorter one (the token itself).
///
/// One pass over the bytes whatever the number of secrets (a token has a dozen printed forms, and a long-lived
/// `courier mcp` learns thousands): every secret is at least ``minimumLength`` bytes, so only a place whose first
/// four bytes begin some secret is looked at (its first byte, then a small bit set of those prefixes, answer most
/// places), and there only the secrets that begin so, longest first. Nothing is copied until the first match, so a
/// body without secrets costs one scan.
package struct SecretScrubber: Sendable {
    /// The shortest secret scrubbed, in UTF-8 bytes.
    package static let minimumLength = 4

    /// The secrets' bytes, longest first.
    private let needles: [[UInt8]]
    /// Which first bytes start some secret: most places are passed over on this alone.
    private let starts: [Bool]
    /// For each four-byte prefix, the secrets (indices into ``needles``, longest first) that begin with it.
    private let byPrefix: [UInt32: [Int]]
    /// One bit per hashed four-byte prefix of some secret: a clear bit means no secret begins here.
    private let prefixBits: [UInt64]

    package init(_ secrets: [String]) {
        var seen = Set<[UInt8]>()
        var needles: [[UInt8]] = []
        for secret in secrets where secret.utf8.count >= Self.minimumLength {
            let bytes = Array(secret.utf8)
            if seen.insert(bytes).inserted { needles.append(bytes) }
        }
        needles.sort { $0.count > $1.count }
        var starts = [Bool](repeating: false, count: 256)
        var byPrefix: [UInt32: [Int]] = [:]
        var bits = [UInt64](repeating: 0, count: needles.isEmpty ? 0 : Self.bitWords)
        for (index, needle) in needles.enumerated() {
            starts[Int(needle[0])] = true
            let prefix = Self.prefix(needle, at: 0)
            byPrefix[prefix, default: []].append(index)
            let bit = Self.bit(prefix)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.needles = needles
        self.starts = starts
        self.byPrefix = byPrefix
        prefixBits = bits
    }

    private static let bitWords = 64
    private static func prefix(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }
    /// A bit of the 4,096 in ``prefixBits``: the prefix's multiplicative hash, top bits.
    private static func bit(_ prefix: UInt32) -> Int { Int((prefix &* 2_654_435_761) >> 20) }

    /// Whether there is nothing to scrub.
    package var isEmpty: Bool { needles.isEmpty }

    /// The longest secret's length in bytes (0 when none): a stream holds back one byte less than this, so a
    /// secret split between two chunks is still found.
    package var longest: Int { needles.first?.count ?? 0 }

    /// `bytes` with every secret replaced by ``Redaction/placeholder``, except where it lies inside one of `kept`:
    /// Courier's own sentence about an error whose evidence holds no secret (``CourierError/carriedSecrets(of:)``),
    /// whose words ("visible to other users") would show the secret by being blanked.
    package func scrub(_ bytes: [UInt8], keeping kept: [[UInt8]] = []) -> [UInt8] {
        guard !needles.isEmpty else { return bytes }
        let count = bytes.count
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index + Self.minimumLength <= count {
            guard starts[Int(bytes[index])] else {
                index += 1
                continue
            }
            let prefix = Self.prefix(bytes, at: index)
            let bit = Self.bit(prefix)
            if prefixBits[bit >> 6] & (1 << UInt64(bit & 63)) != 0, let candidates = byPrefix[prefix],
               let found = candidates.first(where: { index + needles[$0].count <= count && bytes[index..<index + needles[$0].count].elementsEqual(needles[$0]) })
            {
                if !kept.isEmpty, Self.lies(index..<index + needles[found].count, insideOneOf: kept, in: bytes) {
                    index += 1
                    continue
                }
                if copied == 0, out.isEmpty { out.reserveCapacity(count) }
                out.append(contentsOf: bytes[copied..<index])
                out.append(contentsOf: Redaction.placeholder.utf8)
                index += needles[found].count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return bytes }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    /// Whether some occurrence of one of `kept` in `bytes` covers `range`.
    private static func lies(_ range: Range<Int>, insideOneOf kept: [[UInt8]], in bytes: [UInt8]) -> Bool {
        kept.contains { text in
            guard text.count >= range.count else { return false }
            let first = max(0, range.upperBound - text.count)
            let last = min(range.lowerBound, bytes.count - text.count)
            guard first <= last else { return false }
            return (first...last).contains { bytes[$0..<$0 + text.count].elementsEqual(text) }
        }
    }

    package func scrub(_ text: String) -> String {
        guard !needles.isEmpty else { return text }
        let bytes = Array(text.utf8)
        let scrubbed = scrub(bytes)
        return scrubbed.count == bytes.count && scrubbed == bytes ? text : String(decoding: scrubbed, as: UTF8.self)
    }
}
