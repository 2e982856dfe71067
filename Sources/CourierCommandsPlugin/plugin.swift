// The CourierCommands build-tool plugin: finds a routes target's Swift files (and its optional
// courier-commands.json) and runs courier-commands over them. Everything it decides is in CourierCommandsScanner.
import Foundation
import PackagePlugin

@main
struct CourierCommands: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let sources = module.sourceFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCommands.swift")
        var arguments = ["--output", output.path]
        var inputs = sources
        let config = module.directoryURL.appendingPathComponent("courier-commands.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        return [
            .buildCommand(displayName: "Generating commands for \(target.name)'s routers",
                          executable: try context.tool(named: "courier-commands").url,
                          arguments: arguments + sources.map(\.path), inputFiles: inputs, outputFiles: [output]),
        ]
    }
}
