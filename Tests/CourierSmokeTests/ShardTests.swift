import Testing
import CourierCore
@testable import CourierSmoke

/// `--shard I/N`: a deterministic split in which capture chains stay whole.
struct ShardTests {
    func cases(_ text: String) throws -> [SmokeCase] {
        var known = Set<String>()
        return try PlanParser(variable: { _ in nil }).parse(text, file: "p", known: &known)
    }

    @Test func chainsStayTogetherAndEveryCaseLandsInExactlyOneShard() throws {
        let plan = try cases("""
            a
            [login] b => ok capture t=data.t
            c
            d --token ${t}
            e
            f --token ${t} => ok capture u=data.u
            g --id ${u}
            """)
        let shards = try (1...3).map { try Shard("\($0)/3").select(plan).map(\.line) }
        #expect(shards == [[1, 5], [2, 4, 6, 7], [3]])  // chains a, b-d-f-g, c, e dealt round-robin
        #expect(shards.flatMap(\.self).sorted() == Array(1...7))
        #expect(try Shard("1/1").select(plan).count == 7)
    }

    @Test(arguments: ["3/2", "0/4", "a/b", "1/0", "", "/", "2", "1/2/3", "-1/2"])
    func badShardsAreUsageErrors(text: String) {
        #expect(throws: CourierError.self) { try Shard(text) }
    }
}
