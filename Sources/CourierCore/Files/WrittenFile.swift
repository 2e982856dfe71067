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
    /// - Parameter createsDirectories: missing directories on the way are made when the file is written (a report's
    ///   `out/j.xml`, as curl's `--create-dirs`); then the nearest one that exists must be a directory this process
    ///   can create entries in.
    /// - Throws: a ``FileReason`` for `role` (`--download`, a report: usage errors, exit 2).
    package static func checkTarget(_ path: String, role: FileReason.Role, createsDirectories: Bool = false) throws(CourierError) {
        switch Platform.kind(of: path) {
        case .missing, .regular: break
        case .unreadable(let reason): throw .file(FileReason(role, path, .cannot(.write, reason)))
        case let kind: throw .file(FileReason(role, path, .notRegular(kind: kind.name)))
        }
        var directory = directory(of: path)
        if createsDirectories {
            // Up to the nearest directory that exists (a link to one is followed, as /tmp is one on macOS).
            while Platform.kind(followingLinks: directory) == .missing, directory != ".", directory != "/" { directory = Self.directory(of: directory) }
            switch Platform.kind(followingLinks: directory) {
            case .directory: break
            case .unreadable(let reason): throw .file(FileReason(role, path, .cannot(.write, reason)))
            case let kind: throw .file(FileReason(role, path, .cannot(.write, "\(directory) is \(kind.name), not a directory")))
            }
        }
        if let problem = Platform.canWrite(directory: directory) {
            throw .file(FileReason(role, path, .cannot(.write, "\(problem)")))
        }
    }

    /// Checks `path` again (it may have changed since ``checkTarget(_:role:)``), then writes `bytes` to a new
    /// file beside it and renames that onto it.
    /// - Parameter mode: the new file's permissions (0644 unless the file is private, as a recording is).
    /// - Throws: a ``FileReason`` for `role`.
    package static func write(_ bytes: [UInt8], to path: String, role: FileReason.Role, mode: UInt32 = 0o644,
                              createsDirectories: Bool = false) throws(CourierError)
    {
        try checkTarget(path, role: role, createsDirectories: createsDirectories)
        if createsDirectories, Platform.kind(followingLinks: directory(of: path)) == .missing,
           let failure = Platform.makeDirectories(directory(of: path), mode: 0o755)
        {
            throw .file(FileReason(role, path, .cannot(.create, failure.text)))
        }
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
