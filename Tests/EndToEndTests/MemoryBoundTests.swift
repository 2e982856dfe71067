import Foundation
import Testing
import TestSupport

/// Peak memory for any body stays within 2 × --max-body + 64 MiB, whatever its content and however it is
/// printed (escaped string, base64, raw), and a decompressed download stops at its cap.
struct MemoryBoundTests {
    let server: LoopbackServer

    init() throws { server = try LoopbackServer(script: "hostile_server.py") }

    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var maxBody: Int
        var output: [String] = []
        var testDescription: String { path + " " + output.joined(separator: " ") }
    }

    static let mebibyte = 1 << 20

    @Test(arguments: [
        Case(path: "/zeros?size=\(200 * mebibyte)", maxBody: 200),
        Case(path: "/string?size=\(250 * mebibyte)", maxBody: 251),
        Case(path: "/fill?byte=ff&size=\(200 * mebibyte)", maxBody: 200),
        Case(path: "/fill?byte=ff&size=\(200 * mebibyte)", maxBody: 200, output: ["-o", "body"]),
        Case(path: "/zeros?size=\(200 * mebibyte)", maxBody: 200, output: ["--select", "body"]),
    ])
    func aLargeBodyPeaksWithinTwiceTheCap(_ test: Case) throws {
        let sink = NSTemporaryDirectory() + "courier-memory-\(UUID().uuidString)"
        try #require(FileManager.default.createFile(atPath: sink, contents: nil), "cannot create \(sink)")
        defer { try? FileManager.default.removeItem(atPath: sink) }
        // Time limits far past any machine's speed: this measures memory; a slow server must not end it early.
        let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "--timeout", "600", "--max-body", "\(test.maxBody)M"] + test.output
                                 + ["request", "GET", test.path], timeout: 900, measuringMemory: true, stdoutPath: sink)
        // Not an envelope: decoding.body (10), with the body printed in full.
        #expect(run.exitCode == 10, "\(run.stderr)")
        let written = (try? FileManager.default.attributesOfItem(atPath: sink)[.size] as? Int) ?? 0
        #expect(written >= 200 * Self.mebibyte, "printed only \(written) bytes")
        let bound = (2 * test.maxBody + 64) << 10
        guard !Paths.isSanitized else { return }
        let peak = run.peakMemoryKB ?? .max
        // A binary body keeps its bytes only; its base64 is encoded as it is printed (RawJSON(base64Of:)).
        #expect(peak <= bound, "peaked at \(peak >> 10) MiB (bound \(bound >> 10) MiB)")
    }

    /// Decoding can multiply what arrived a thousandfold, so a compressed download is capped by --max-body.
    @Test func aGzipBombDownloadStopsAtTheCap() throws {
        let directory = NSTemporaryDirectory() + "courier-bomb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = CourierRun.run(["--base-url", server.baseURL, "--no-retry", "--compressed", "--max-body", "8M",
                                  "--download", directory + "/bomb.bin", "request", "GET", "/gzip?size=\(200 * Self.mebibyte)"],
                                 timeout: 60, measuringMemory: true)
        #expect(run.exitCode == 7, "\(run.stderr)")
        #expect(run.json?.at("error.category") as? String == "transport.io")
        #expect(run.stderr.contains("8388608-byte"), "\(run.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory)) == [])
    }
}
