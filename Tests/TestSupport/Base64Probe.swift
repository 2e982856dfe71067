/// Whether printed text still carries a secret as base64, however it was aligned: every run of base64
/// characters is decoded from each of its four starting positions, and the bytes searched for the
/// secret without its first and last byte (the edge characters may honestly carry a few of their bits).
public enum Base64Probe {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func reveals(_ secret: [UInt8], in text: String) -> Bool {
        let inner = Array(secret.dropFirst().dropLast())
        var values: [UInt8: UInt8] = [:]
        for (index, char) in alphabet.enumerated() { values[char] = UInt8(index) }
        var runs: [[UInt8]] = [[]]
        for byte in text.utf8 {
            if let value = values[byte] { runs[runs.count - 1].append(value) } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
        }
        for run in runs {
            for start in 0..<min(4, run.count) {
                var bytes: [UInt8] = []
                var bits: UInt32 = 0, count = 0
                for value in run[start...] {
                    bits = bits << 6 | UInt32(value)
                    count += 6
                    if count >= 8 {
                        count -= 8
                        bytes.append(UInt8((bits >> UInt32(count)) & 0xFF))
                    }
                }
                if contains(bytes, inner) { return true }
            }
        }
        return false
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
