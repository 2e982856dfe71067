import Foundation

/// Runs a shell command on a pseudo-terminal (util-linux `script`), for output that changes on a terminal.
public enum PseudoTerminal {
    /// - Returns: the terminal's transcript and the command's exit status.
    public static func run(_ command: String) throws -> (transcript: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        let transcript = Pipe()
        process.standardOutput = transcript
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: transcript.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (output, process.terminationStatus)
    }
}
