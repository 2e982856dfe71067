#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asking the person at the terminal for a password, as `ssh` and `sudo` do: on `/dev/tty` (not standard
/// input or output, which may be pipes), with echo off, the terminal restored on every path.
extension Platform {
    /// Why no password was read.
    package enum PromptFailure: Error, Equatable, Sendable {
        /// There is no controlling terminal (or it cannot be set up): errno's words.
        case noTerminal(String)
        /// Ctrl-C, SIGTERM or SIGHUP while waiting.
        case interrupted
        /// The terminal closed before a line was typed.
        case ended
    }

    /// Writes `prompt` to the terminal, reads one line with echo off, and restores the terminal's settings.
    /// Waits in slices of 100 ms, so an interrupt ends the wait (the signal may arrive on another thread).
    package static func readSecretLine(prompt: String) -> Result<String, PromptFailure> {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.noTerminal(errorText())) }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return .failure(.noTerminal(errorText())) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        guard tcsetattr(fd, TCSAFLUSH, &quiet) == 0 else { return .failure(.noTerminal(errorText())) }
        defer {
            _ = tcsetattr(fd, TCSAFLUSH, &saved)
            _ = writeAll(fd, Array("\n".utf8))
        }
        _ = writeAll(fd, Array(prompt.utf8))
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            if Interrupts.arrived { return .failure(.interrupted) }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 100)
            if ready < 0 { if errno == EINTR { continue } else { return .failure(.ended) } }
            if ready == 0 { continue }
            let read = withUnsafeMutableBytes(of: &byte) { buffer in Platform.read(fd, into: buffer.baseAddress!, count: 1) }
            guard let got = read else { if wouldBlock { continue } else { return .failure(.ended) } }
            if got == 0 { return line.isEmpty ? .failure(.ended) : .success(String(decoding: line, as: UTF8.self)) }
            if byte == 0x0A || byte == 0x0D { return .success(String(decoding: line, as: UTF8.self)) }
            line.append(byte)
            if line.count > 4096 { return .failure(.ended) }
        }
    }
}
