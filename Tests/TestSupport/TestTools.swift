import Foundation

/// The peer tools some tests check Courier's output with: the PyPI venv `make test-tools` installs
/// (junitparser, xmlschema, Pillow, openapi-spec-validator, schemathesis, mcp) and chromium on PATH (`make test-deps`).
///
/// A test that needs them is enabled when they are there, or when `CI=true`: on a developer's machine
/// without them it is skipped with the command to run; in CI a missing tool fails the test instead.
public enum TestTools {
    /// The venv's Python, `.build/test-tools/bin/python`.
    public static var python: String { Paths.testToolsPython }

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
    public static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: python) }
    public static var hasChromium: Bool { Tool.find("chromium") != nil }

    /// For `.enabled(if:)`: the Python tools are there, or this is CI (where their absence must fail).
    public static var pythonOrCI: Bool { hasPython || isCI }
    public static var chromiumOrCI: Bool { (hasChromium && hasPython) || isCI }

    /// Runs `python -c script args…` with the venv's Python (killed after 120 s): its stdout, stderr and exit status.
    public static func runPython(_ script: String, _ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        run(python, ["-c", script] + arguments, timeout: 120)
    }

    /// Runs headless chromium on `url` with `arguments` (`--dump-dom`, `--screenshot=…`), killed after 90 s.
    /// A user data directory of its own, so it never reads or writes the user's profile.
    public static func runChromium(_ arguments: [String], url: String, profile: String) throws -> (stdout: String, stderr: String, status: Int32) {
        run(try Tool.path("chromium"), ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                                        "--disable-background-networking", "--user-data-dir=" + profile, "--hide-scrollbars"] + arguments + [url],
            timeout: 90)
    }

    /// With the tests' own environment, killed after `timeout` seconds by ``CourierRun``'s watchdog (exit 137).
    private static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) -> (stdout: String, stderr: String, status: Int32) {
        let run = CourierRun.run(arguments, environment: ProcessInfo.processInfo.environment, timeout: timeout, binary: executable)
        return (run.stdout, run.stderr, run.exitCode)
    }
}
