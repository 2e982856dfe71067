import CourierPlatform

/// The one rule for every file Courier writes for the user: `--download`, `--junit` reports, and the files
/// to come (`--record`, cookie jars, sessions).
///
/// The path may be absent or a regular file; a symbolic link, FIFO, device, socket or directory there is
/// refused before anything is sent, since the final rename would replace it (and opening it would write
/// through a link or block on a FIFO). The file is written whole beside its path and renamed into place,
/// so nothing at the path is ever opened for writing.
package enum WrittenFile {
    /// Refuses what may not be written: anything at `path` but a regular file, or a directory this process
    /// cannot create files in.
    /// - Throws: a ``FileReason`` for `role` (`--download`, a report: usage errors, exit 2).
    package static func checkTarget(_ path: String, role: FileReason.Role) throws(CourierError) {
        switch Platform.kind(of: path) {
        case .missing, .regular: break
        case .unreadable(let reason): throw .file(FileReason(role, path, .cannot(.write, reason)))
        case let kind: throw .file(FileReason(role, path, .notRegular(kind: kind.name)))
        }
        if let problem = Platform.canWrite(directory: directory(of: path)) {
            throw .file(FileReason(role, path, .cannot(.write, "\(problem)")))
        }
    }

    /// Checks `path` again (it may have changed since ``checkTarget(_:role:)``), then writes `bytes` to a new
    /// file beside it and renames that onto it.
    /// - Parameter mode: the new file's permissions (0644 unless the file is private, as a recording is).
    /// - Throws: a ``FileReason`` for `role`.
    package static func write(_ bytes: [UInt8], to path: String, role: FileReason.Role, mode: UInt32 = 0o644) throws(CourierError) {
        try checkTarget(path, role: role)
        guard let failure = Platform.replaceFile(path, with: bytes, mode: mode) else { return }
        let text = failure.error.map { "\($0)" }
        switch failure.step {
        case .create: throw .file(FileReason(role, path, text.map { .cannot(.create, $0) } ?? .noTemporaryName))
        case .write: throw .file(FileReason(role, path, .cannot(.write, text ?? "")))
        case .move: throw .file(FileReason(role, path, .cannot(.replace, text ?? "")))
        }
    }

    /// The directory a path's file is made in: the part before its last `/`, or `.`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }
}
