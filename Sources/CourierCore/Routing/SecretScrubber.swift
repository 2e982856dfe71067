/// Replaces each secret with ``Redaction/placeholder`` wherever it stands: the one scrubber behind stdout,
/// stderr, `--curl`, JUnit reports and anything else Courier prints.
///
/// The two rules live here only:
/// - a secret under ``minimumLength`` bytes is not scrubbed (a 1-byte "secret" would redact every `a` in a body);
/// - where several secrets match at one place, the longest wins, so a longer form (a token's base64) is never
///   cut by a shorter one (the token itself).
///
/// One pass over the bytes whatever the number of secrets (a token has a dozen printed forms): at each byte that
/// starts some secret, the longest secret that matches there is replaced. Nothing is copied until the first
/// match, so a body without secrets costs one scan.
package struct SecretScrubber: Sendable {
    /// The shortest secret scrubbed, in UTF-8 bytes.
    package static let minimumLength = 4

    /// The secrets' bytes, longest first.
    private let needles: [[UInt8]]
    /// Which first bytes start some secret.
    private let starts: [Bool]

    package init(_ secrets: [String]) {
        var needles: [[UInt8]] = []
        for secret in secrets where secret.utf8.count >= Self.minimumLength {
            let bytes = Array(secret.utf8)
            if !needles.contains(bytes) { needles.append(bytes) }
        }
        self.needles = needles.sorted { $0.count > $1.count }
        var starts = [Bool](repeating: false, count: 256)
        for needle in self.needles { starts[Int(needle[0])] = true }
        self.starts = starts
    }

    /// Whether there is nothing to scrub.
    package var isEmpty: Bool { needles.isEmpty }

    /// The longest secret's length in bytes (0 when none): a stream holds back one byte less than this, so a
    /// secret split between two chunks is still found.
    package var longest: Int { needles.first?.count ?? 0 }

    package func scrub(_ bytes: [UInt8]) -> [UInt8] {
        guard !needles.isEmpty else { return bytes }
        let count = bytes.count
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index < count {
            if starts[Int(bytes[index])],
               let needle = needles.first(where: { index + $0.count <= count && bytes[index..<index + $0.count].elementsEqual($0) })
            {
                if copied == 0, out.isEmpty { out.reserveCapacity(count) }
                out.append(contentsOf: bytes[copied..<index])
                out.append(contentsOf: Redaction.placeholder.utf8)
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return bytes }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    package func scrub(_ text: String) -> String {
        guard !needles.isEmpty else { return text }
        let bytes = Array(text.utf8)
        let scrubbed = scrub(bytes)
        return scrubbed.count == bytes.count && scrubbed == bytes ? text : String(decoding: scrubbed, as: UTF8.self)
    }
}
