import Foundation
import Testing
@testable import CourierCommandsScanner

/// The generated Swift for small routers, compared with files under Snapshots/. Re-record on purpose only:
/// `COURIER_RECORD_SNAPSHOTS=1 swift test --filter GeneratorSnapshotTests`, then review the diff.
struct GeneratorSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func compare(_ text: String, with name: String) throws {
        let file = directory.appendingPathComponent("Snapshots/\(name)")
        if ProcessInfo.processInfo.environment["COURIER_RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: file)
            Issue.record("re-recorded \(name); review the diff and run again without COURIER_RECORD_SNAPSHOTS")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its snapshot; if intended, re-record it")
    }

    @Test func smallNativeRouter() throws {
        let source = """
            /// The demo API's orders.
            // courier: group=orders
            public enum OrderRouter: RouteCommands {
                /// List a user's orders.
                /// - Parameter uid: The user's id.
                case list(uid: Int, page: Int = 1)
                case detail(no: String) // Show one order.
                case cancel(no: String, reason: String? = nil, notify: Bool = true)
            }
            """
        let support = "public protocol RouteCommands: Route {}"
        let plan = CommandsScanner.plan([SourceFile(name: "OrderRouter.swift", text: source), SourceFile(name: "Support.swift", text: support)])
        #expect(plan.diagnostics.isEmpty)
        var generator = Generator()
        try GeneratorSnapshotTests.compare(generator.generate(plan), with: "OrderRouter.generated.swift.txt")
    }

    @Test func moyaStyleRouterThroughTheTool() throws {
        let fixture = GeneratorSnapshotTests.directory.appendingPathComponent("Fixtures/StoreAPI.swift").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try ToolRun.run(["--output", output.path, fixture])
        #expect(run.exitCode == 0)
        #expect(run.stderr == "\(fixture):38:22: warning: case 'cartChanged' is not callable from the command line: 'handler' is a closure. Fix: give it a type a command line can carry (String, numbers, Bool, URL, Data, Date, arrays, [String: Any], a Decodable or RawRepresentable & CaseIterable type), or add '// courier: hide' on the line above to leave it out\n")
        try GeneratorSnapshotTests.compare(String(contentsOf: output, encoding: .utf8), with: "StoreAPI.generated.swift.txt")
    }

    @Test func toolFailsTheBuildWithCompilerStyleErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Broken.swift")
        try Data("enum A: TargetType {\n    case login(params:)\n}\n".utf8).write(to: source)
        let output = directory.appendingPathComponent("Generated.swift")
        let run = try ToolRun.run(["--output", output.path, source.path])
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("\(source.path):2:23: error: cannot read an associated value of case 'login' at ')'. Fix: "))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(arguments: [
        (#"{"protocols": {"Endpoint": 3}}"#, "protocol 'Endpoint' needs an adapter type name or null"),
        (#"{"protocol": {}}"#, "unknown key 'protocol' (known: protocols, imports)"),
        ("[1]", "not a JSON object"),
    ])
    func toolRefusesABadConfiguration(config: String, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("courier-commands.json")
        try Data(config.utf8).write(to: file)
        let run = try ToolRun.run(["--output", directory.appendingPathComponent("G.swift").path, "--config", file.path])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "courier-commands: error: \(file.path): \(message)\n")
    }

    @Test func teamProtocolsAndImportsComeFromTheConfiguration() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("courier-commands.json")
        try Data(#"{"protocols": {"Endpoint": "EndpointRoute"}, "imports": ["Courier", "Alamofire"]}"#.utf8).write(to: config)
        let source = directory.appendingPathComponent("UserRouter.swift")
        try Data("enum UserRouter: Endpoint {\n    case profile(userId: String)\n}\n".utf8).write(to: source)
        let output = directory.appendingPathComponent("G.swift")
        let run = try ToolRun.run(["--output", output.path, "--config", config.path, source.path])
        #expect(run.exitCode == 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("import Courier\nimport Alamofire\n"))
        #expect(text.contains("EndpointRoute.endpoint(\"profile\", \"\", options: [userIdOption]) { values in\n                EndpointRoute(UserRouter.profile(userId: try values.get(userIdOption)))"))
    }
}

/// Runs the built `courier-commands` (beside the test binary) to completion.
struct ToolRun {
    var exitCode: Int32
    var stderr: String

    static var executable: String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("courier-commands").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return GeneratorSnapshotTests.directory.appendingPathComponent("../../.build/debug/courier-commands").standardized.path
    }

    static func run(_ arguments: [String]) throws -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(exitCode: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }
}
