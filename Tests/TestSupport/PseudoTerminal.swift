import Foundation

/// Runs a shell command on a pseudo-terminal, for output that changes on a terminal: Tests/Tools/pty_answer.py with
/// no prompt to answer (Python's `pty` module, the same on Linux and macOS, where util-linux's `script` and BSD's
/// take different arguments).
public enum PseudoTerminal {
    /// - Returns: the terminal's transcript and the command's exit status (-9 if it ran past the tool's 30 s).
    public static func run(_ command: String) throws -> (transcript: String, status: Int32) {
        try run(["sh", "-c", command], answers: [])
    }

    /// Runs `arguments` on a pseudo-terminal and types `answer` once `prompt` has appeared, so the transcript shows
    /// only what the program let the terminal echo. - Returns: as ``run(_:)``.
    public static func answer(_ prompt: String, with answer: String, running arguments: [String]) throws -> (transcript: String, status: Int32) {
        try run(arguments, answers: [prompt, answer])
    }

    private static func run(_ arguments: [String], answers: [String]) throws -> (transcript: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Tool.path("python3"))
        process.arguments = [Paths.root.appendingPathComponent("Tests/Tools/pty_answer.py").path] + answers + ["--"] + arguments
        let transcript = Pipe()
        process.standardOutput = transcript
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: transcript.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The tool's last line is `exit N`, after a newline of its own.
        guard let end = output.range(of: "\nexit ", options: .backwards), let status = Int32(output[end.upperBound...].dropLast()) else {
            return (output, process.terminationStatus == 0 ? -1 : process.terminationStatus)
        }
        return (String(output[..<end.lowerBound]), status)
    }
}
