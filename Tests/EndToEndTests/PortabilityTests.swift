import Foundation
import Testing
import TestSupport

/// What keeps Courier building on a Mac, checked here where no Mac runs (the GitHub workflow's macOS job runs the
/// rest): no two paths equal ignoring case (a Mac's disk merges them), the C library imported only by
/// CourierPlatform, a Darwin branch beside every Linux-only block, and no absolute tool path in a Makefile target a
/// user runs (Homebrew's tools are not in /usr/bin).
struct PortabilityTests {
    /// Every file and folder below `root`, relative to it, skipping build products and git's own.
    static func paths(below root: String) throws -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !skipped.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                found.append(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), isFolder.boolValue,
                   (try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) == nil
                {
                    pending.append(path)
                }
            }
        }
        return found
    }

    /// The groups of `paths` that are one path ignoring case.
    static func caseCollisions(_ paths: [String]) -> [[String]] {
        Dictionary(grouping: paths, by: { $0.lowercased() }).values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    @Test func theCollisionCheckFindsAPairThatDiffersOnlyByCase() {
        #expect(Self.caseCollisions(["Sources/Courier", "Sources/courier", "Sources/CourierCore"]) == [["Sources/Courier", "Sources/courier"]])
        #expect(Self.caseCollisions(["README.md", "docs/readme.md"]).isEmpty)
    }

    @Test func noTwoPathsOfTheRepositoryDifferOnlyByCase() throws {
        let paths = try Self.paths(below: Paths.root.path)
        #expect(paths.contains("Sources/CourierCore"), "the walk found the tree")
        #expect(Self.caseCollisions(paths).isEmpty, "\(Self.caseCollisions(paths))")
    }

    /// The package `courier init` writes, for each router style: with the names a team would give.
    @Test(arguments: ["native", "moya", "alamofire"])
    func noTwoPathsOfAScaffoldedPackageDifferOnlyByCase(style: String) throws {
        let root = NSTemporaryDirectory() + "courier-portable-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CourierRun.run(["init", root, "--name", "shop", "--style", style, "--courier-path", Paths.root.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let paths = try Self.paths(below: root)
        #expect(paths.contains("Package.swift"))
        #expect(Self.caseCollisions(paths).isEmpty, "\(Self.caseCollisions(paths))")
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("platforms: [.macOS(.v15)]"), "the scaffold declares Courier's floor")
    }

    /// Courier's own manifest declares the floor the scaffold copies.
    @Test func theManifestDeclaresTheMacOSFloor() throws {
        let manifest = try String(contentsOfFile: Paths.root.path + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("platforms: [.macOS(.v15)]"))
    }

    /// Swift sources of the package (Sources, Tests, Routes), with their text.
    static func swiftSources() throws -> [(path: String, text: String)] {
        try paths(below: Paths.root.path)
            .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") || $0.hasPrefix("Routes/")) }
            .map { ($0, try String(contentsOfFile: Paths.root.path + "/" + $0, encoding: .utf8)) }
    }

    /// Lines that import the C library itself (`import Glibc`, `import Darwin`, `@_exported import Musl`…).
    static func cLibraryImports(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
            return ["Glibc", "Darwin", "Musl", "Bionic", "WASILibc", "ucrt"].contains(String(words[index + 1]))
        }
    }

    @Test func onlyCourierPlatformImportsTheCLibrary() throws {
        #expect(Self.cLibraryImports("import Foundation\n#if canImport(Glibc)\n  import Glibc\n#endif") == ["import Glibc"])
        let offenders = try Self.swiftSources().filter { !$0.path.hasPrefix("Sources/CourierPlatform/") && !Self.cLibraryImports($0.text).isEmpty }
        #expect(offenders.map(\.path) == [])
    }

    /// The `#if` blocks whose condition names only Linux (or Glibc) and that have no `#else`/`#elseif` branch: code that
    /// a Mac build silently leaves out. Returns each such block's first line number.
    static func linuxOnlyBlocks(_ text: String) -> [Int] {
        var open: [(line: Int, linuxOnly: Bool, branched: Bool)] = []
        var found: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                let condition = line.dropFirst(4)
                let linuxOnly = (condition.contains("os(Linux)") || condition.contains("canImport(Glibc)")) && !condition.contains("||")
                    && !condition.hasPrefix("!")
                open.append((index + 1, linuxOnly, false))
            } else if line.hasPrefix("#else") || line.hasPrefix("#elseif") {
                if !open.isEmpty { open[open.count - 1].branched = true }
            } else if line.hasPrefix("#endif"), let block = open.popLast() {
                if block.linuxOnly && !block.branched { found.append(block.line) }
            }
        }
        return found
    }

    @Test func theLinuxBlockCheckFindsABlockWithoutADarwinBranch() {
        #expect(Self.linuxOnlyBlocks("#if os(Linux)\nlet a = 1\n#endif\n#if os(Linux)\nlet b = 1\n#else\nlet b = 2\n#endif") == [1])
        #expect(Self.linuxOnlyBlocks("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif").isEmpty)
        #expect(Self.linuxOnlyBlocks("#if !os(Linux)\nx()\n#endif\n#if DEBUG\n#if os(Linux)\ny()\n#endif\n#endif") == [5])
    }

    @Test func everyLinuxOnlyBlockInSourcesHasADarwinBranch() throws {
        let offenders = try Self.swiftSources().filter { $0.path.hasPrefix("Sources/") }
            .flatMap { file in Self.linuxOnlyBlocks(file.text).map { "\(file.path):\($0)" } }
        #expect(offenders == [], "give each a #else for Darwin (even one that says why nothing is needed there)")
    }

    /// The Makefile targets a user runs (README's quick start and other targets), whose recipes must find their tools
    /// on PATH: an absolute path such as /usr/sbin/nginx or /usr/bin/time is Debian's, not a Mac's.
    static let userTargets = ["all", "deps", "build", "bin-path", "release-flags", "debug", "demo", "demo-api", "install", "uninstall", "clean"]

    /// The recipe lines of `target` in `makefile`.
    static func recipe(of target: String, in makefile: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in makefile.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\t") {
                if inside { lines.append(String(line)) }
            } else if !line.isEmpty {
                inside = line.hasPrefix(target + ":") && !line.hasPrefix(target + ":=")
            }
        }
        return lines
    }

    /// Words of `lines` that are an absolute path into a system bin folder.
    static func absoluteToolPaths(_ lines: [String]) -> [String] {
        let folders = ["/usr/bin/", "/usr/sbin/", "/bin/", "/sbin/", "/usr/local/bin/", "/opt/homebrew/bin/"]
        return lines.flatMap { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "(" || $0 == ";" })
                .map(String.init).filter { word in folders.contains { word.hasPrefix($0) } }
        }
    }

    @Test func theMakefileCheckFindsAnAbsoluteToolPath() {
        let makefile = "deps:\n\t[ -x /usr/sbin/nginx ] || echo missing\nother:\n\t/usr/bin/time true\n"
        #expect(Self.absoluteToolPaths(Self.recipe(of: "deps", in: makefile)) == ["/usr/sbin/nginx"])
    }

    @Test func theTargetsAUserRunsFindTheirToolsOnPath() throws {
        let makefile = try String(contentsOfFile: Paths.root.path + "/Makefile", encoding: .utf8)
        #expect(!Self.recipe(of: "build", in: makefile).isEmpty, "the recipe reader found the build target")
        for target in Self.userTargets {
            #expect(Self.absoluteToolPaths(Self.recipe(of: target, in: makefile)) == [], "make \(target)")
        }
    }

    /// Runs actionlint (PyPI, beside the test tools' Python; shellcheck checks the `run:` scripts where it is on PATH) on
    /// `workflow`: its exit status and what it printed.
    static func actionlint(_ workflow: String) throws -> (status: Int32, output: String) {
        let script = """
            import os, subprocess, sys
            tool = os.path.join(os.path.dirname(sys.executable), "actionlint")
            ran = subprocess.run([tool, "-no-color", sys.argv[1]], capture_output=True, text=True, timeout=100)
            print(ran.stdout + ran.stderr, end="")
            sys.exit(ran.returncode)
            """
        let ran = try TestTools.runPython(script, [workflow])
        return (ran.status, ran.stdout + ran.stderr)
    }

    /// The macOS job (and the Linux one) are checked here by actionlint, since only GitHub runs them.
    @Test(.enabled(if: TestTools.pythonOrCI, "needs the test tools: make test-tools"))
    func theWorkflowPassesActionlint() throws {
        let workflow = Paths.root.path + "/.github/workflows/ci.yml"
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        #expect(text.contains("runs-on: macos-15"), "a macOS job")
        for step in ["make test", "make build", "init \"$RUNNER_TEMP/shop\"", "swift build"] { #expect(text.contains(step), "\(step)") }
        let linted = try Self.actionlint(workflow)
        #expect(linted.status == 0, "\(linted.output)")

        // The same linter refuses a job with no runner: it can fail.
        let broken = NSTemporaryDirectory() + "courier-workflow-\(UUID().uuidString).yml"
        defer { try? FileManager.default.removeItem(atPath: broken) }
        try "on: push\njobs:\n  x:\n    steps:\n      - run: echo hi\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = try Self.actionlint(broken)
        #expect(refused.status != 0 && refused.output.contains("runs-on"), "\(refused.output)")
    }
}
