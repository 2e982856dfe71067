#if canImport(Glibc)
import Glibc
#endif
import CCurl
import CourierCore

/// What libcurl's callbacks collect during one transfer: the last status line, headers, body.
///
/// Reached from C through `Unmanaged` user data; lives only as long as `CurlTransport.send`.
final class TransferState {
    let maxBodyBytes: Int
    var status = 0
    var reason = ""
    var headers = HTTPHeaders()
    var body: [UInt8] = []
    /// Set when the body outgrew `maxBodyBytes`, so the write error reads as a size problem.
    var exceededCap = false
    /// Whether the final header block ended with its blank line (a close mid-headers leaves it false).
    var headersComplete = false
    /// Why the header callback aborted the transfer: a malformed or hostile header block.
    var headerProblem: String?
    /// More header fields than this is a hostile response, not an API.
    static let maxHeaderFields = 1000
    /// A 2xx body goes here when downloading: the partial file, its size and running digest.
    let downloadPath: String?
    var downloadFD: Int32 = -1
    var downloaded = 0
    var digest = SHA256()
    var downloadError: String?

    init(maxBodyBytes: Int, downloadPath: String? = nil) {
        self.maxBodyBytes = maxBodyBytes
        self.downloadPath = downloadPath
    }

    deinit { if downloadFD >= 0 { close(downloadFD) } }

    var partialPath: String? { downloadPath.map { $0 + ".part" } }

    /// Moves the finished download into place, or removes the partial file after a failure.
    func finishDownload(success: Bool) -> Download? {
        guard let downloadPath, let partialPath else { return nil }
        if downloadFD >= 0 {
            close(downloadFD)
            downloadFD = -1
            if success, rename(partialPath, downloadPath) == 0 {
                return Download(path: downloadPath, bytes: downloaded, sha256: digest.finalize())
            }
            unlink(partialPath)
        }
        return nil
    }

    /// One header line from libcurl, CRLF included. A new status line starts a new header block
    /// (after 1xx interim responses or a followed redirect), so only the final block is kept.
    /// Returns false to abort the transfer (the reason is in `headerProblem`).
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        if line.starts(with: "HTTP/".utf8) {
            // HTTP/1.1 200 OK: the code after the first space, the reason after the second.
            let firstSpace = line.firstIndex(of: Self.space) ?? line.count
            let codeStart = min(firstSpace + 1, line.count)
            let secondSpace = line[codeStart...].firstIndex(of: Self.space) ?? line.count
            status = Int(String(decoding: UnsafeRawBufferPointer(rebasing: line[codeStart..<secondSpace]), as: UTF8.self)) ?? 0
            reason = secondSpace < line.count
                ? String(decoding: UnsafeRawBufferPointer(rebasing: line[(secondSpace + 1)...]), as: UTF8.self) : ""
            headers = HTTPHeaders()
            headersComplete = false
            return true
        }
        guard !line.isEmpty else {
            headersComplete = true
            return checkContentLength()
        }
        if headers.count >= Self.maxHeaderFields {
            headerProblem = "more than \(Self.maxHeaderFields) response header fields"
            return false
        }
        if line[0] == Self.space || line[0] == Self.tab, let last = headers.fields.last {
            // obs-fold (RFC 9112 §5.2): a continuation of the previous value.
            headers.remove(last.name)
            headers.add(last.name, last.value + " " + Self.trimmed(line))
            return true
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return true }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        let value = Self.trimmed(UnsafeRawBufferPointer(rebasing: line[(colon + 1)...]))
        headers.add(name, value)
        if HTTPHeaders.sameName(name, "Content-Length"), let length = Int(value), length > 0, body.isEmpty {
            body.reserveCapacity(min(length, maxBodyBytes))
        }
        return true
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The bytes without leading and trailing spaces and tabs, as a string.
    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> String {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Two different Content-Length values make the body's end ambiguous (request smuggling's classic).
    private func checkContentLength() -> Bool {
        // The common case (none, or one) without building the list of values.
        var first: String?
        var conflicting = false
        for field in headers.fields where HTTPHeaders.sameName(field.name, "Content-Length") {
            if let first, first != field.value { conflicting = true; break }
            first = field.value
        }
        guard conflicting else { return true }
        let lengths = headers.values(for: "Content-Length")
        var distinct: [String] = []
        for length in lengths where !distinct.contains(length) { distinct.append(length) }
        headerProblem = "conflicting Content-Length headers (\(distinct.sorted().joined(separator: ", "))): the body's end is ambiguous"
        return false
    }

    /// A chunk of body; returns how many bytes were taken (fewer aborts the transfer).
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        if let partialPath, (200..<300).contains(status) {
            if downloadFD < 0 {
                downloadFD = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard downloadFD >= 0 else {
                    downloadError = "cannot write '\(partialPath)': \(String(cString: strerror(errno)))"
                    return 0
                }
            }
            var offset = 0
            while offset < bytes.count {
                let written = write(downloadFD, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    downloadError = "cannot write '\(partialPath)': \(String(cString: strerror(errno)))"
                    return 0
                }
                offset += written
            }
            digest.update(bytes)
            downloaded += bytes.count
            return bytes.count
        }
        guard body.count + bytes.count <= maxBodyBytes else {
            exceededCap = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }
}

/// The C entry points; closures without captures become C function pointers.
enum TransferCallbacks {
    static let header: courier_data_callback = { buffer, size, count, user in
        guard let buffer, let user else { return 0 }
        let state = Unmanaged<TransferState>.fromOpaque(user).takeUnretainedValue()
        return state.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: size * count)) ? size * count : 0
    }

    static let write: courier_data_callback = { buffer, size, count, user in
        guard let buffer, let user else { return 0 }
        let state = Unmanaged<TransferState>.fromOpaque(user).takeUnretainedValue()
        return state.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
    }
}
