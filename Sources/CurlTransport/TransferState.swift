import CCurl
import CourierCore

/// What libcurl's callbacks collect during one transfer: the last status line, headers, body.
///
/// Reached from C through `Unmanaged` user data; lives only as long as `CurlTransport.send`.
final class TransferState {
    let maxBodyBytes: Int
    /// The response's header block as it arrives. One value changed in place by each line: as separate stored
    /// properties of this class, each line's dozen reads and writes were each checked for exclusive access.
    private var block = HeaderBlock()
    var status: Int { block.status }
    /// Whether a status line arrived (its code may still be unreadable).
    var sawStatusLine: Bool { block.sawStatusLine }
    var reason: String { block.reason }
    var headers: HTTPHeaders { block.headers }
    /// Whether the final header block ended with its blank line (a close mid-headers leaves it false).
    var headersComplete: Bool { block.isComplete }
    /// Why the header callback aborted the transfer: a malformed or hostile header block.
    var headerProblem: String? { block.problem }
    var body: [UInt8] = []
    /// Set when the body outgrew `maxBodyBytes`, so the write error reads as a size problem.
    var exceededCap = false
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

    /// One header line from libcurl, CRLF included (``HeaderBlock/receive(_:)``). Returns false to abort the
    /// transfer (the reason is in `headerProblem`).
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool { block.receive(bytes) }

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

    /// Four times what arrived, at most the cap, and no more than an announced length that covers `needed`:
    /// the buffer is never more than four times what was received (plus 64 KiB), whatever the server announced.
    /// (Not twice: each larger buffer is a copy of the body so far and a page fault for each of its pages, touched
    /// anew; growing by four makes fewer of both: docs/Architecture.md, "Measurements behind the design".) What
    /// is reserved and not yet received is never touched, so it is address space, not memory.
    func nextCapacity(_ needed: Int) -> Int {
        var capacity = max(needed, 64 << 10, body.count < maxBodyBytes / 4 ? body.count * 4 : maxBodyBytes)
        if let announced = block.announcedLength, announced >= needed { capacity = min(capacity, announced) }
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
