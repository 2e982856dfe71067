import CourierCore

/// `--shard I/N`: the I-th of N deterministic parts of a run, so a CI matrix of N jobs runs every case once.
///
/// Cases tied by captures (one makes `${token}`, others use it) form one chain and always land in the same
/// shard; chains are dealt round-robin in plan order, so every job computes the same split from the same plans.
package struct Shard: Equatable {
    package var index: Int
    package var count: Int

    /// Reads `I/N`; anything else (`3/2`, `0/4`, `a/b`) is a usage error.
    package init(_ text: String) throws(CourierError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw .smoke(.shard(text))
        }
        self.index = index
        self.count = count
    }

    /// The cases of this shard, in plan order.
    package func select(_ cases: [SmokeCase]) -> [SmokeCase] {
        // chain[i]: the first case of i's chain; a case joins the chain of every case that made a capture it uses.
        var chain = Array(cases.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while chain[i] != i { i = chain[i] }
            return i
        }
        var maker: [String: Int] = [:]
        for (i, smokeCase) in cases.enumerated() {
            for name in smokeCase.uses.sorted() {
                guard let made = maker[name] else { continue }
                let (a, b) = (root(made), root(i))
                if a != b { chain[max(a, b)] = min(a, b) }
            }
            for capture in smokeCase.captures { maker[capture.name] = i }
        }
        var order: [Int: Int] = [:]  // chain root → its position among chains, in plan order
        return cases.indices.filter { i in
            let r = root(i)
            let position = order[r] ?? { let next = order.count; order[r] = next; return next }()
            return position % count == index - 1
        }.map { cases[$0] }
    }
}
