import CourierClient
import CourierCore
import CourierPlatform

/// Newline-delimited messages read from a descriptor (MCP's stdio transport), each at most ``limit`` bytes, so a
/// client that never sends a newline cannot make the server hold more than that.
package struct MessageLines {
    /// What the next read gave.
    package enum Line: Equatable {
        /// One message, without its `\n` (or `\r\n`).
        case message([UInt8])
        /// A message longer than ``limit``, discarded up to its newline; reading goes on after it.
        case tooLong(bytes: Int)
        /// The input ended; `partial` bytes of an unfinished message were dropped.
        case end(partial: Int)
        /// Ctrl-C, SIGTERM or SIGHUP.
        case interrupted
        case failed(String)
    }

    /// The largest message taken: 4 MiB.
    package static let defaultLimit = 4 << 20

    package let fd: Int32
    package let limit: Int
    private var pending: [UInt8] = []
    /// Bytes of an oversized message dropped so far; `nil` while reading a message that fits.
    private var discarded: Int?
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    package init(fd: Int32, limit: Int = defaultLimit) {
        self.fd = fd
        self.limit = limit
    }

    package mutating func next() -> Line {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if let dropped = discarded {
                    discarded = nil
                    return .tooLong(bytes: dropped + line.count + 1)
                }
                if line.last == 0x0D { line.removeLast() }
                return .message(line)
            }
            if discarded != nil || pending.count > limit {
                discarded = (discarded ?? 0) + pending.count
                pending.removeAll(keepingCapacity: true)
            }
            if Interrupts.arrived { return .interrupted }
            guard let count = Platform.read(fd, into: &chunk) else {
                if Platform.wasInterruptedCall { continue }
                return .failed(Platform.errorText())
            }
            if count == 0 { return .end(partial: (discarded ?? 0) + pending.count) }
            pending += chunk[..<count]
        }
    }
}
