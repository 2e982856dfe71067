extension CourierError {
    /// Which of `secrets` this error may show: those found in its evidence (a URL, a path, a header, a server's
    /// words, libcurl's text, a custom sentence or hint), as gathered from its reason's values.
    ///
    /// A secret found in none of them can only be in Courier's own words, and blanking it there shows what it is:
    /// `-u bob:other` with "visible to [redacted] users", or a password `credentials` in "the --user [redacted]
    /// were refused". When the evidence cannot be read in full (nested past ``evidenceDepth``), every secret is
    /// returned: scrubbing too much is the safe way to be wrong.
    package func carriedSecrets(of secrets: [String]) -> [String] {
        let evidence = Evidence(of: self)
        guard evidence.isComplete else { return secrets }
        return secrets.filter { evidence.holders(of: $0).isEmpty == false }
    }

    /// `text` (this error's line, sentence or hint) with each secret its evidence carries blanked where that
    /// evidence stands in it, and Courier's own words left whole.
    ///
    /// An occurrence outside the evidence as shown is kept only when the secret is a plain word (letters alone) and
    /// the occurrence a whole word: Courier's words are English words, and evidence the wording changed (escaped,
    /// shortened) so that it is not found as it is may hold a secret of any other shape.
    package func scrubbing(_ text: String, of secrets: [String]) -> String {
        let evidence = Evidence(of: self)
        guard evidence.isComplete else { return SecretScrubber(secrets).scrub(text) }
        let bytes = Array(text.utf8)
        var blanked: [Range<Int>] = []
        for secret in secrets where secret.utf8.count >= SecretScrubber.minimumLength {
            let holders = evidence.holders(of: secret)
            guard !holders.isEmpty else { continue }
            let regions = holders.flatMap { Evidence.occurrences(of: $0, in: bytes) }
            let isPlainWord = secret.utf8.allSatisfy(Evidence.isLetter)
            for occurrence in Evidence.occurrences(of: Array(secret.utf8), in: bytes) {
                let inEvidence = regions.contains { $0.overlaps(occurrence) }
                if inEvidence || !isPlainWord || !Evidence.isWhole(occurrence, in: bytes) { blanked.append(occurrence) }
            }
        }
        guard !blanked.isEmpty else { return text }
        var out: [UInt8] = []
        var copied = 0
        for range in blanked.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > copied {
            if range.lowerBound > copied { out += bytes[copied..<range.lowerBound] }
            if range.lowerBound >= copied { out += Redaction.placeholder.utf8 }
            copied = range.upperBound
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// How deep a reason's values are read before every secret is assumed shown.
    static let evidenceDepth = 64
}

/// The texts an error's reason carries, each also as a sentence may show it.
private struct Evidence {
    private var texts: [[UInt8]] = []
    private(set) var isComplete = true

    init(of error: CourierError) {
        gather(error.reason, depth: 0)
        if let hint = error.hint, hint != ErrorWording.hint(for: error.reason) {
            for value in error.hintValues ?? [hint] { add(value) }
        }
    }

    /// The texts that hold `secret`.
    func holders(of secret: String) -> [[UInt8]] {
        let needle = Array(secret.utf8)
        guard needle.count >= SecretScrubber.minimumLength else { return [] }
        return texts.filter { $0.firstRange(of: needle) != nil }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// Whether `range` of `bytes` is a whole word: no letter or digit just before or after it.
    static func isWhole(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        func wordByte(_ index: Int) -> Bool { bytes.indices.contains(index) && (isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index])) }
        return !wordByte(range.lowerBound - 1) && !wordByte(range.upperBound)
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var from = 0
        while from < bytes.count, let range = bytes[from...].firstRange(of: needle) {
            found.append(range)
            from = range.lowerBound + 1
        }
        return found
    }

    /// `text`, and the forms a sentence may show it in: percent-decoded, escaped, its URL password redacted.
    private mutating func add(_ text: String) {
        var forms = [text, Redaction.printable(text), Redaction.redactingPassword(text)]
        if let decoded = PercentEncoding.decode(text) { forms.append(decoded) }
        for form in Set(forms) { texts.append(Array(form.utf8)) }
    }

    private mutating func gather(_ value: Any, depth: Int) {
        guard depth < CourierError.evidenceDepth else {
            isComplete = false
            return
        }
        switch value {
        case let text as String: add(text)
        case let text as Substring: add(String(text))
        case let bytes as [UInt8]: add(String(decoding: bytes, as: UTF8.self))
        case let json as JSON: gather(json, depth: depth)
        default:
            // A value that describes itself (an error from a router, a number) may word more than its fields hold.
            if value is any CustomStringConvertible || value is any Error { add(String(describing: value)) }
            let mirror = Mirror(reflecting: value)
            if mirror.children.isEmpty, !(value is any CustomStringConvertible) { add(String(describing: value)) }
            for child in mirror.children { gather(child.value, depth: depth + 1) }
        }
    }

    private mutating func gather(_ json: JSON, depth: Int) {
        guard depth < CourierError.evidenceDepth else {
            isComplete = false
            return
        }
        switch json.expanded {
        case .object(let members):
            for member in members {
                add(member.key)
                gather(member.value, depth: depth + 1)
            }
        case .array(let items): for item in items { gather(item, depth: depth + 1) }
        case .string(let text): add(text)
        case .number(let literal): add(literal)
        case .bool, .null, .raw: break
        }
    }
}
