/// "Did you mean" candidates by edit distance (optimal string alignment: insert, delete, substitute, swap).
package enum Suggestions {
    /// The closest candidate to `word`, if it is close enough to be a likely typo: one edit in a word of up to
    /// 7 characters (its leading dashes not counted), two up to 11, three beyond. A looser limit named another
    /// option of the same length (`--data` → `--qty`, curl's `--silent` → `--select`), which teaches the wrong thing.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        // Case is no edit: `baseUrl` is a typo of `baseURL`.
        let lowered = word.lowercased()
        let scored = candidates.map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let limit = max(1, min(3, word.drop { $0 == "-" }.count / 4))
        if best.distance <= limit { return best.candidate }
        // A prefix of a long name ("--ver" for "--verbose") is a typo too.
        if word.count >= 3, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        return nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Cap the work for absurdly long inputs: they are no typos.
        if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
