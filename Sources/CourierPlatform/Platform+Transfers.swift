#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls Courier's transfers make (downloads, uploads), with the rest of ``Platform``.
///
/// Why one place: flags such as `O_NOFOLLOW` and `O_EXCL`, `EINTR` retries and `errno` wording are easy to get
/// subtly wrong at each call site; here they are decided once. No libc type crosses this API.
extension Platform {
    /// What is at a path, without following a final symbolic link.
    package enum FileKind: Equatable, Sendable {
        case missing, regular, directory, symlink, fifo, socket, device
        /// Could not be looked at (permission, a loop, a name too long): the reason.
        case unreadable(String)

        /// How an error message names it.
        package var name: String {
            switch self {
            case .missing: "missing"
            case .regular: "a regular file"
            case .directory: "a directory"
            case .symlink: "a symbolic link"
            case .fifo: "a FIFO"
            case .socket: "a socket"
            case .device: "a device"
            case .unreadable(let reason): reason
            }
        }
    }

    /// `lstat(2)`: what `path` names, a link being a link.
    package static func kind(of path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable(errorText()) }
        return kind(mode: info.st_mode)
    }

    /// `stat(2)`: what `path` names, a final link followed (an upload reads through links, as curl does).
    package static func kind(followingLinks path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable(errorText()) }
        return kind(mode: info.st_mode)
    }

    private static func kind(mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        default: return .device
        }
    }

    /// Creates a new file for writing with `mode`, failing if anything, a link included, is already at `path`
    /// (`O_CREAT | O_EXCL | O_NOFOLLOW`). Returns the descriptor, or `errno`.
    package static func createExclusive(_ path: String, mode: UInt32 = 0o644) -> Result<Int32, PlatformError> {
        while true {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
            if fd >= 0 { return .success(fd) }
            // An open interrupted by Ctrl-C (or SIGTERM, SIGHUP) gives up rather than trying again.
            if errno != EINTR || Interrupts.arrived { return .failure(PlatformError(code: errno)) }
        }
    }

    /// Opens a regular file for reading without blocking on a FIFO swapped in after a check, and says how large it is.
    package static func openRegularForReading(_ path: String) -> Result<(fd: Int32, size: Int), PlatformError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(PlatformError(code: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(PlatformError(code: EINVAL, text: "not a regular file"))
        }
        return .success((fd, Int(info.st_size)))
    }

    /// Writes every byte (retrying short writes and `EINTR`), or says why not.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> PlatformError? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return PlatformError(code: errno)
            }
            offset += written
        }
        return nil
    }

    /// Reads up to `count` bytes at the file's offset (retrying `EINTR`); 0 at the end; nil on an error.
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        while true {
            let got = libcRead(fd, buffer, count)
            if got >= 0 { return got }
            if errno != EINTR { return nil }
        }
    }

    /// Moves the file's offset to `offset` from its start; false when it cannot.
    package static func seek(_ fd: Int32, to offset: Int) -> Bool { lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) }

    /// `rename(2)`: atomic within one file system.
    package static func move(_ from: String, to: String) -> PlatformError? {
        libcRename(from, to) == 0 ? nil : PlatformError(code: errno)
    }

    /// `unlink(2)`: removes a file (a link itself, never what it points to).
    package static func remove(_ path: String) { _ = libcUnlink(path) }

    /// Whether the directory exists and this process may create files in it.
    package static func canWrite(directory: String) -> PlatformError? {
        access(directory, W_OK) == 0 ? nil : PlatformError(code: errno)
    }
}

/// A failed libc call: its `errno` and the words for it.
package struct PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
    package var code: Int32
    package var description: String

    init(code: Int32, text: String? = nil) {
        self.code = code
        description = text ?? String(cString: strerror(code))
    }

    package var alreadyExists: Bool { code == EEXIST }
    /// Whether a write failed because the reading end of the pipe was closed (`EPIPE`).
    package var isBrokenPipe: Bool { code == EPIPE }
    /// The words for it (its `description`), as messages quote them.
    package var text: String { description }
}

// The libc functions whose names the enum's own methods shadow.
private func libcRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func libcRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func libcUnlink(_ path: String) -> Int32 { unlink(path) }
