import Foundation
import Testing
import TestSupport

/// Every target declares each of the package's modules it imports. SwiftPM builds a module another target happened to
/// build first even when it is not declared, so an undeclared import compiles on one machine and fails a clean build
/// on another ("no such module"), depending only on the order the build took.
struct ModuleDependencyTests {
    /// The package's modules a Swift file imports (`import X`, `@testable import X`, `@_exported import X`, `package import X`):
    /// lines that start at the margin, as an import does (an indented one is inside a string, such as the scaffold's templates).
    static func imports(_ text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) }) else { continue }
            found.insert(words[index + 1])
        }
        return found
    }

    @Test func theImportReaderFindsEachForm() {
        #expect(Self.imports("import A\n@testable import B\n@_exported import C\npackage import D\n// import E\nlet x = 1 // import F\n    import G") == ["A", "B", "C", "D"])
    }

    @Test func everyTargetDeclaresThePackageModulesItImports() throws {
        let manifest = try PackageManifest.json()
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let names = Set(targets.compactMap { $0["name"] as? String })
        #expect(names.contains("CourierCore") && names.contains("CourierCLI"))
        var checked = 0
        for target in targets {
            guard let name = target["name"] as? String, target["type"] as? String != "plugin" else { continue }
            let folder = target["path"] as? String ?? ((target["type"] as? String) == "test" ? "Tests/" : "Sources/") + name
            let declared: Set<String> = Set((target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            })
            let listed = target["sources"] as? [String]
            let excluded = target["exclude"] as? [String] ?? []
            let root = Paths.root.path + "/" + folder
            let files = (FileManager.default.subpaths(atPath: root) ?? []).filter { file in
                file.hasSuffix(".swift") && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") } && (listed.map { $0.contains(file) } ?? true)
            }
            for file in files {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let undeclared = Self.imports(text).intersection(names).subtracting(declared).subtracting([name])
                #expect(undeclared.isEmpty, "\(folder)/\(file) imports \(undeclared.sorted()), which \(name) does not declare")
                checked += 1
            }
        }
        #expect(checked > 300, "the walk found the sources")
    }
}
