import Foundation
import Testing
@testable import CourierCommandsScanner

/// Source files are hostile too: any prefix or byte-flip of a real router file scans to a plan or to
/// diagnostics, never to a trap or a hang.
struct HostileSourceTests {
    static let fixture = (try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StoreAPI.swift"), encoding: .utf8)) ?? ""

    @Test func everyPrefixOfARouterFileScans() {
        let bytes = Array(HostileSourceTests.fixture.utf8)
        #expect(bytes.count > 1000)
        var failed = 0
        for end in stride(from: 0, through: bytes.count, by: 3) {
            let plan = CommandsScanner.plan([SourceFile(name: "P.swift", text: String(decoding: bytes[..<end], as: UTF8.self))])
            if !plan.errors.isEmpty { failed += 1 }
        }
        // Most cuts leave a brace, string or comment open; each of those must be an error, not a partial plan.
        #expect(failed > bytes.count / 6)
    }

    @Test func bytesReplacedByPunctuationNeverTrap() {
        let bytes = Array(HostileSourceTests.fixture.utf8)
        let replacements: [UInt8] = Array("{}()[]<>\"#/*`\\,:=@?!.\n".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            var mutated = bytes
            for _ in 0..<3 { mutated[Int.random(in: 0..<mutated.count, using: &generator)] = replacements.randomElement(using: &generator)! }
            let plan = CommandsScanner.plan([SourceFile(name: "M.swift", text: String(decoding: mutated, as: UTF8.self))])
            var emitter = Generator()
            if plan.errors.isEmpty { #expect(!emitter.generate(plan).isEmpty) }
        }
    }
}
