// The one module that imports the C library: Glibc on Linux, Darwin on macOS, in each of its files and not
// re-exported. Every other module calls the wrappers of ``Platform`` instead, so a port to another libc starts
// and ends here, and no libc name (`errno`, `ENOENT`, `fnmatch`) leaks into the rest of Courier.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libc calls Courier's file, environment and trust code makes, with their Glibc and Darwin spellings
/// in one place, so the rest reads as Swift.
package enum Platform {
    /// The text of the last `errno`, e.g. "No such file or directory".
    package static func errorText(_ number: Int32 = errno) -> String { String(cString: strerror(number)) }
    /// The text of `ENOENT` ("No such file or directory"), for a path found missing without a failed call.
    package static var missingFileText: String { errorText(ENOENT) }

    /// Opens `path` for reading without blocking: a FIFO's open would otherwise wait for a writer.
    /// - Returns: the descriptor (close-on-exec), or `errno`.
    /// - Parameter followingLinks: `false` refuses a symbolic link at the final component (`O_NOFOLLOW`:
    ///   `ELOOP`), for files of secrets that must be the user's own (sessions).
    package static func openForReading(_ path: String, followingLinks: Bool = true) -> Result<Int32, PlatformError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        return fd >= 0 ? .success(fd) : .failure(PlatformError(code: errno))
    }

    package static func close(_ fd: Int32) { _ = closeDescriptor(fd) }

    /// What `fstat` says about an open descriptor: the file's kind, permission bits and size.
    package static func status(_ fd: Int32) -> Result<FileStatus, PlatformError> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(PlatformError(code: errno)) }
        return .success(FileStatus(mode: UInt32(info.st_mode), size: Int(info.st_size)))
    }

    /// What `lstat` says about `path` (a link is reported as a link), or `errno`.
    package static func linkStatus(_ path: String) -> Result<FileStatus, PlatformError> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(PlatformError(code: errno)) }
        return .success(FileStatus(mode: UInt32(info.st_mode)))
    }

    /// What `stat` says about `path` (a link followed to what it names), or `errno`.
    package static func pathStatus(_ path: String) -> Result<FileStatus, PlatformError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(PlatformError(code: errno)) }
        return .success(FileStatus(mode: UInt32(info.st_mode)))
    }

    /// Whether `path` exists (a dangling symlink counts: it is there, and reading it will say why it fails).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// One `read(2)`; `nil` with `errno` set on failure.
    package static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        return count >= 0 ? count : nil
    }

    /// Writes all of `bytes` (``writeAll(_:_:)-raw buffer``).
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> PlatformError? {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// Waits up to `milliseconds` for `fd` to be readable (or at its end, or in error: the read then says
    /// which). `false` on a timeout or `EINTR`.
    package static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Result<Bool, PlatformError> {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .success(false) : .failure(PlatformError(code: errno)) }
        #if canImport(Glibc)
        return .success(ready > 0)
        #else
        // macOS's poll(2) does not support devices: a terminal answers POLLNVAL at once, and the read that followed
        // would block past an interrupt. select(2) does wait on a terminal there.
        guard ready > 0, entry.revents & Int16(POLLNVAL) != 0, fcntl(fd, F_GETFD) != -1, Int(fd) < Int(FD_SETSIZE) else { return .success(ready > 0) }
        var set = fd_set()
        withUnsafeMutableBytes(of: &set) { $0.bindMemory(to: Int32.self)[Int(fd) / 32] |= Int32(bitPattern: UInt32(1) << UInt32(fd % 32)) }
        var wait = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int32(milliseconds % 1000) * 1000)
        let selected = select(fd + 1, &set, nil, nil, &wait)
        if selected < 0 { return errno == EINTR ? .success(false) : .failure(PlatformError(code: errno)) }
        return .success(selected > 0)
        #endif
    }

    package static var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK }
    package static var wasInterruptedCall: Bool { errno == EINTR }

    /// The absolute path with symlinks, `.` and `..` resolved; `nil` when the file does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` and its missing parents with `mode` (existing directories are left as they are).
    package static func makeDirectories(_ path: String, mode: UInt32) -> PlatformError? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if let error = makeDirectory(prefix, mode: mode), !error.alreadyExists { return error }
        }
        return nil
    }

    /// `mkdir(2)`: one directory; ``PlatformError/alreadyExists`` when something is at `path`.
    package static func makeDirectory(_ path: String, mode: UInt32 = 0o755) -> PlatformError? {
        mkdir(path, mode_t(mode)) == 0 ? nil : PlatformError(code: errno)
    }

    /// `rmdir(2)`: removes an empty directory; anything else stays.
    package static func removeDirectory(_ path: String) { _ = rmdir(path) }


    /// The working directory, or nil when it cannot be named.
    package static func currentDirectory() -> String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    package static func environmentValue(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    package static func setEnvironment(_ name: String, _ value: String) { setenv(name, value, 1) }
    package static func unsetEnvironment(_ name: String) { unsetenv(name) }

    /// A file's kind and permission bits, from `st_mode`.
    package struct FileStatus: Sendable, Equatable {
        package var mode: UInt32
        /// The size in bytes `fstat` gave (``Platform/status(_:)`` only; 0 from the path lookups); a regular file's may
        /// still change while it is read.
        package var size: Int
        package init(mode: UInt32, size: Int = 0) {
            self.mode = mode
            self.size = size
        }

        package var isRegular: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
        /// The permission bits, e.g. `0o644`.
        package var permissions: UInt32 { mode & 0o7777 }
        /// "a FIFO", "a directory", … for messages about what a path turned out to be.
        package var kindName: String {
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
