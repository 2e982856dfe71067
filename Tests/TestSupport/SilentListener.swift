import Foundation

/// A TCP socket on 127.0.0.1 that listens but never accepts or answers: connections complete
/// (the kernel's backlog takes them) and then nothing comes back, so clients must time out.
public final class SilentListener: @unchecked Sendable {
    public let port: Int
    private let fd: Int32

    public init() throws {
        fd = socket(AF_INET, HostSystem.socketStream, 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        port = try SilentListener.bind(fd)
        guard listen(fd, 16) == 0 else { close(fd); throw POSIXError(.EIO) }
    }

    deinit { close(fd) }

    /// A port on 127.0.0.1 that nothing listens on (bound, then released).
    public static func closedPort() throws -> Int {
        let fd = socket(AF_INET, HostSystem.socketStream, 0)
        defer { close(fd) }
        return try bind(fd)
    }

    static func bind(_ fd: Int32) throws -> Int {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
