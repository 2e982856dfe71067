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
