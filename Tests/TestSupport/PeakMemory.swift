import Foundation

/// A process's peak resident memory as `time` on PATH reports it into a file: GNU time (Debian's `time` package)
/// writes `%M` in KiB; BSD time (macOS's /usr/bin/time) writes with `-l` a line `N  maximum resident set size`, in bytes.
public enum PeakMemory {
    /// Whether `time` is GNU's (it has `--version`; BSD's refuses the option).
    public static let isGNU: Bool = {
        guard let time = Tool.find("time") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: time)
        process.arguments = ["--version"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.contains("GNU")
    }()

    /// `time`'s options that write the report to `report`, before the command.
    static func arguments(report: String) -> [String] { isGNU ? ["-f", "%M", "-o", report] : ["-l", "-o", report] }

    /// The peak in KiB from the report's text (GNU's, or BSD's when `gnu` is false), or nil if it has none.
    public static func kilobytes(_ report: String, gnu: Bool = isGNU) -> Int? {
        let lines = report.split(separator: "\n")
        // GNU: the last line (a "Command terminated by signal" line may come first).
        if gnu { return lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
        let line = lines.first { $0.hasSuffix("maximum resident set size") }
        return line.flatMap { $0.split(separator: " ").first }.flatMap { Int($0) }.map { $0 / 1024 }
    }
}
