import Foundation
import Testing
import TestSupport

/// `courier init` into what exists and what does not: an existing empty directory (`.` too) is filled in place,
/// a missing tail is made (`X/sub/..` is `X`), a failure halfway leaves nothing it made, and DIR is printed with its
/// control characters escaped. `init . --name shop` failed with "Device or resource busy", and a failed
/// `init X/sub/..` left `X/sub` behind.
struct InitDirectoryTests {
    static let files = ["Package.swift", "Sources/shop/main.swift", "Sources/shopRoutes/ShopCLI.swift", "Sources/shopRoutes/ExampleRouter.swift",
                        "Sources/shopRoutes/Example.swift", "Tests/shopRoutesTests/OrdersTests.swift", "smoke/local.smoke", "Makefile", "README.md", ".gitignore"]

    static func temporary() throws -> String {
        let root = NSTemporaryDirectory() + "courier-init-dir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func inode(_ path: String) throws -> UInt64 {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func initDotFillsTheEmptyWorkingDirectory() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.inode(root)
        let run = CourierRun.run(["init", ".", "--name", "shop", "--courier-path", Paths.root.path], directory: root)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("created 10 files in .:\n"), "\(run.stdout)")
        for file in Self.files { #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file)") }
        #expect(try Self.inode(root) == before, "the directory is filled in place, not replaced")
    }

    @Test(arguments: ["shop", "shop/", "./shop//"])
    func anExistingEmptyDirectoryIsFilledInPlace(given: String) throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/shop", withIntermediateDirectories: false)
        let before = try Self.inode(root + "/shop")
        let run = CourierRun.run(["init", given, "--name", "shop", "--courier-path", Paths.root.path], directory: root)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["shop"])
        for file in Self.files { #expect(FileManager.default.fileExists(atPath: root + "/shop/" + file), "\(file)") }
        #expect(try Self.inode(root + "/shop") == before)
    }

    /// Nothing of `X/sub/..` exists, so it is `X`: the package goes there and no `X/sub` is made.
    @Test func aMissingTailIsResolvedBeforeAnythingIsMade() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CourierRun.run(["init", root + "/X/sub/..", "--name", "shop", "--courier-path", Paths.root.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/X").sorted() == [".gitignore", "Makefile", "Package.swift", "README.md", "Sources", "Tests", "smoke"])
    }

    /// A file that cannot be created halfway through (its path passes PATH_MAX, after the missing folders, Package.swift and
    /// main.swift were made): the error names it, and every folder and file made before it is gone again.
    @Test func aFailureHalfwayLeavesNothingItMade() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // DIR is 4,070 bytes: DIR/Sources/shop/main.swift fits in 4,095, DIR/Sources/shopRoutes/ShopCLI.swift does not.
        var directory = root + "/new"
        while directory.utf8.count < 4070 - 201 { directory += "/" + String(repeating: "a", count: 200) }
        directory += "/" + String(repeating: "b", count: 4070 - directory.utf8.count - 1)
        #expect(directory.utf8.count == 4070)
        let run = CourierRun.run(["init", directory, "--name", "shop", "--courier-path", Paths.root.path])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("courier: config: cannot create '\(directory)/Sources/shopRoutes/ShopCLI.swift': "), "\(run.stderr.prefix(200))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty, "the missing folders made on the way are removed too")
    }

    @Test func aFileOrADanglingLinkOnTheWayIsAUsageError() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "x".write(toFile: root + "/FILE", atomically: true, encoding: .utf8)
        let run = CourierRun.run(["init", root + "/FILE/sub", "--name", "shop", "--courier-path", Paths.root.path])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "courier: usage: '\(root)/FILE' exists and is not a directory\n" + Self.usageTail, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["FILE"])
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
        let link = CourierRun.run(["init", root + "/dangling", "--name", "shop", "--courier-path", Paths.root.path])
        #expect(link.exitCode == 2)
        #expect(link.stderr.hasPrefix("courier: usage: '\(root)/dangling' exists and is not a directory\n"), "\(link.stderr)")
    }

    static var usageTail: String {
        // Whatever the one sink adds after a usage error's first line (a Usage: and See: line, or nothing).
        let probe = CourierRun.run(["init", "/nonexistent-\(UUID().uuidString)", "--name", "shop", "--courier-path", "/nonexistent"])
        return probe.stderr.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().joined()
    }

    /// A bidi override (U+202E) or a C1 CSI (U+009B) in DIR would drive the terminal: the report shows them escaped.
    @Test func theReportEscapesControlsInDir() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CourierRun.run(["init", "shop\u{202E}x\u{9B}2J", "--name", "shop", "--courier-path", Paths.root.path], directory: root)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("created 10 files in shop\\u{202e}x\\x9b2J:\n"), "\(run.stdout)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
        #expect(run.stdout.hasSuffix("next: cd shop\\u{202e}x\\x9b2J && swift build && swift run shop --help\n"))
    }

    /// SwiftPM names a package by its folder: a package in a folder named like Courier's checkout (or its URL's last
    /// component) cannot resolve its dependency ("product 'Courier' … not found"), so the folder is refused.
    @Test(arguments: [false, true])
    func aFolderNamedLikeTheCourierDependencyIsRefused(byURL: Bool) throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let identity = byURL ? "courier" : Paths.root.standardized.lastPathComponent
        let dependency = byURL ? ["--courier-url", "https://git.example.invalid/team/Courier.git"] : ["--courier-path", Paths.root.path]
        let run = CourierRun.run(["init", root + "/" + identity.uppercased(), "--name", "shop"] + dependency)
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("courier: usage: DIR '\(root)/\(identity.uppercased())' would name the package '\(identity.lowercased())', as its Courier dependency is named"),
                "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// The names a package graph cannot take, through the binary: one usage line, exit 2, nothing written.
    @Test(arguments: [
        (["--name", "CourierJSON"], "--name 'CourierJSON' cannot be used: it would clash with 'CourierJSON', a target or product of the Courier package"),
        (["--name", "courier_commands"], "--name 'courier_commands' cannot be used: it would clash with 'courier-commands', a target or product of the Courier package"),
        (["--name", "Foundation"], "--name 'Foundation' cannot be used: it would clash with 'Foundation', a module of the Swift toolchain"),
    ])
    func aTakenNameIsRefusedBeforeAnythingIsWritten(arguments: [String], message: String) throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CourierRun.run(["init", root + "/d"] + arguments + ["--courier-path", Paths.root.path])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("courier: usage: " + message + " (names must differ, ignoring case and '-'/'_')\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// The program type is `NAMECLI`, never `NAMEAPI`: `--name example --style moya` (or an app's `shop` beside its
    /// `ShopAPI` router) takes no name the routers use.
    @Test func theProgramTypeCannotTakeTheRoutersName() throws {
        let root = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CourierRun.run(["init", root + "/d", "--name", "example", "--style", "moya", "--courier-path", Paths.root.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/d/Sources/exampleRoutes/ExampleCLI.swift"))
        #expect(FileManager.default.fileExists(atPath: root + "/d/Sources/exampleRoutes/ExampleAPI.swift"))
    }
}
