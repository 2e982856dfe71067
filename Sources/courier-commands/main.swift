// courier-commands: the tool the CourierCommands build plugin runs. It reads a routes target's Swift files,
// writes the generated commands file, prints findings as `file:line:col: error: …`, and exits 1 on any error.
//
//   courier-commands --output FILE [--config courier-commands.json] [--import MODULE]... SOURCE.swift...
import CourierCommandsScanner
import Foundation

var arguments = CommandLine.arguments.dropFirst()

@MainActor func value(_ option: String) -> String {
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    return value
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("courier-commands: error: \(message)\n".utf8))
    exit(2)
}

var output: String?
var configPath: String?
var imports: [String]?
var sources: [String] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--output": output = value(argument)
    case "--config": configPath = value(argument)
    case "--import": imports = (imports ?? []) + [value(argument)]
    default: sources.append(argument)
    }
}
guard let output else { fail("missing --output FILE") }

var configuration = ScanConfiguration()
if let configPath {
    do {
        let config = try ToolConfiguration.read(Data(contentsOf: URL(fileURLWithPath: configPath)))
        configuration.protocols.merge(config.protocols) { $1 }
        imports = imports ?? config.imports
    } catch {
        fail("\(configPath): \(error)")
    }
}

var files: [SourceFile] = []
for path in sources.sorted() {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    files.append(SourceFile(name: path, text: String(decoding: data, as: UTF8.self)))
}

let plan = CommandsScanner.plan(files, configuration: configuration)
for diagnostic in plan.diagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
}
guard plan.errors.isEmpty else { exit(1) }
var generator = Generator(imports: imports ?? ["Courier"])
let text = generator.generate(plan)
// Unchanged output keeps its timestamp, so the target's other files are not recompiled for nothing.
if FileManager.default.contents(atPath: output) != Data(text.utf8) {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error.localizedDescription)")
    }
}
