import Foundation

/// Where things are when the tests run: the package root and the built `courier`.
public enum Paths {
    /// The package root, found from this file's location.
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The Python with the PyPI test tools (junitparser) that `make test-tools` installs beside the build.
    public static let testToolsPython: String = root.appendingPathComponent(".build/test-tools/bin/python").path

    /// `COURIER_BIN` if set (sanitized or release builds), else `courier` beside the test binary.
    public static var courier: String {
        if let override = ProcessInfo.processInfo.environment["COURIER_BIN"], !override.isEmpty { return override }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // Swift Testing may run from inside the .xctest bundle path; walk up until `courier` is found.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("courier").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/courier").path
    }

    /// Set by `make sanitize`: the binary is built with AddressSanitizer, whose shadow memory makes
    /// peak-memory bounds meaningless, so those checks are left to the normal suite.
    public static var isSanitized: Bool { ProcessInfo.processInfo.environment["COURIER_SANITIZED"] == "1" }

    public static func server(_ name: String) -> String { root.appendingPathComponent("Tests/Servers/\(name)").path }
}
