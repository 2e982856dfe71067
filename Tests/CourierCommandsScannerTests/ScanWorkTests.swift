import Foundation
import Testing
@testable import CourierCommandsScanner

/// The scanner is linear in its input: the elements its lookups visit (``CommandPlan``'s `work`, counted, not
/// timed) grow with the sources' size, not its square. Protocol refinement chains were quadratic (20,000 protocols
/// declared from the chain's end took over a minute); so were a declaration's docs (every comment read for each
/// case), each type's extensions (every extension for each type), a router's duplicate action names and an
/// option default naming a case of a raw-value enum (every case for each default).
struct ScanWorkTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var source: @Sendable (Int) -> String
        /// How many routers and actions the source of size n makes (so the scan is known to have read it all).
        var routers: @Sendable (Int) -> Int
        var actions: @Sendable (Int) -> Int
        var testDescription: String { name }
    }

    /// `protocol P0: TargetType`, `P1: P0`, … `P(n-1)`, declared from the end of the chain when `reversed`, and one enum on the last.
    static func chain(_ count: Int, reversed: Bool) -> String {
        var protocols = (1..<count).map { "protocol P\($0): P\($0 - 1) {}\n" }
        if reversed { protocols.reverse() }
        return "protocol P0: TargetType {}\n" + protocols.joined() + "enum R: P\(count - 1) {\n    case a\n}\n"
    }

    static let shapes: [Shape] = [
        Shape(name: "a refinement chain declared from its end", source: { chain($0, reversed: true) }, routers: { _ in 1 }, actions: { _ in 1 }),
        Shape(name: "a refinement chain in order", source: { chain($0, reversed: false) }, routers: { _ in 1 }, actions: { _ in 1 }),
        Shape(name: "cases with doc and trailing comments",
              source: { n in "enum R: TargetType {\n" + (0..<n).map { "    /// Case \($0).\n    case c\($0)(x: Int /* x */) // trailing\n" }.joined() + "}\n" },
              routers: { _ in 1 }, actions: { $0 }),
        Shape(name: "types made routers by extensions", source: { n in (0..<n).map { "enum T\($0) { case a }\nextension T\($0): TargetType {}\n" }.joined() },
              routers: { $0 }, actions: { $0 }),
        Shape(name: "defaults naming cases of a large raw-value enum",
              source: { n in "enum Sort: String, CaseIterable {\n" + (0..<n).map { "    case s\($0)\n" }.joined() + "}\nenum R: TargetType {\n"
                  + (0..<n).map { "    case c\($0)(sort: Sort = .s\(n - 1 - $0))\n" }.joined() + "}\n" },
              routers: { _ in 1 }, actions: { $0 }),
        Shape(name: "a line of many properties", source: { n in "enum R: Route {\n    case a\n    " + (0..<n).map { "var v\($0): Int;" }.joined(separator: " ") + "\n}\n" },
              routers: { _ in 1 }, actions: { _ in 1 }),
        Shape(name: "Routes with properties", source: { n in (0..<n).map { "enum T\($0): Route {\n    case a\n    var method: HTTPMethod { .get }\n}\n" }.joined() },
              routers: { $0 }, actions: { $0 }),
    ]

    static func work(_ shape: Shape, _ size: Int) -> Int {
        let plan = CommandsScanner.plan([SourceFile(name: "W.swift", text: shape.source(size))])
        #expect(plan.errors.isEmpty, "\(shape.name) at \(size): \(plan.errors.prefix(3))")
        #expect(plan.routers.count == shape.routers(size) && plan.routers.map(\.actions.count).reduce(0, +) == shape.actions(size), "\(shape.name) at \(size)")
        return plan.work
    }

    /// Ten times the input is at most eleven times the work (quadratic would be a hundred times).
    @Test(arguments: shapes)
    func workGrowsLinearlyWithTheSources(shape: Shape) {
        let small = Self.work(shape, 500)
        let large = Self.work(shape, 5000)
        #expect(small > 0, "the counter moves")
        #expect(large <= small * 11, "\(shape.name): work \(small) at 500, \(large) at 5,000")
    }

    /// `case aN, bN // doc` on 40,000 lines: giving the line's comment to each case copied all the cases before it, for
    /// every line (20,000 lines took a minute). A copy is no lookup a counter sees, so this one is bounded by a watchdog.
    @Test func manyCasesPerLineWithTheirCommentAreScannedWithoutCopies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Pairs.swift")
        try Data(("enum R: TargetType {\n" + (0..<40000).map { "    case a\($0), b\($0) // Doc \($0).\n" }.joined() + "}\n").utf8).write(to: source)
        let output = directory.appendingPathComponent("Generated.swift")
        let run = try WatchedToolRun.run(["--output", output.path, source.path], seconds: 60)
        #expect(run.exited && run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("MoyaRoute.endpoint(\"b39999\", \"Doc 39999.\""))
    }

    /// The finding itself: 20,000 protocols, declared from the chain's end, through the real tool, against a generous
    /// watchdog (a minute, where it now takes about a second and took over a minute), and the counter at twenty times the 1,000 chain's.
    @Test func aChainOfTwentyThousandProtocolsIsScannedInLinearWork() throws {
        let thousand = Self.work(Self.shapes[0], 1000)
        let twentyThousand = Self.work(Self.shapes[0], 20000)
        #expect(twentyThousand <= thousand * 21, "work \(thousand) at 1,000, \(twentyThousand) at 20,000")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Chain.swift")
        try Data(Self.chain(20000, reversed: true).utf8).write(to: source)
        let output = directory.appendingPathComponent("Generated.swift")
        let run = try WatchedToolRun.run(["--output", output.path, source.path], seconds: 60)
        #expect(run.exited && run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("MoyaRoute(R.a)"))
    }
}
