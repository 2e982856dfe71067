import Foundation

/// A test server process on 127.0.0.1, started on a free port and stopped on every path.
///
/// The server prints `listening on http://127.0.0.1:PORT` as its first line; we wait for that line
/// (bounded), never for a fixed time. `deinit` terminates it, and each server also has a lifetime
/// of its own so a crashed test run cannot leave it behind.
public final class LoopbackServer: @unchecked Sendable {
    public let process: Process
    public let baseURL: String
    public let port: Int
    private let output: Pipe

    public enum StartError: Error, CustomStringConvertible {
        case noListeningLine(String)
        public var description: String {
            switch self { case .noListeningLine(let text): "server did not report its port: \(text)" }
        }
    }

    /// Starts `python3 SCRIPT --port 0 --lifetime SECONDS EXTRA...`.
    public init(script: String, arguments: [String] = [], lifetime: Int = 300) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", Paths.server(script), "--port", "0", "--lifetime", String(lifetime)] + arguments
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let line = LoopbackServer.readLine(output.fileHandleForReading, timeout: 15)
        guard let line, let range = line.range(of: "listening on ") else {
            process.terminate()
            process.waitUntilExit()
            throw StartError.noListeningLine(line ?? "(nothing within 15 s)")
        }
        let url = String(line[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        baseURL = url
        port = Int(url.split(separator: ":").last ?? "") ?? 0
    }

    deinit { stop() }

    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Reads up to the first newline, giving up after `timeout` seconds.
    static func readLine(_ handle: FileHandle, timeout: TimeInterval) -> String? {
        let box = LineBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var bytes = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
                if bytes.contains(0x0A) { break }
            }
            box.set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init))
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return box.get()
    }
}

final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    func set(_ text: String?) { lock.lock(); value = text; lock.unlock() }
    func get() -> String? { lock.lock(); defer { lock.unlock() }; return value }
}
