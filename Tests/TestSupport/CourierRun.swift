import Foundation

/// The result of running the built `courier` binary once.
public struct CourierRun: Sendable {
    public var exitCode: Int32
    public var stdout: String
    public var stderr: String
    public var elapsed: TimeInterval
    /// Peak resident memory in KiB, when run with `measuringMemory` (`time` on PATH: GNU's %M, or BSD's -l).
    public var peakMemoryKB: Int?
    /// stdout exactly as written, for raw-body checks.
    public var stdoutBytes: [UInt8] = []

    /// stdout parsed as JSON with Foundation (an independent parser from Courier's own).
    public var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }

    /// Runs `courier ARGS` with only the given environment variables (plus PATH), stdin from `input`
    /// or /dev/null, killed after `timeout` seconds.
    public static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
                           timeout: TimeInterval = 60, binary: String = Paths.courier, directory: String? = nil,
                           measuringMemory: Bool = false, stdoutPath: String? = nil, holdingStdinOpen: Bool = false,
                           whileRunning: ((Int32) -> Void)? = nil) -> CourierRun
    {
        if measuringMemory {
            let report = NSTemporaryDirectory() + "courier-time-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: report) }
            guard let time = Tool.find("time") else {
                return CourierRun(exitCode: -1, stdout: "", stderr: "cannot measure memory: \(Tool.Missing(name: "time"))", elapsed: 0)
            }
            var run = CourierRun.run(PeakMemory.arguments(report: report) + [binary] + arguments, environment: environment, input: input,
                                     timeout: timeout, binary: time, directory: directory, stdoutPath: stdoutPath)
            run.peakMemoryKB = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { PeakMemory.kilobytes($0) }
            return run
        }
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        if let stdoutPath, let handle = FileHandle(forWritingAtPath: stdoutPath) {
            process.standardOutput = handle
            try? out.fileHandleForWriting.close()
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        let inPipe = Pipe()
        process.standardInput = input == nil && !holdingStdinOpen ? FileHandle.nullDevice : inPipe
        let start = Date()
        do { try process.run() } catch {
            return CourierRun(exitCode: -1, stdout: "", stderr: "cannot start \(binary): \(error)", elapsed: 0, peakMemoryKB: nil)
        }
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inPipe.fileHandleForWriting.close()
        }
        if let whileRunning { whileRunning(process.processIdentifier) }
        let collected = Collected()
        let group = DispatchGroup()
        for (handle, isOut) in [(out.fileHandleForReading, true), (err.fileHandleForReading, false)] {
            group.enter()
            Thread.detachNewThread {
                let data = handle.readDataToEndOfFile()
                collected.store(data, isOut: isOut)
                group.leave()
            }
        }
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        process.waitUntilExit()
        killer.cancel()
        if holdingStdinOpen { try? inPipe.fileHandleForWriting.close() }
        group.wait()
        let (stdout, stderr) = collected.values()
        let exitCode = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return CourierRun(exitCode: exitCode, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self), elapsed: Date().timeIntervalSince(start), stdoutBytes: Array(stdout))
    }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()
    func store(_ data: Data, isOut: Bool) { lock.lock(); if isOut { out = data } else { err = data }; lock.unlock() }
    func values() -> (Data, Data) { lock.lock(); defer { lock.unlock() }; return (out, err) }
}

extension Dictionary where Key == String, Value == Any {
    /// `json["error.category"]`-style lookups for test assertions.
    public func at(_ path: String) -> Any? {
        var current: Any? = self
        for part in path.split(separator: ".") {
            if let index = Int(part), let array = current as? [Any] {
                current = array.indices.contains(index) ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[String(part)]
            }
        }
        return current
    }
}
