import CourierCore
import CourierPlatform

/// A HAR 1.2 file (Chrome's, Firefox's, Charles', Proxyman's, mitmproxy's `hardump`) read into its entries as
/// ``CapturedRequest``s, in capture order (source `entry N`, from 1), each with its ``CapturedResponse``.
///
/// **One bad entry does not fail the file.** A day of traffic holds a WebSocket, a `data:` image, an extension's
/// request: each entry is a `Result`, so `match` matches the good ones and reports each bad one with its number
/// (`entry 12: its request has no url`). Only a file that cannot be read as a HAR at all throws.
///
/// **Memory is bounded by the file.** The file is read whole (at most ``maximumBytes``) and parsed once, lazily:
/// containers larger than ``rawThreshold`` stay as the file's own bytes (``CourierJSON``'s raw values), so
/// `log.entries` is walked one entry at a time and only the entry being read is ever a tree. What is kept is the
/// captured requests and responses themselves.
package enum HARFile {
    /// The largest file read: a day of traffic with bodies, not an archive of months. 512 MiB.
    package static let maximumBytes = 512 << 20
    /// Containers larger than this stay raw while the file is parsed (see above). 64 KiB.
    static let rawThreshold = 64 << 10

    /// The entries of the HAR file at `path`.
    /// - Parameters:
    ///   - filter: a shell glob (`*/v1/orders*`) the entry's URL must match (``Platform/matches(glob:_:)``); entries
    ///     it leaves out are not returned (the others keep their numbers). An entry without a URL is returned as
    ///     its problem: the filter cannot say it is not wanted.
    ///   - limit: the largest file read; default ``maximumBytes``.
    /// - Returns: one result per entry: its request, or why it cannot be read.
    /// - Throws: ``CaptureReason/harFile(path:_:)``: a directory, FIFO or device; unreadable; larger than
    ///   `limit`; not JSON (truncated, nested deeper than the parser's limit); not a HAR (no `log.entries`).
    package static func read(_ path: String, filter: String? = nil, limit: Int = maximumBytes) throws(CaptureReason) -> [Result<CapturedRequest, CaptureReason>] {
        switch UserFile.read(path, limit: limit) {
        case .success(let contents): return try entries(in: contents.bytes, path: path, filter: filter)
        case .failure(.tooLarge): throw .harFile(path: path, .tooLarge(limit: limit))
        case .failure(let failure): throw .harFile(path: path, .unreadable(failure.reason))
        }
    }

    /// The entries of a HAR file's bytes (`path` names it in errors only).
    package static func entries(in bytes: [UInt8], path: String, filter: String? = nil) throws(CaptureReason) -> [Result<CapturedRequest, CaptureReason>] {
        let json: JSON
        do {
            json = try JSONParser.parse(bytes, keepingRawAbove: rawThreshold)
        } catch {
            throw .harFile(path: path, .notJSON(error.description))
        }
        guard let entries = json["log"]?["entries"], entries.isArray else { throw .harFile(path: path, .notHAR) }
        var results: [Result<CapturedRequest, CaptureReason>] = []
        var number = 0
        entries.forEachElement { entry in
            number += 1
            if let filter, let url = entry["request"]?["url"]?.stringValue, !Platform.matches(glob: filter, url) { return }
            results.append(HAREntry.captured(entry, number: number).mapError { .entry(number, $0) })
        }
        return results
    }
}
