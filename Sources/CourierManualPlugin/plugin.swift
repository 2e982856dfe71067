// The CourierManual build-tool plugin: hands the package's docs/*.md to courier-manual, which writes the user
// manual's pages as Swift string literals for `help TOPIC` (an installed binary has no docs/ to read). Everything
// it decides (which pages, their topic names) is in CourierManualSource, with its table tests.
import Foundation
import PackagePlugin

@main
struct CourierManual: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let docs = context.package.directoryURL.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        let pages = names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedManual.swift")
        return [
            .buildCommand(displayName: "Generating the manual's help topics for \(target.name)",
                          executable: try context.tool(named: "courier-manual").url,
                          arguments: ["--output", output.path] + pages.map(\.path), inputFiles: pages, outputFiles: [output]),
        ]
    }
}
