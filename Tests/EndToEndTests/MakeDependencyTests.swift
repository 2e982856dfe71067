import Foundation
import Testing
import TestSupport

/// `make build`, `make install` and `make demo` need only swift, a C compiler, libcurl's headers and python3; what only
/// the tests need, `make test` asks for. Both find each tool on PATH: here a PATH of links to every program on the tests'
/// own PATH but the ones hidden, with no apt-get and no dpkg (as on macOS), so make names what is missing and stops.
/// Only the dependency checks run (and `make -n`), never a build.
struct MakeDependencyTests {
    static let noDebian: Set<String> = ["apt-get", "dpkg", "dpkg-query"]

    /// A directory of links to every program on PATH but `hidden` (the first of a name on PATH, as a shell finds it).
    static func path(hiding hidden: Set<String>) throws -> String {
        let directory = NSTemporaryDirectory() + "courier-path-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for entry in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: entry)) ?? [] where !hidden.contains(name) {
                guard FileManager.default.isExecutableFile(atPath: entry + "/" + name) else { continue }
                try? FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: entry + "/" + name)
            }
        }
        return directory
    }

    /// `make ARGS` in the package root with only `path` on PATH.
    static func make(_ arguments: [String], hiding hidden: Set<String>) throws -> CourierRun {
        let path = try path(hiding: hidden)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return CourierRun.run(["--no-print-directory"] + arguments, environment: ["PATH": path], timeout: 120,
                              binary: try Tool.path("make"), directory: Paths.root.path)
    }

    @Test func theBuildNeedsNoTestToolAndLinksTheSystemsLibcurlWithoutDpkg() throws {
        let hidden = Self.noDebian.union(["curl", "zsh", "fish", "nginx", "openssl", "chromium", "secret-tool", "gdbus"])
        let deps = try Self.make(["deps", "libcurl"], hiding: hidden)
        #expect(deps.exitCode == 0, "\(deps.stderr)")
        #expect(deps.stdout == "make: linking the system's libcurl (Courier builds its own only on Debian, from libcurl4-openssl-dev's source)\n")
        #expect(deps.stderr.isEmpty, "\(deps.stderr)")
        let plan = try Self.make(["-n", "build"], hiding: hidden)
        #expect(plan.exitCode == 0, "\(plan.stderr)")
        let build = plan.stdout.split(separator: "\n").filter { $0.contains(" build -c release") }
        #expect(build.count == 1 && !build[0].contains("/libcurl/"), "\(plan.stdout)")
        #expect(build.allSatisfy { $0.contains("--static-swift-stdlib") == HostSystem.isLinux }, "\(plan.stdout)")
    }

    /// Issue 47: on a fresh Debian machine, `make deps` installs libcurl4-openssl-dev, and only then may the Makefile read
    /// its version: the first `make demo` (here `make build`, which it runs) links Courier's libcurl as every later `make
    /// build` does, not the system's. A PATH whose dpkg-query knows no package until its apt-get has run stands for the
    /// fresh machine; `SWIFT=echo` prints the build's command line instead of building.
    @Test(.enabled(if: Tool.find("dpkg-query") != nil, "Courier builds its own libcurl only where dpkg is"))
    func aFreshMachinesFirstBuildLinksCourierslibcurlAsLaterBuildsDo() throws {
        let release = CourierRun.run(["--no-print-directory", "-s", "release-flags"], binary: try Tool.path("make"), directory: Paths.root.path)
        let libcurl = try #require(release.stdout.split(whereSeparator: \.isWhitespace).first { $0.contains("/libcurl/") }, "\(release.stdout)").dropFirst(2)
        // Only where make test built it already: this make must not build libcurl (its apt-get is a stand-in).
        try #require(FileManager.default.fileExists(atPath: String(libcurl) + "/libcurl.so"), "make libcurl first")
        let path = try Self.path(hiding: ["dpkg-query", "apt-get", "sudo"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let installed = path + "/installed"
        let realQuery = try Tool.path("dpkg-query")
        for (name, script) in [("dpkg-query", "[ -f '\(installed)' ] && exec '\(realQuery)' \"$@\"; exit 1"),
                               ("apt-get", "touch '\(installed)'"), ("sudo", "exec \"$@\"")] {
            try "#!/bin/sh\n\(script)\n".write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + name)
        }
        let first = CourierRun.run(["--no-print-directory", "build", "SWIFT=echo"], environment: ["PATH": path], timeout: 120,
                                   binary: try Tool.path("make"), directory: Paths.root.path)
        #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: installed), "deps installed the -dev packages first: \(first.stdout)")
        let build = first.stdout.split(separator: "\n").filter { $0.hasPrefix("build -c release") }
        #expect(build.count == 1 && build[0].contains(" -L" + String(libcurl) + " "), "\(first.stdout)")
    }

    @Test func aMissingBuildToolIsNamedAndNothingIsBuilt() throws {
        let run = try Self.make(["deps"], hiding: Self.noDebian.union(["python3"]))
        #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.hasPrefix("make: missing for make build:\n  python3 (Debian: python3, Homebrew: python3)\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }

    @Test func aMissingTestToolIsNamedWithItsDebianPackageAndHomebrewFormula() throws {
        let run = try Self.make(["test-deps"], hiding: Self.noDebian.union(["fish", "nginx"]))
        #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("make: missing for make test:\n"), "\(run.stderr)")
        #expect(run.stderr.contains("\n  fish (Debian: fish, Homebrew: fish)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("\n  nginx (Debian: nginx-light, Homebrew: nginx)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("make: no apt-get here: install them with your package manager, then run make again\n"), "\(run.stderr)")
    }
}
