import Foundation

/// The command-line tools the tests run (curl, openssl, nginx, bash, python3…), found on the tests' PATH as a shell
/// finds them, never at a fixed place: Debian keeps nginx in /usr/sbin, Homebrew its tools in /opt/homebrew/bin, and
/// macOS has no /usr/bin/timeout or GNU time. `make test-deps` installs or names what is missing.
public enum Tool {
    /// A tool the tests need is not on PATH.
    public struct Missing: Error, CustomStringConvertible {
        public var name: String
        public var description: String {
            "\(name) is not on PATH (\(ProcessInfo.processInfo.environment["PATH"] ?? "")): `make test-deps` installs it or names its package"
        }
    }

    /// The first executable `name` in a directory of PATH, or nil. A name with a `/` is a path and is returned as it is.
    public static func find(_ name: String) -> String? {
        if name.contains("/") { return name }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The path of `name` on PATH.
    /// - Throws: ``Missing`` (a test's failure that names the tool) when it is not there.
    public static func path(_ name: String) throws -> String {
        guard let found = find(name) else { throw Missing(name: name) }
        return found
    }

    /// Whether every tool named is on PATH.
    public static func allOnPath(_ names: [String]) -> Bool { names.allSatisfy { find($0) != nil } }

    /// The SHA-256 of a file as lowercase hex, from coreutils' `sha256sum` or, where there is none (macOS), `shasum -a 256`:
    /// a digest computed by another program than Courier.
    public static func sha256sum(_ file: String) throws -> String {
        let output = find("sha256sum") != nil ? try shell("sha256sum", [file]) : try shell("shasum", ["-a", "256", file])
        return String(output.prefix { !$0.isWhitespace })
    }
}

/// Runs a tool (a name found on PATH, or a path) and returns its stdout.
/// - Throws: ``Tool/Missing`` when the tool is not on PATH; what `Process.run` throws when it cannot start.
public func shell(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Tool.path(executable))
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
