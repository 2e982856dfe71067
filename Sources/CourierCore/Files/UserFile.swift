import CourierPlatform
/// Reads the files a user names (token files, `@file` values, config files, CA bundles, smoke plans)
/// and standard input: the one reader the whole CLI uses.
///
/// A path is opened with `O_NONBLOCK` and judged by `fstat` on the open descriptor, so what is checked is
/// what is read (no race between a check and the open): anything but a regular file — a FIFO that would
/// never end, a device, a directory — is refused. Standard input is read in slices between checks of
/// `isInterrupted`, so Ctrl-C and SIGTERM end a wait for input within a fraction of a second.
package enum UserFile {
    /// Values larger than this are refused rather than read whole. 64 MiB.
    package static let limit = 64 << 20

    /// What was read, with the file's permission bits (a token file that others can read is warned about).
    package struct Contents: Sendable {
        package var bytes: [UInt8]
        /// `nil` for standard input.
        package var permissions: UInt32?

        /// The bytes as UTF-8 text with one trailing line end dropped (as `$(cat f)` would); `nil` when not UTF-8.
        package var text: String? {
            var bytes = self.bytes
            if bytes.last == 0x0A { bytes.removeLast() }
            if bytes.last == 0x0D { bytes.removeLast() }
            return String(validating: bytes, as: UTF8.self)
        }

        /// Whether users other than the owner may read it (group or world read bits), as ssh checks keys.
        package var isReadableByOthers: Bool { (permissions ?? 0) & 0o044 != 0 }
    }

    /// Why a read failed; ``reason`` words it for a message that names the file.
    package enum Failure: Error, Sendable, Equatable {
        case system(String)
        case notRegular(String)
        case tooLarge
        case notText
        case interrupted

        package var reason: String {
            switch self {
            case .system(let text): text
            case .notRegular(let kind): "\(kind), not a regular file"
            case .tooLarge: "larger than \(UserFile.limit >> 20) MiB"
            case .notText: "not UTF-8 text"
            case .interrupted: "interrupted"
            }
        }
    }

    /// Reads the regular file at `path` whole.
    /// - Parameters:
    ///   - followingLinks: `false` refuses a symbolic link at `path` (a session file).
    ///   - limit: the size refused as ``Failure/tooLarge``; default ``limit`` (a HAR capture reads larger files).
    package static func read(_ path: String, followingLinks: Bool = true, limit: Int = UserFile.limit, isInterrupted: () -> Bool = { false }) -> Result<Contents, Failure> {
        let fd: Int32
        switch Platform.openForReading(path, followingLinks: followingLinks) {
        case .failure(let error): return .failure(.system(error.text))
        case .success(let opened): fd = opened
        }
        defer { Platform.close(fd) }
        let status: Platform.FileStatus
        switch Platform.status(fd) {
        case .failure(let error): return .failure(.system(error.text))
        case .success(let found): status = found
        }
        guard status.isRegular else { return .failure(.notRegular(status.kindName)) }
        // Refused before a byte is read; room for the whole file at once, so a large one (a HAR) is not copied as
        // the array doubles. The limit is still checked as it is read: the file may grow.
        guard status.size <= limit else { return .failure(.tooLarge) }
        return readAll(fd, limit: limit, capacity: status.size + 1, isInterrupted: isInterrupted).map { Contents(bytes: $0, permissions: status.permissions) }
    }

    /// Reads standard input to its end (a pipe, a file or a terminal), giving up when interrupted.
    package static func readStandardInput(isInterrupted: () -> Bool = { false }) -> Result<Contents, Failure> {
        readAll(0, limit: limit, capacity: 0, isInterrupted: isInterrupted).map { Contents(bytes: $0, permissions: nil) }
    }

    /// Reads as UTF-8 text (see ``Contents/text``).
    package static func readText(_ path: String, isInterrupted: () -> Bool = { false }) -> Result<String, Failure> {
        read(path, isInterrupted: isInterrupted).flatMap { $0.text.map { .success($0) } ?? .failure(.notText) }
    }

    /// Waits for data in slices of 100 ms, checking `isInterrupted` between them: the signal may arrive
    /// on another thread, so an `EINTR` from `read` alone cannot be relied on.
    private static func readAll(_ fd: Int32, limit: Int, capacity: Int, isInterrupted: () -> Bool) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if isInterrupted() { return .failure(.interrupted) }
            switch Platform.waitReadable(fd, milliseconds: 100) {
            case .failure(let error): return .failure(.system(error.text))
            case .success(false): continue
            case .success(true): break
            }
            guard let count = Platform.read(fd, into: &chunk) else {
                if Platform.wasInterruptedCall || Platform.wouldBlock { continue }
                return .failure(.system(Platform.errorText()))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .failure(.tooLarge) }
        }
        return .success(bytes)
    }
}
