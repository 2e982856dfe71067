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

    init(maxBodyBytes: Int) { self.maxBodyBytes = maxBodyBytes }

    /// One header line from libcurl, CRLF included. A new status line starts a new header block
    /// (after 1xx interim responses or a followed redirect), so only the final block is kept.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            reason = parts.count > 2 ? String(parts[2]) : ""
            headers = HTTPHeaders()
            return
        }
        guard !line.isEmpty else { return }
        if line.first == " " || line.first == "\t", let last = headers.fields.last {
            // obs-fold (RFC 9112 §5.2): a continuation of the previous value.
            headers.remove(last.name)
            headers.add(last.name, last.value + " " + line.drop { $0 == " " || $0 == "\t" })
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon])
        let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        var trimmed = String(value)
        while trimmed.hasSuffix(" ") || trimmed.hasSuffix("\t") { trimmed.removeLast() }
        headers.add(name, trimmed)
        if name.lowercased() == "content-length", let length = Int(trimmed), length > 0, body.isEmpty {
            body.reserveCapacity(min(length, maxBodyBytes))
        }
    }

    /// A chunk of body; returns how many bytes were taken (fewer aborts the transfer).
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
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
        state.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: size * count))
        return size * count
    }

    static let write: courier_data_callback = { buffer, size, count, user in
        guard let buffer, let user else { return 0 }
        let state = Unmanaged<TransferState>.fromOpaque(user).takeUnretainedValue()
        return state.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
    }
}
