import Foundation

/// A HAR written by a capturing tool no one here wrote: mitmproxy's `mitmdump` in reverse-proxy mode in front of the
/// demo API, with `hardump`, recording one curl call per demo route (`Tests/Tools/mitm_capture.py` drives it).
///
/// mitmproxy lives in a venv of its own, `.build/mitmproxy` (`make test-tools` installs it): its pins (h11 0.14)
/// conflict with the test tools' (mcp's httpx wants h11 0.16), so the two cannot share one.
public enum MitmCapture {
    /// The venv's Python and `mitmdump`.
    public static let python = Paths.root.appendingPathComponent(".build/mitmproxy/bin/python").path
    public static let mitmdump = Paths.root.appendingPathComponent(".build/mitmproxy/bin/mitmdump").path

    /// Whether mitmproxy is installed, or this is CI (where its absence must fail the test, not skip it).
    public static var installedOrCI: Bool { FileManager.default.isExecutableFile(atPath: mitmdump) || TestTools.isCI }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts the demo API, records a session of every demo route through mitmdump into `directory/capture.har`, and
    /// stops both (the demo API when the returned server goes, the proxy before this returns, on every path).
    /// - Returns: the HAR's path and the calls curl made (`METHOD /v1/PATH`), in order.
    public static func record(into directory: String) throws -> (har: String, calls: [String]) {
        let demo = try LoopbackServer(script: "demo_api.py")
        defer { demo.stop() }
        let har = directory + "/capture.har"
        let run = CourierRun.run([Paths.root.appendingPathComponent("Tests/Tools/mitm_capture.py").path, mitmdump, demo.baseURL, har],
                                 environment: ProcessInfo.processInfo.environment, timeout: 120, binary: python)
        guard run.exitCode == 0 else { throw Failure(description: "mitm_capture.py exited \(run.exitCode): \(run.stderr)") }
        return (har, run.stdout.split(separator: "\n").map(String.init))
    }
}
