import Foundation
import Testing
import TestSupport

/// `--download FILE` writes FILE and nothing else: never through a planted link, never over something
/// that is not a regular file, never leaving a temporary file behind, and each run reports what it wrote.
struct DownloadTests {
    let server: LoopbackServer
    let directory: String

    init() throws {
        server = try LoopbackServer(script: "hostile_server.py")
        directory = NSTemporaryDirectory() + "courier-download-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func download(_ file: String, _ path: String, whileRunning: ((Int32) -> Void)? = nil) -> CourierRun {
        CourierRun.run(["--base-url", server.baseURL, "--no-retry", "--download", file, "request", "GET", path], whileRunning: whileRunning)
    }

    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    func sha256(_ path: String) throws -> String {
        try Tool.sha256sum(path)
    }

    /// The old code opened `FILE.part` with O_CREAT|O_TRUNC, so a symlink planted there got the body (or a
    /// truncation, on a failed transfer) written through it.
    @Test(arguments: ["/fill?byte=41&size=10000", "/length?value=100"])
    func aLinkPlantedAtThePartialNameIsNeverWrittenThrough(path: String) throws {
        let victim = directory + "/victim"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/out.bin.part", withDestinationPath: victim)
        let run = download(directory + "/out.bin", path)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious", "\(path): \(run.stderr)")
        let ok = path.hasPrefix("/fill")
        #expect(run.exitCode == (ok ? 0 : 7), "\(run.stderr)")
        #expect(entries() == (ok ? ["out.bin", "out.bin.part", "victim"] : ["out.bin.part", "victim"]))
    }

    enum Kind: String, CaseIterable { case symlink, fifo, socket }

    /// The rename at the end would replace whatever FILE is; only a regular file (or none) may be replaced.
    @Test(arguments: Kind.allCases)
    func aFileThatIsNotARegularFileIsRefusedBeforeSending(kind: Kind) throws {
        let file = directory + "/target"
        let victim = directory + "/victim"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        switch kind {
        case .symlink: try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: victim)
        case .fifo: #expect(mkfifo(file, 0o600) == 0)
        case .socket: _ = try shell("python3", ["-c", "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", file])
        }
        let run = download(file, "/fill?byte=41&size=100")
        #expect(run.exitCode == 2, "\(kind): \(run.stderr)")
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
        #expect(try server.stats().requests == 0)
        var info = stat()
        #expect(lstat(file, &info) == 0)
        let type = info.st_mode & S_IFMT
        #expect(type == (kind == .symlink ? S_IFLNK : kind == .fifo ? S_IFIFO : S_IFSOCK))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(entries() == ["target", "victim"])
    }

    /// Every signal that ends the process removes the partial file first (SIGHUP's default action did not).
    @Test(arguments: [SIGHUP, SIGTERM, SIGINT])
    func aSignalMidDownloadLeavesNoPartialFile(signal: Int32) throws {
        let file = directory + "/slow.bin"
        let run = download(file, "/fill?byte=42&size=4000000&pause=0.05") { pid in
            let deadline = Date().addingTimeInterval(10)
            while self.entries().isEmpty, Date() < deadline { usleep(10_000) }
            kill(pid, signal)
        }
        #expect(run.exitCode == 130, "\(signal): \(run.stderr)")
        #expect(entries() == [], "\(signal)")
    }

    /// Each run writes a file of its own and renames it into place, so each reports the digest of what it wrote.
    @Test func twoConcurrentDownloadsToOneFileEachReportWhatTheyWrote() throws {
        let file = directory + "/shared.bin"
        let runs = Locked<[String: CourierRun]>([:])
        let group = DispatchGroup()
        for byte in ["41", "42"] {
            group.enter()
            Thread.detachNewThread {
                let run = self.download(file, "/fill?byte=\(byte)&size=200000&pause=0.01")
                runs.update { $0[byte] = run }
                group.leave()
            }
        }
        group.wait()
        var reported: [String] = []
        for (byte, run) in runs.value {
            #expect(run.exitCode == 0, "\(run.stderr)")
            let digest = run.json?.at("download.sha256") as? String
            let want = try shell("python3", ["-c", "import hashlib; print(hashlib.sha256(bytes([0x\(byte)]) * 200000).hexdigest())"]).prefix(64)
            #expect(digest == String(want), "\(byte)")
            reported.append(digest ?? "")
        }
        #expect(reported.contains(try sha256(file)))
        #expect(entries() == ["shared.bin"])
    }
}

/// A value shared by test threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&stored); lock.unlock() }
}
