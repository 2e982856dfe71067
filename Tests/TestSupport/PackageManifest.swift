import Foundation

/// Courier's Package.swift as `swift package dump-package` reports it, read once per test run: a scratch path of its own,
/// since the tests' own `swift test` holds the package's .build (a second SwiftPM there would wait for it forever).
public enum PackageManifest {
    /// The JSON text, or why there is none.
    public static let dumped: Result<String, ManifestError> = {
        let scratch = NSTemporaryDirectory() + "courier-dump-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard let swift = try? Tool.path("swift") else { return .failure(ManifestError(text: "no swift on PATH")) }
        let directory = URL(fileURLWithPath: swift).deletingLastPathComponent().path
        let dump = CourierRun.run([swift, "package", "--package-path", Paths.root.path, "--scratch-path", scratch, "dump-package"],
                                  environment: ["PATH": directory + ":/usr/bin:/bin"], timeout: 300, binary: (try? Tool.path("env")) ?? "env")
        guard dump.exitCode == 0 else { return .failure(ManifestError(text: dump.stderr)) }
        return .success(dump.stdout)
    }()

    /// The manifest as JSON objects.
    public static func json() throws -> [String: Any] {
        let text = try dumped.get()
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { throw ManifestError(text: "not an object") }
        return object
    }

    public struct ManifestError: Error, Sendable { public var text: String }
}
