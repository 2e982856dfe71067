// courier-manual: the tool the CourierManual build plugin runs. It reads docs/*.md and writes the user pages as a
// Swift file for `help TOPIC`; a page it cannot read is an error (exit 1), never a silently missing topic.
//
//   courier-manual --output FILE PAGE.md...
import CourierManualSource
import Foundation

/// The whole run in a function, so every value is released before the process exits: a top-level `Data` was
/// reported as leaked by LeakSanitizer when `make sanitize` built this tool instrumented, failing the build.
func run() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count >= 2, arguments[0] == "--output" else {
        FileHandle.standardError.write(Data("courier-manual: usage: courier-manual --output FILE PAGE.md...\n".utf8))
        return 2
    }
    let output = arguments[1]
    var pages: [ManualSource] = []
    for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            FileHandle.standardError.write(Data("\(path): error: cannot read this page as UTF-8 text\n".utf8))
            return 1
        }
        pages.append(ManualSource(fileName: URL(fileURLWithPath: path).lastPathComponent, text: text))
    }
    let source = Data(ManualSource.swiftSource(pages).utf8)
    // Written only when it changed, so an unchanged manual does not recompile CourierCLI.
    if FileManager.default.contents(atPath: output) != source {
        do { try source.write(to: URL(fileURLWithPath: output)) } catch {
            FileHandle.standardError.write(Data("\(output): error: \(error)\n".utf8))
            return 1
        }
    }
    return 0
}

exit(run())
