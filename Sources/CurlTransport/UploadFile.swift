import CourierPlatform
import CCurl
import CourierCore

/// A file part's bytes, read by libcurl through our callbacks instead of `curl_mime_filedata`.
///
/// Why: libcurl sizes a file part when the transfer starts; when the file then shrinks, its own reader
/// just stops, the server keeps waiting for the announced bytes and the call hangs to the timeout.
/// Here the end of the file before its announced size aborts the transfer at once, with the reason.
final class UploadFile {
    let path: String
    let size: Int
    private let fd: Int32
    private var offset = 0
    /// Set when the file ended early or could not be read; the transfer was aborted for it.
    private(set) var problem: FileReason?

    init(path: String) throws(CourierError) {
        switch Platform.openRegularForReading(path) {
        case .success(let opened): (fd, size) = opened
        case .failure(let error): throw .file(FileReason(.upload, path, .cannot(.read, "\(error)")))
        }
        self.path = path
    }

    deinit { Platform.close(fd) }

    /// Fills `buffer` with the next bytes; 0 once all `size` bytes went out.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        let wanted = min(count, size - offset)
        guard wanted > 0 else { return 0 }
        guard let got = Platform.read(fd, into: buffer, count: wanted) else {
            problem = FileReason(.upload, path, .readFailed(after: offset))
            return Self.abort
        }
        guard got > 0 else {
            problem = FileReason(.upload, path, .shrank(sent: offset, size: size))
            return Self.abort
        }
        offset += got
        return got
    }

    /// libcurl rewinds a part to send it again (a retried connection, a redirect that keeps the body).
    func seek(to position: Int) -> Bool {
        guard position >= 0, position <= size, Platform.seek(fd, to: position) else { return false }
        offset = position
        return true
    }

    /// CURL_READFUNC_ABORT: the transfer ends with CURLE_ABORTED_BY_CALLBACK.
    static let abort = 0x1000_0000

    /// The C entry points; closures without captures become C function pointers.
    static let readCallback: curl_read_callback = { buffer, size, count, user in
        guard let buffer, let user else { return abort }
        return Unmanaged<UploadFile>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: size * count)
    }

    static let seekCallback: curl_seek_callback = { user, offset, origin in
        guard let user, origin == 0 /* SEEK_SET */ else { return 2 }  // CURL_SEEKFUNC_CANTSEEK
        return Unmanaged<UploadFile>.fromOpaque(user).takeUnretainedValue().seek(to: Int(offset)) ? 0 : 1  // OK / FAIL
    }
}
