import Foundation
import Testing
@testable import CourierCommandsScanner

/// A build tool answers a hostile source with a diagnostic, never a crash: nesting past ``ScanLimits/nesting``
/// (5,000 nested enums, a `[[…Int…]]` 50,000 deep) overflowed the scanner's stack (SIGSEGV). Each file here is
/// run through the real `courier-commands`, as the build plugin runs it.
struct HostileNestingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// `line:column: error: <message>` after the file's path.
        var expected: String
        var testDescription: String { name }
    }

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
    static let deepType = "Fix: the scanner reads 100 levels at most; flatten it (a typealias for the inner type), or add '// courier: hide' on the line above to leave it out"

    static let rows: [Row] = [
        Row(name: "5,000 nested enums", source: repeated("enum E {\n", 5000) + "enum R: TargetType { case a }\n" + repeated("}\n", 5000),
            expected: "101:1: error: types and extensions nested too deep (more than 100 levels). Fix: the scanner reads 100 levels at most; flatten it"),
        Row(name: "5,000 nested extensions", source: repeated("extension E {\n", 5000) + repeated("}\n", 5000),
            expected: "101:1: error: types and extensions nested too deep (more than 100 levels). Fix: the scanner reads 100 levels at most; flatten it"),
        Row(name: "an array type 50,000 deep", source: "enum R: TargetType {\n    case a(x: " + repeated("[", 50000) + "Int" + repeated("]", 50000) + ")\n}\n",
            expected: "2:115: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "generic arguments 50,000 deep", source: "enum R: TargetType {\n    case a(x: " + repeated("A<", 50000) + "Int" + repeated(">", 50000) + ")\n}\n",
            expected: "2:215: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "a function type with 50,000 arrows", source: "enum R: TargetType {\n    case a(x: " + repeated("Int -> ", 50000) + "Int)\n}\n",
            expected: "2:715: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "parentheses 50,000 deep", source: "enum R: TargetType {\n    case a(x: " + repeated("(", 50000) + "Int" + repeated(")", 50000) + ")\n}\n",
            expected: "2:115: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "an optional type 100,000 '?' deep", source: "enum R: TargetType {\n    case a(x: Int" + repeated("?", 100000) + ")\n}\n",
            expected: "2:117: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "a variadic type 100,000 '...' deep", source: "enum R: TargetType {\n    case a(x: Int" + repeated("...", 100000) + ")\n}\n",
            expected: "2:315: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "a typealias 50,000 deep", source: "typealias T = " + repeated("[", 50000) + "Int" + repeated("]", 50000) + "\nenum R: TargetType { case a }\n",
            expected: "1:115: error: types inside a type nested too deep (more than 100 levels). \(deepType)"),
        Row(name: "string interpolations 50,000 deep", source: "let x = " + repeated("\"\\(", 50000) + "1" + repeated(")\"", 50000) + "\n",
            expected: "1:311: error: string interpolations nested too deep (more than 100 levels). Fix: the scanner reads 100 levels at most; flatten it"),
        Row(name: "#if 50,000 deep", source: repeated("#if A\n", 50000) + "enum R: TargetType { case a }\n" + repeated("#endif\n", 50000),
            expected: "101:1: error: #if blocks nested too deep (more than 100 levels). Fix: the scanner reads 100 levels at most; flatten it"),
        Row(name: "an #elseif chain of 20,000 branches",
            source: "enum R: TargetType {\n#if A0\n    case a0\n" + (1..<20000).map { "#elseif A\($0)\n    case a\($0)\n" }.joined() + "#endif\n}\n",
            expected: "202:1: error: #if chain with more than 100 branches. Fix: split the chain into separate #if blocks of 100 branches at most"),
    ]

    @Test(arguments: rows)
    func nestingPastTheLimitIsADiagnosticNotACrash(row: Row) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Deep.swift")
        try Data(row.source.utf8).write(to: source)
        let output = directory.appendingPathComponent("Generated.swift")
        let run = try WatchedToolRun.run(["--output", output.path, source.path], seconds: 120)
        #expect(run.exited, "courier-commands was killed by signal \(run.status) (or by the watchdog)")
        #expect(run.status == 1)
        #expect(run.stderr == "\(source.path):\(row.expected)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// The limits are where they say: 100 levels of each kind are read (in process, on a test thread's stack), 101 are refused.
    @Test func exactlyTheLimitIsRead() {
        let limit = ScanLimits.nesting
        func errors(_ text: String) -> [String] {
            CommandsScanner.plan([SourceFile(name: "L.swift", text: text)]).errors.map { $0.problem.message }
        }
        func enums(_ count: Int) -> String { Self.repeated("enum E {\n", count - 1) + "enum R: TargetType { case a }\n" + Self.repeated("}\n", count - 1) }
        // An array type of n - 1 brackets around Int is n levels.
        func arrays(_ count: Int) -> String { "enum R: TargetType {\n    case a(x: " + Self.repeated("[", count - 1) + "Int" + Self.repeated("]", count - 1) + ")\n}\n" }
        func strings(_ count: Int) -> String { "let x = " + Self.repeated("\"\\(", count) + "1" + Self.repeated(")\"", count) + "\n" }
        func chain(_ count: Int) -> String { "enum R: TargetType {\n#if A0\n" + (1..<count).map { "#elseif A\($0)\n" }.joined() + "#endif\ncase a\n}\n" }
        #expect(errors(enums(limit)).isEmpty)
        #expect(errors(enums(limit + 1)) == ["types and extensions nested too deep (more than 100 levels)"])
        #expect(errors(arrays(limit)).isEmpty)
        #expect(errors(arrays(limit + 1)) == ["types inside a type nested too deep (more than 100 levels)"])
        // Int and n - 1 `?` are n levels, as `[` around Int are.
        func optionals(_ count: Int) -> String { "enum R: TargetType {\n    case a(x: Int" + Self.repeated("?", count - 1) + ")\n}\n" }
        #expect(errors(optionals(limit)).isEmpty)
        #expect(errors(optionals(limit + 1)) == ["types inside a type nested too deep (more than 100 levels)"])
        #expect(errors(strings(limit)).isEmpty)
        #expect(errors(strings(limit + 1)) == ["string interpolations nested too deep (more than 100 levels)"])
        #expect(errors(chain(ScanLimits.conditionalBranches)).isEmpty)
        #expect(errors(chain(ScanLimits.conditionalBranches + 1)) == ["#if chain with more than 100 branches"])
    }

    /// Nine array levels are a type like any other: only typealias expansions count towards "refers to itself".
    @Test func deepButFiniteTypesAreClassifiedByWhatTheyHold() {
        let plan = CommandsScanner.plan([SourceFile(name: "N.swift", text: "enum R: TargetType {\n    case a(x: [[[[[[[[[Int]]]]]]]]])\n}\n")])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.routers.first?.actions.first?.arguments.first?.shape.base == .json("[[[[[[[[[Int]]]]]]]]]"))
    }
}

/// Runs the built `courier-commands` with a watchdog that kills it after `seconds` (a bound for a hang, not a timing claim).
struct WatchedToolRun {
    /// Whether it exited by itself (`status` is then its exit code; otherwise the signal that ended it).
    var exited: Bool
    var status: Int32
    var stderr: String

    static func run(_ arguments: [String], seconds: Double) throws -> WatchedToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ToolRun.executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        // Swift's backtracer would print a crash report instead of letting the signal show.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return WatchedToolRun(exited: process.terminationReason == .exit, status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }
}
