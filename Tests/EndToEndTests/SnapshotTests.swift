import Foundation
import Testing
import TestSupport

/// Help and completion output compared with files under Snapshots/. Re-record on purpose only:
/// `COURIER_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, then review the diff.
struct SnapshotTests {
    static let directory = Paths.root.appendingPathComponent("Tests/EndToEndTests/Snapshots")

    @Test(arguments: [
        ("help-root", ["--help"]),
        ("help-orders", ["orders", "--help"]),
        ("help-orders-create", ["orders", "create", "--help"]),
        ("help-users-login", ["help", "users", "login"]),
        ("help-describe", ["describe", "--help"]),
        ("completion-bash", ["completion", "bash"]),
        ("completion-zsh", ["completion", "zsh"]),
        ("completion-fish", ["completion", "fish"]),
    ])
    func outputMatchesItsSnapshot(name: String, arguments: [String]) throws {
        let run = CourierRun.run(arguments, environment: ["COLUMNS": "80"])
        #expect(run.exitCode == 0)
        let file = Self.directory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["COURIER_RECORD_SNAPSHOTS"] == "1" {
            try run.stdout.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(name).txt; review the diff and run again without COURIER_RECORD_SNAPSHOTS")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(run.stdout == expected, "\(name) differs from its snapshot; if intended, re-record it")
    }
}

/// The generated scripts in real shells.
struct CompletionShellTests {
    /// Sources the bash script and drives `_courier` through COMP_WORDS, as bash would on TAB.
    func complete(_ words: [String]) throws -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source <('\(Paths.courier)' completion bash) || exit 3
            COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
            _courier
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try shell("bash", ["-c", script])
        return output.split(separator: "\n").map(String.init)
    }

    /// Registered unsorted (`-o nosort`, bash 4.4 and later), so bash shows the words in the order the script offers
    /// them: an action's own options (`orders list --uid`) before the globals, not buried among them alphabetically.
    @Test func bashRegistersTheCompletion() throws {
        let output = try shell("bash", ["-c", "source <('\(Paths.courier)' completion bash) && complete -p courier"])
        #expect(output == "complete -o nosort -F _courier courier\n")
    }

    /// `--all` (and its `--max-pages`, `--max-items`) is offered only where the route pages: `orders list` declares no
    /// pages and refuses it, `pages numbered` follows them.
    @Test func bashOffersAllOnlyWhereTheRoutePages() throws {
        let list = try complete(["courier", "orders", "list", "--"])
        #expect(list.contains("--uid") && list.contains("--env"), "\(list)")
        #expect(!list.contains("--all") && !list.contains("--max-pages") && !list.contains("--max-items"), "\(list)")
        let paged = try complete(["courier", "pages", "numbered", "--"])
        #expect(paged.contains("--all") && paged.contains("--max-pages"), "\(paged)")
    }

    /// Options whose value is a file (`--junit <file>`, `--cookie-jar <file>`, `--password-file <file>`) and a command's
    /// file arguments (`smoke PLAN…`) complete file names, as the README promises.
    @Test func bashCompletesFilesWhereAFileIsTaken() throws {
        let directory = NSTemporaryDirectory() + "courier-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["plan.txt", "report.xml", "jar.txt"] { _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()) }
        #expect(try complete(["courier", "smoke", directory + "/pl"]) == [directory + "/plan.txt"])
        #expect(try complete(["courier", "smoke", "--junit", directory + "/re"]) == [directory + "/report.xml"])
        #expect(try complete(["courier", "--cookie-jar", directory + "/ja"]) == [directory + "/jar.txt"])
        #expect(try complete(["courier", "--password-file", directory + "/ja"]) == [directory + "/jar.txt"])
        // After '@', a value read from a file offers files, '@' kept: curl's --data @FILE, --json @FILE.
        #expect(try complete(["courier", "request", "POST", "/x", "--data", "@" + directory + "/pl"]) == ["@" + directory + "/plan.txt"])
        #expect(try complete(["courier", "request", "POST", "/x", "--json", "@" + directory + "/ja"]) == ["@" + directory + "/jar.txt"])
        // Where no file is taken, none is offered.
        #expect(try complete(["courier", "orders", "list", "--uid", directory + "/pl"]).isEmpty)
    }

    @Test(arguments: [
        (["courier", "or"], ["orders"]),
        (["courier", "orders", ""], ["list", "detail", "create", "cancel"]),
        (["courier", "--env", "dev", "orders", "c"], ["create", "cancel"]),
        (["courier", "-H", "X: y", "users", "pro"], ["profile"]),
        (["courier", "orders", "list", "--u"], ["--uid"]),
        (["courier", "completion", ""], ["bash", "zsh", "fish"]),
        (["courier", "users", "login", "--pass"], ["--password"]),
    ])
    func bashCompletesGroupsActionsAndOptions(words: [String], expected: [String]) throws {
        let offered = try complete(words)
        for word in expected { #expect(offered.contains(word), "\(words) offered \(offered)") }
        #expect(!offered.contains("zzz"))
    }

    /// Actions before options: options are offered once a '-' is typed, or where nothing else fits.
    @Test(arguments: [
        (["courier", "orders", ""], ["list", "detail", "create", "cancel"]),
        (["courier", ""], ["orders", "users", "account", "files", "pages", "auth", "completion", "config", "describe", "diff", "import", "init", "match", "mcp", "openapi", "request", "routes", "smoke"]),
        (["courier", "--env", ""], ["local", "dev", "prod"]),
        (["courier", "orders", "-e", "d"], ["dev"]),
        (["courier", "config", ""], ["trust", "untrust"]),
    ])
    func bashOffersExactlyTheNamesThatFitHere(words: [String], expected: [String]) throws {
        #expect(try complete(words) == expected)
    }

    @Test func bashOffersOptionsAfterADashOrAtAnAction() throws {
        let dashed = try complete(["courier", "orders", "-"])
        #expect(dashed.contains("--env") && !dashed.contains("list"))
        let action = try complete(["courier", "orders", "list", ""])
        #expect(action.first == "--uid" && action.contains("--verbose"))
    }

    @Test func fishCompletesEnvironmentNames() throws {
        let file = NSTemporaryDirectory() + "courier-completion-\(UUID().uuidString).fish"
        try CourierRun.run(["completion", "fish"]).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = try shell("fish", ["--no-config", "-c", "source \(file); complete -C 'courier --env '"])
        #expect(output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") } == ["dev", "local", "prod"])
    }

    /// A global the command refuses (`courier mcp` takes no --curl or --dry-run: its tool results are the calls'
    /// documents) is not offered there, in bash or fish; other commands still offer it.
    @Test func completionLeavesOutTheGlobalsACommandRefuses() throws {
        let mcp = try complete(["courier", "mcp", "--"])
        #expect(mcp.contains("--read-only") && mcp.contains("--env"), "\(mcp)")
        #expect(!mcp.contains("--dry-run") && !mcp.contains("--curl"), "\(mcp)")
        #expect(try complete(["courier", "orders", "list", "--"]).contains("--curl"))

        let file = NSTemporaryDirectory() + "courier-completion-\(UUID().uuidString).fish"
        try CourierRun.run(["completion", "fish"]).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        func fish(_ line: String) throws -> [String] {
            try shell("fish", ["--no-config", "-c", "source \(file); complete -C '\(line)'"]).split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        let fishMCP = try fish("courier mcp --")
        #expect(fishMCP.contains("--read-only") && fishMCP.contains("--token") && !fishMCP.contains("--curl"), "\(fishMCP)")
        #expect(try fish("courier orders list --").contains("--curl"))
    }

    @Test func bashCompletesFilesForPathOptions() throws {
        let offered = try complete(["courier", "files", "upload", "--file", Paths.root.path + "/Package.sw"])
        #expect(offered == [Paths.root.path + "/Package.swift"])
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsAcceptTheScriptSyntax(shell name: String) throws {
        let path = try Tool.path(name)
        let file = NSTemporaryDirectory() + "courier-completion-\(UUID().uuidString).\(name)"
        try CourierRun.run(["completion", name]).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
