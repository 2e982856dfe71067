// The one place that chooses the C library: Glibc on Linux, Darwin on macOS. Every other file of Courier
// imports this module instead, so a port to another libc starts and ends here.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// The libc calls Courier's file, environment and trust code makes, with their Glibc and Darwin spellings
/// in one place, so the rest reads as Swift.
public enum Platform {
    /// The text of the last `errno`, e.g. "No such file or directory".
    public static func errorText(_ number: Int32 = errno) -> String { String(cString: strerror(number)) }

    /// Opens `path` for reading without blocking: a FIFO's open would otherwise wait for a writer.
    /// - Returns: the descriptor (close-on-exec), or `errno`.
    public static func openForReading(_ path: String) -> Result<Int32, Errno> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// Opens `path` for writing a new file that must not exist yet (`O_EXCL`: no symlink is followed).
    public static func createExclusive(_ path: String, mode: UInt32) -> Result<Int32, Errno> {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    public static func close(_ fd: Int32) { _ = closeDescriptor(fd) }

    /// What `fstat` says about an open descriptor: the file's kind and permission bits.
    public static func status(_ fd: Int32) -> Result<FileStatus, Errno> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(Errno(errno)) }
        return .success(FileStatus(mode: UInt32(info.st_mode)))
    }

    /// Whether `path` exists (a dangling symlink counts: it is there, and reading it will say why it fails).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// One `read(2)`; `nil` with `errno` set on failure.
    public static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        return count >= 0 ? count : nil
    }

    /// Writes all of `bytes`, retrying short writes and `EINTR`.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Errno? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            offset += written
        }
        return nil
    }

    /// Waits up to `milliseconds` for `fd` to be readable (or at its end, or in error: the read then says
    /// which). `false` on a timeout or `EINTR`.
    public static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Result<Bool, Errno> {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .success(false) : .failure(Errno(errno)) }
        return .success(ready > 0)
    }

    public static var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK }
    public static var wasInterruptedCall: Bool { errno == EINTR }

    /// The absolute path with symlinks, `.` and `..` resolved; `nil` when the file does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` and its missing parents with `mode` (existing directories are left as they are).
    public static func makeDirectories(_ path: String, mode: UInt32) -> Errno? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, mode_t(mode)) != 0, errno != EEXIST { return Errno(errno) }
        }
        return nil
    }

    /// Replaces `path` with `temporary` in one step.
    public static func rename(_ temporary: String, to path: String) -> Errno? {
        systemRename(temporary, path) == 0 ? nil : Errno(errno)
    }

    public static func remove(_ path: String) { _ = unlink(path) }

    public static func environmentValue(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    public static func setEnvironment(_ name: String, _ value: String) { setenv(name, value, 1) }
    public static func unsetEnvironment(_ name: String) { unsetenv(name) }

    public static var processID: Int32 { getpid() }

    /// An `errno` value kept as data, worded once.
    public struct Errno: Error, Sendable, Equatable {
        public var number: Int32
        public init(_ number: Int32) { self.number = number }
        public var text: String { Platform.errorText(number) }
    }

    /// A file's kind and permission bits, from `st_mode`.
    public struct FileStatus: Sendable, Equatable {
        public var mode: UInt32
        public init(mode: UInt32) { self.mode = mode }

        public var isRegular: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
        /// The permission bits, e.g. `0o644`.
        public var permissions: UInt32 { mode & 0o7777 }
        /// "a FIFO", "a directory", … for messages about what a path turned out to be.
        public var kindName: String {
            switch mode & UInt32(S_IFMT) {
            case UInt32(S_IFREG): "a regular file"
            case UInt32(S_IFDIR): "a directory"
            case UInt32(S_IFIFO): "a FIFO"
            case UInt32(S_IFCHR): "a character device"
            case UInt32(S_IFBLK): "a block device"
            case UInt32(S_IFSOCK): "a socket"
            default: "not a regular file"
            }
        }
    }
}

// libc's names, taken before `Platform`'s own members of the same name shadow them.
private func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
