#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CourierCore

/// Reads a file the user named for a body, as bytes: only a regular file (a FIFO or device would hang
/// or never end), opened without blocking and checked on the open descriptor, capped in size.
enum UserFile {
    static let limit = 256 << 20

    static func bytes(_ path: String, for option: String) throws(CourierError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .usage("cannot read \(option) file '\(Redaction.printable(path))': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .usage("\(option) file '\(Redaction.printable(path))' is not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw .usage("\(option) file '\(Redaction.printable(path))' is larger than \(limit >> 20) MiB") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        guard offset == bytes.count else { throw .usage("\(option) file '\(Redaction.printable(path))' changed while it was read") }
        return bytes
    }
}
