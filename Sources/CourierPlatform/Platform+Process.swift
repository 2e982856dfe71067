#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libc calls about the process itself: time, sleeping, the terminal's size, signals it ignores,
/// and directory listings (part of the one platform file set).
extension Platform {
    /// Seconds since 1970, from the real-time clock.
    package static func wallClock() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Sleeps `seconds` (under one second); false when a signal cut it short.
    package static func nap(_ seconds: Double) -> Bool {
        var request = timespec(tv_sec: 0, tv_nsec: Int(min(max(seconds, 0), 0.999_999_999) * 1e9))
        var remaining = timespec()
        return !(nanosleep(&request, &remaining) == -1 && errno == EINTR)
    }

    /// The width of the terminal on `fd` in columns, or nil when it is not a terminal.
    package static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard isatty(fd) != 0, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// A closed pipe on stdout must be a write error Courier handles (exit codes keep), not a silent death by SIGPIPE.
    package static func ignoreBrokenPipe() { signal(SIGPIPE, SIG_IGN) }

    /// Whether `text` matches the shell glob `pattern` (`fnmatch(3)` without flags: `*`, `?`, `[…]`).
    package static func matches(glob pattern: String, _ text: String) -> Bool { fnmatch(pattern, text, 0) == 0 }

    /// The names in directory `path` (without `.` and `..`), or nil when it cannot be listed.
    package static func directoryEntries(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether this process may read `path` now (`access(2)`); the reason when not.
    package static func readableProblem(_ path: String) -> String? { access(path, R_OK) == 0 ? nil : errorText() }
}
