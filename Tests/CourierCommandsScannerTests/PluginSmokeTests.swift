import Foundation
import Testing

/// Builds Tests/Fixtures/CommandsPlugin, a package that applies the CourierCommands plugin to a routes target,
/// and runs its executable: the generated commands build the routers' real cases.
/// Opt-in (`COURIER_PLUGIN_SMOKE=1`): a nested `swift build` takes about 40 s on 2 cores.
struct PluginSmokeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/CommandsPlugin").standardized

    @Test(.enabled(if: ProcessInfo.processInfo.environment["COURIER_PLUGIN_SMOKE"] == "1"))
    func pluginGeneratesCommandsForEveryRouter() throws {
        let process = Process()
        // swift as a shell finds it (this target has no TestSupport and its Tool).
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swift = path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        process.executableURL = URL(fileURLWithPath: try #require(swift, "swift is not on PATH"))
        process.arguments = ["run", "--package-path", PluginSmokeTests.fixture.path, "shop"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == """
            order list list(uid: 5)
            order detail detail(no: "A1")
            user profile EndpointRoute(endpoint: profile(userId: "u7"))

            """)
    }
}
