import CourierPlatform
import CourierCore

/// A `--download FILE` in progress: a temporary file of its own beside FILE, renamed onto FILE only when
/// the transfer succeeded, and removed on every other ending (a failure, Ctrl-C, SIGTERM, SIGHUP).
///
/// Why not `FILE.part` opened with `O_TRUNC`: a symbolic link planted at that name got the body written
/// through it, and two downloads to one FILE wrote into the same partial file. The temporary name is new
/// for each transfer and created with `O_EXCL | O_NOFOLLOW`, so it is never anything but our own file.
public final class DownloadFile {
    let path: String
    private(set) var temporaryPath: String?
    private var fd: Int32 = -1
    private(set) var bytes = 0
    private var digest = SHA256()

    init(path: String) { self.path = path }

    deinit { discard() }

    /// FILE may be absent or a regular file; anything else (a link, FIFO, device, socket, directory) would be
    /// replaced by the final rename, so it is refused before anything is sent.
    public static func checkTarget(_ path: String) throws(CourierError) {
        switch Platform.kind(of: path) {
        case .missing, .regular: break
        case .unreadable(let reason): throw CourierError(.usage, "cannot write --download file '\(path)': \(reason)")
        case let kind: throw CourierError(.usage, "--download '\(path)' is \(kind.name), not a regular file")
        }
        if let problem = Platform.canWrite(directory: directory(of: path)) {
            throw CourierError(.usage, "cannot write --download file '\(path)': \(problem)")
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// Appends body bytes, creating the temporary file on the first call. Returns why it could not.
    func append(_ chunk: UnsafeRawBufferPointer) -> String? {
        if fd < 0, let problem = create() { return problem }
        if let problem = Platform.writeAll(fd, chunk) { return "cannot write '\(temporaryPath ?? path)': \(problem)" }
        digest.update(chunk)
        bytes += chunk.count
        return nil
    }

    /// A unique name beside FILE (same file system, so the rename is atomic); a few tries if one is taken.
    private func create() -> String? {
        for _ in 0..<8 {
            let candidate = "\(path).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).part"
            switch Platform.createExclusive(candidate) {
            case .success(let opened):
                fd = opened
                temporaryPath = candidate
                return nil
            case .failure(let error) where error.alreadyExists: continue
            case .failure(let error): return "cannot write --download file '\(path)': \(error)"
            }
        }
        return "cannot create a temporary file beside '\(path)'"
    }

    /// Renames the finished file onto FILE. FILE is checked again: it may have changed while the body arrived.
    func commit() -> Result<Download, CourierError> {
        if fd < 0, let problem = create() { return .failure(CourierError(.transportIO, problem)) }  // an empty body
        Platform.close(fd)
        fd = -1
        let kind = Platform.kind(of: path)
        guard kind == .missing || kind == .regular, let temporaryPath else {
            discard()
            return .failure(CourierError(.transportIO, "--download '\(path)' became \(kind.name) during the transfer; it was left alone"))
        }
        if let problem = Platform.move(temporaryPath, to: path) {
            discard()
            return .failure(CourierError(.transportIO, "cannot move the download into '\(path)': \(problem)"))
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
            Platform.unlink(temporaryPath)
            self.temporaryPath = nil
        }
    }
}
