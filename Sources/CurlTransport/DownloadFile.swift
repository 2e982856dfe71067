import CourierPlatform
import CourierCore

/// A `--download FILE` in progress: a temporary file of its own beside FILE, renamed onto FILE only when
/// the transfer succeeded, and removed on every other ending (a failure, Ctrl-C, SIGTERM, SIGHUP).
///
/// Why not `FILE.part` opened with `O_TRUNC`: a symbolic link planted at that name got the body written
/// through it, and two downloads to one FILE wrote into the same partial file. The temporary name is new
/// for each transfer and created with `O_EXCL | O_NOFOLLOW`, so it is never anything but our own file.
package final class DownloadFile {
    let path: String
    private(set) var temporaryPath: String?
    private var fd: Int32 = -1
    private(set) var bytes = 0
    private var digest = SHA256()

    init(path: String) { self.path = path }

    deinit { discard() }

    /// FILE may be absent or a regular file; anything else (a link, FIFO, device, socket, directory) would be
    /// replaced by the final rename, so it is refused before anything is sent: ``WrittenFile``'s rule, which
    /// every file Courier writes follows.
    package static func checkTarget(_ path: String) throws(CourierError) { try WrittenFile.checkTarget(path, role: .download) }

    /// Appends body bytes, creating the temporary file on the first call. Returns why it could not.
    func append(_ chunk: UnsafeRawBufferPointer) -> FileReason? {
        if fd < 0, let problem = create() { return problem }
        if let problem = Platform.writeAll(fd, chunk) { return FileReason(.partial, temporaryPath ?? path, .cannot(.write, "\(problem)")) }
        digest.update(chunk)
        bytes += chunk.count
        return nil
    }

    /// A unique name beside FILE (same file system, so the rename is atomic); a few tries if one is taken.
    private func create() -> FileReason? {
        for _ in 0..<8 {
            let candidate = "\(path).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).part"
            switch Platform.createExclusive(candidate) {
            case .success(let opened):
                fd = opened
                temporaryPath = candidate
                return nil
            case .failure(let error) where error.alreadyExists: continue
            case .failure(let error): return FileReason(.download, path, .cannot(.write, "\(error)"))
            }
        }
        return FileReason(.download, path, .noTemporaryName)
    }

    /// Renames the finished file onto FILE. FILE is checked again: it may have changed while the body arrived.
    func commit() -> Result<Download, CourierError> {
        if fd < 0, let problem = create() { return .failure(.transport(.file(problem, curlCode: nil))) }  // an empty body
        Platform.close(fd)
        fd = -1
        let kind = Platform.kind(of: path)
        guard kind == .missing || kind == .regular, let temporaryPath else {
            discard()
            return .failure(.transport(.file(FileReason(.download, path, .changed(kind: kind.name)), curlCode: nil)))
        }
        if let problem = Platform.move(temporaryPath, to: path) {
            discard()
            return .failure(.transport(.file(FileReason(.download, path, .cannot(.move, "\(problem)")), curlCode: nil)))
        }
        self.temporaryPath = nil
        return .success(Download(path: path, bytes: bytes, sha256: digest.finalize()))
    }

    /// Closes and removes the temporary file, if there is one.
    func discard() {
        if fd >= 0 {
            Platform.close(fd)
            fd = -1
        }
        if let temporaryPath {
            Platform.remove(temporaryPath)
            self.temporaryPath = nil
        }
    }
}
