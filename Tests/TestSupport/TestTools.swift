import Foundation

/// The peer tools some tests check Courier's output with: the PyPI venv `make test-tools` installs
/// (junitparser, xmlschema, Pillow, openapi-spec-validator, schemathesis, mcp) and Debian's chromium (`make test-deps`).
///
/// A test that needs them is enabled when they are there, or when `CI=true`: on a developer's machine
/// without them it is skipped with the command to run; in CI a missing tool fails the test instead.
public enum TestTools {
    /// The venv's Python, `.build/test-tools/bin/python`.
    public static var python: String { Paths.testToolsPython }
    public static let chromium = "/usr/bin/chromium"

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
    public static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: python) }
    public static var hasChromium: Bool { FileManager.default.isExecutableFile(atPath: chromium) }

    /// For `.enabled(if:)`: the Python tools are there, or this is CI (where their absence must fail).
    public static var pythonOrCI: Bool { hasPython || isCI }
    public static var chromiumOrCI: Bool { (hasChromium && hasPython) || isCI }

    /// Runs `python -c script args…` with the venv's Python (killed after 120 s): its stdout, stderr and exit status.
    public static func runPython(_ script: String, _ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        try run("/usr/bin/timeout", ["-k", "5", "120", python, "-c", script] + arguments)
    }

    /// Runs headless chromium on `url` with `arguments` (`--dump-dom`, `--screenshot=…`), killed after 90 s.
    /// A user data directory of its own, so it never reads or writes the user's profile.
    public static func runChromium(_ arguments: [String], url: String, profile: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try run("/usr/bin/timeout", ["-k", "5", "90", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                     "--disable-extensions", "--disable-background-networking", "--user-data-dir=" + profile, "--hide-scrollbars"]
                + arguments + [url])
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // stderr goes to a file, so neither stream can fill a pipe while the other is read.
        let errorPath = NSTemporaryDirectory() + "courier-tool-\(UUID().uuidString).err"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self), process.terminationStatus)
    }
}
