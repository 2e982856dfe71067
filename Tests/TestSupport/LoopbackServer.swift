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
    /// The lines the server printed with its `listening on` line (the demo API's `base URL: …/v1` too).
    public let announcement: [String]
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
        process.executableURL = URL(fileURLWithPath: try Tool.path("python3"))
        process.arguments = ["-u", Paths.server(script), "--port", "0", "--lifetime", String(lifetime)] + arguments
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let lines = LoopbackServer.readLines(output.fileHandleForReading, timeout: 15)
        announcement = lines ?? []
        let line = lines?.first
        guard let line, let range = line.range(of: "listening on ") else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw StartError.noListeningLine(line ?? "(nothing within 15 s)")
        }
        let url = String(line[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        baseURL = url
        port = Int(url.split(separator: ":").last ?? "") ?? 0
    }

    deinit { stop() }

    /// SIGKILL, not SIGTERM: Foundation spawns children from threads that block signals, and the
    /// child inherits that mask, so a SIGTERM could be ignored. A test server has nothing to flush.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Reads up to the first newline with poll(2) and read(2), giving up after `timeout` seconds.
    static func readLine(_ handle: FileHandle, timeout: TimeInterval) -> String? { readLines(handle, timeout: timeout)?.first }

    /// The complete lines of what was read up to and with the first newline (a server's one write of several lines).
    static func readLines(_ handle: FileHandle, timeout: TimeInterval) -> [String]? {
        let fd = handle.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !bytes.contains(0x0A) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = read(fd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard let end = bytes.lastIndex(of: 0x0A) else { return bytes.isEmpty ? nil : [String(decoding: bytes, as: UTF8.self)] }
        return String(decoding: bytes[...end], as: UTF8.self).split(separator: "\n").map(String.init)
    }
}


extension LoopbackServer {
    /// The scripted server's counters: TCP connections accepted and requests served (not counting this query).
    public func stats() throws -> (connections: Int, requests: Int) {
        // A new curl process opens a connection of its own, which the server leaves out of its count.
        let text = try shell("curl", ["-s", "--max-time", "10", baseURL + "/stats"])
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Int] ?? [:]
        return (json["connections"] ?? -1, json["requests"] ?? -1)
    }
}

extension LoopbackServer {
    /// When the scripted server saw each request noted under `key` (a /flaky key or a /never path), in seconds of
    /// its own monotonic clock: the gap between two attempts as the server measured it.
    public func arrivals(_ key: String) throws -> [Double] {
        let query = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key
        let text = try shell("curl", ["-s", "--max-time", "10", baseURL + "/arrivals?key=" + query])
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        return (json["times"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    }
}
