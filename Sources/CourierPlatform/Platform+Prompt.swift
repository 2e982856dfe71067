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
    ///
    /// The terminal is read without blocking, and between reads that find nothing the wait is a short sleep, so an
    /// interrupt ends it (the signal may arrive on another thread). Not `poll(2)`: macOS's does not support devices
    /// and answers `POLLNVAL` for `/dev/tty` at once, which would make the wait spin; a sleep behaves alike on both.
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
            let read = withUnsafeMutableBytes(of: &byte) { buffer in Platform.read(fd, into: buffer.baseAddress!, count: 1) }
            guard let got = read else {
                guard wouldBlock else { return .failure(.ended) }
                // Nothing typed yet: typing lands in the terminal's buffer meanwhile, so a slice this short is never felt.
                var slice = timespec(tv_sec: 0, tv_nsec: 20_000_000)
                _ = nanosleep(&slice, nil)
                continue
            }
            if got == 0 { return line.isEmpty ? .failure(.ended) : .success(String(decoding: line, as: UTF8.self)) }
            if byte == 0x0A || byte == 0x0D { return .success(String(decoding: line, as: UTF8.self)) }
            line.append(byte)
            if line.count > 4096 { return .failure(.ended) }
        }
    }
}
