import CCurl
import CourierCore

/// What libcurl's callbacks collect during one transfer: the last status line, headers, body.
///
/// Reached from C through `Unmanaged` user data; lives only as long as `CurlTransport.send`.
final class TransferState {
    let maxBodyBytes: Int
    var status = 0
    /// Whether a status line arrived (its code may still be unreadable).
    var sawStatusLine = false
    var reason = ""
    var headers = HTTPHeaders()
    var body: [UInt8] = []
    /// The final block's Content-Length when it is one plain number: a hint to stop growing the buffer
    /// at, never a size to reserve (a server may announce 100 GB and send 16 bytes).
    private var announcedLength: Int?
    /// Set when the body outgrew `maxBodyBytes`, so the write error reads as a size problem.
    var exceededCap = false
    /// Whether the final header block ended with its blank line (a close mid-headers leaves it false).
    var headersComplete = false
    /// Why the header callback aborted the transfer: a malformed or hostile header block.
    var headerProblem: String?
    /// Continuation lines in the current block, counted with its fields against the limit.
    private var foldedLines = 0
    /// The current block's Content-Length fields as they arrived: the first value, and whether every one so far was
    /// that same plain number (and none was folded), so the common block is judged without reading its fields again.
    private var firstLength: String?
    private var lengthsPlain = true
    /// More header fields than this is a hostile response, not an API.
    static let maxHeaderFields = 1000
    /// A 2xx body goes here when downloading; with `decodedCap`, at most that many (decoded) bytes.
    let download: DownloadFile?
    let decodedCap: Int?
    var downloadError: FileReason?

    init(maxBodyBytes: Int, downloadPath: String? = nil, capsDecodedDownload: Bool = false) {
        self.maxBodyBytes = maxBodyBytes
        download = downloadPath.map(DownloadFile.init(path:))
        decodedCap = capsDecodedDownload ? maxBodyBytes : nil
    }

    /// Whether the body went to the download file (a 2xx while downloading).
    var isDownloading: Bool { download != nil && (200..<300).contains(status) }

    /// Moves the finished download into place, or removes the temporary file after a failure.
    func finishDownload(success: Bool) -> Result<Download, CourierError>? {
        guard let download, isDownloading else {
            download?.discard()
            return nil
        }
        guard success else {
            download.discard()
            return nil
        }
        return download.commit()
    }

    /// One header line from libcurl, CRLF included. A new status line starts a new header block
    /// (after 1xx interim responses or a followed redirect), so only the final block is kept.
    /// Returns false to abort the transfer (the reason is in `headerProblem`).
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        if Self.isStatusLine(line) {
            // HTTP/1.1 200 OK: the code after the version, the reason after the code (extra spaces skipped,
            // as libcurl skips them; libcurl's own reading of the code is the one reported).
            var codeStart = line.firstIndex(of: Self.space) ?? line.count
            while codeStart < line.count, line[codeStart] == Self.space { codeStart += 1 }
            let codeEnd = line[codeStart...].firstIndex(of: Self.space) ?? line.count
            status = Int(String(decoding: UnsafeRawBufferPointer(rebasing: line[codeStart..<codeEnd]), as: UTF8.self)) ?? 0
            reason = codeEnd < line.count
                ? String(decoding: UnsafeRawBufferPointer(rebasing: line[(codeEnd + 1)...]), as: UTF8.self) : ""
            sawStatusLine = true
            headers = HTTPHeaders()
            // One allocation for a usual block (an API's responses carry 5 to 15 fields), not four as it grows.
            headers.reserveCapacity(adding: 16)
            foldedLines = 0
            firstLength = nil
            lengthsPlain = true
            announcedLength = nil
            headersComplete = false
            return true
        }
        guard !line.isEmpty else {
            headersComplete = true
            return checkContentLength()
        }
        if headers.count + foldedLines >= Self.maxHeaderFields {
            headerProblem = "more than \(Self.maxHeaderFields) response header fields"
            return false
        }
        if line[0] == Self.space || line[0] == Self.tab, headers.count == 0, !headersComplete {
            headerProblem = Self.leadingWhitespace
            return false
        }
        if line[0] == Self.space || line[0] == Self.tab, let last = headers.fields.last {
            // obs-fold (RFC 9112 §5.2): a continuation of the previous value. Counted as a field: each fold
            // copies the value, so a flood of one-byte folds would otherwise cost quadratic time.
            foldedLines += 1
            if HTTPHeaders.sameName(last.name, "Content-Length") { lengthsPlain = false }
            headers.remove(last.name)
            headers.add(last.name, last.value + " " + Self.trimmed(line))
            return true
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return true }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        let value = Self.trimmed(UnsafeRawBufferPointer(rebasing: line[(colon + 1)...]))
        headers.add(name, value)
        if HTTPHeaders.sameName(name, "Content-Length") {
            if !headersComplete { announcedLength = Int(value) }
            if let firstLength { lengthsPlain = lengthsPlain && value == firstLength } else { lengthsPlain = Self.length(value) != nil }
            if firstLength == nil { firstLength = value }
        }
        return true
    }

    /// Whether `line` starts with `HTTP/` (a status line): five bytes compared.
    private static func isStatusLine(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 5 && line[0] == UInt8(ascii: "H") && line[1] == UInt8(ascii: "T") && line[2] == UInt8(ascii: "T")
            && line[3] == UInt8(ascii: "P") && line[4] == UInt8(ascii: "/")
    }

    /// RFC 9112 §2.2: a recipient must reject whitespace between the start line and the first field (or skip
    /// such lines unread). libcurl 7.88 reports it as CURLE_BAD_FUNCTION_ARGUMENT, before calling us.
    static let leadingWhitespace = "whitespace before the first header field (RFC 9112 §2.2)"

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The bytes without leading and trailing spaces and tabs, as a string.
    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> String {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// RFC 9112 §6.3: a Content-Length that is not a number (or a list of one number) leaves the body's end
    /// unknown, and two different values make it ambiguous (request smuggling's classic). Both are malformed.
    private func checkContentLength() -> Bool {
        // The common case (none, or one plain number, maybe repeated), as the fields arrived.
        guard !lengthsPlain else { return true }
        var distinct: [Int] = []
        for value in headers.values(for: "Content-Length") {
            for element in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let length = Self.length(String(element).trimmingSpaces) else {
                    headerProblem = "Content-Length '\(Redaction.printable(value))' is not a length: the body's end is unknown"
                    return false
                }
                if !distinct.contains(length) { distinct.append(length) }
            }
        }
        guard distinct.count > 1 else { return true }
        headerProblem = "conflicting Content-Length headers (\(distinct.sorted().map(String.init).joined(separator: ", "))): the body's end is ambiguous"
        return false
    }

    /// 1*DIGIT that fits in 63 bits.
    private static func length(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    /// A chunk of body; returns how many bytes were taken (fewer aborts the transfer).
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        if let download, isDownloading {
            if let decodedCap, bytes.count > decodedCap - download.bytes {
                exceededCap = true
                return 0
            }
            if let problem = download.append(bytes) {
                downloadError = problem
                return 0
            }
            return bytes.count
        }
        guard bytes.count <= maxBodyBytes - body.count else {
            exceededCap = true
            return 0
        }
        let needed = body.count + bytes.count
        if needed > body.capacity { body.reserveCapacity(nextCapacity(needed)) }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Doubling what arrived, at most the cap, and no more than an announced length that covers `needed`:
    /// the buffer is never more than twice what was received (plus 64 KiB), whatever the server announced.
    func nextCapacity(_ needed: Int) -> Int {
        var capacity = max(needed, 64 << 10, body.count < maxBodyBytes / 2 ? body.count * 2 : maxBodyBytes)
        if let announcedLength, announcedLength >= needed { capacity = min(capacity, announcedLength) }
        return min(capacity, maxBodyBytes)
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
