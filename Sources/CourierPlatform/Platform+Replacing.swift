/// Writing a whole file the user named (a report, and files to come) without opening what is at its path.
///
/// Why not `open(path, O_WRONLY | O_CREAT | O_TRUNC)`: a FIFO there blocks the open until a reader comes
/// (forever, past Ctrl-C, when none does), and a symbolic link there has the file written onto its target.
/// A new file made beside `path` with `O_EXCL | O_NOFOLLOW` is only ever our own, and `rename(2)` puts it
/// in place atomically (replacing a link planted since the check, never writing through it).
extension Platform {
    /// Writes `bytes` to a new temporary file in `path`'s directory, then renames it onto `path`; the
    /// temporary file is removed if any step fails. Returns why it failed (the step and errno's words).
    package static func replaceFile(_ path: String, with bytes: [UInt8], mode: UInt32 = 0o644) -> ReplaceFailure? {
        for _ in 0..<8 {
            let temporary = "\(path).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            let fd: Int32
            switch createExclusive(temporary, mode: mode) {
            case .success(let opened): fd = opened
            case .failure(let error) where error.alreadyExists: continue
            case .failure(let error): return ReplaceFailure(step: .create, error: error)
            }
            let written = writeAll(fd, bytes)
            close(fd)
            if let written {
                remove(temporary)
                return ReplaceFailure(step: .write, error: written)
            }
            if let moved = move(temporary, to: path) {
                remove(temporary)
                return ReplaceFailure(step: .move, error: moved)
            }
            return nil
        }
        return ReplaceFailure(step: .create, error: nil)
    }

    /// Which step of ``replaceFile(_:with:mode:)`` failed, and errno's words (`nil`: no free temporary name).
    package struct ReplaceFailure: Error, Equatable, Sendable {
        package enum Step: Sendable, Equatable { case create, write, move }
        package var step: Step
        package var error: PlatformError?
    }
}
