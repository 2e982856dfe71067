import CCurl
import CourierCore

/// Many transfers at once from one thread, over libcurl's multi interface (as `curl -Z` does).
///
/// Why not a thread per transfer: each worker blocked in its own `curl_easy_perform`, so every
/// response cost a thread wake-up and the shared values' refcounts were contended. Here one thread
/// polls every socket, and the caller judges finished responses while the others are in flight.
/// A finished transfer's easy handle serves a later one where the linked libcurl allows it
/// (``CurlRuntime/reusesHandles``; else each transfer gets a fresh one, see ``EasyHandle`` for why): making and
/// freeing a handle per transfer was work every smoke case repeated. It is reset first, but for a plain
/// GET after a plain GET with the same options (``EasyHandle/Setup``). Connections are kept alive in
/// the multi handle's cache, TLS sessions in a ``CurlShare``.
/// Not for use from several threads at once.
package final class CurlMulti: ConcurrentTransport {
    private let multi: UnsafeMutableRawPointer
    private let share: CurlShare
    /// Successive transfers mostly send the same header lines: one list serves them all.
    private let headerLists = HeaderListCache()
    /// Transfers in flight, by their easy handle.
    private var running: [UnsafeMutableRawPointer: (tag: Int, transfer: Transfer)] = [:]
    /// Handles of finished transfers, reset, for the next ones (at most as many as were ever in flight at once).
    private var idle: [EasyHandle] = []

    package init() throws(CourierError) {
        guard CurlRuntime.initialized, let multi = curl_multi_init() else {
            throw .internal(.curlUnavailable)
        }
        do throws(CourierError) {
            share = try CurlShare(connections: false)
        } catch {
            curl_multi_cleanup(multi)
            throw error
        }
        self.multi = multi
    }

    deinit {
        for handle in running.keys { curl_multi_remove_handle(multi, handle) }
        running.removeAll()
        curl_multi_cleanup(multi)
    }

    package var count: Int { running.count }

    package func start(_ request: HTTPRequest, options: TransportOptions, tag: Int) throws(CourierError) {
        let handle: EasyHandle
        if let reset = idle.popLast() { handle = reset } else { handle = try EasyHandle(share: share) }
        let transfer = try Transfer(request, options: options, on: handle, headerLists: headerLists)
        let code = curl_multi_add_handle(multi, transfer.handle.raw)
        guard code == CURLM_OK else { throw Self.error(code) }
        running[transfer.handle.raw] = (tag, transfer)
    }

    /// Requests added since the last `curl_multi_perform` wait for the next one: this is it. Transfers that end
    /// now stay in libcurl's message queue for ``perform(waitingAtMost:)``.
    package func send() {
        var stillRunning: Int32 = 0
        _ = curl_multi_perform(multi, &stillRunning)
    }

    package func perform(waitingAtMost timeout: Double) -> [FinishedTransfer] {
        var finished: [FinishedTransfer] = []
        drive(into: &finished)
        if finished.isEmpty, !running.isEmpty {
            let milliseconds = timeout.isFinite ? Int32(max(0, min(timeout, 1)) * 1000) : 1000
            curl_multi_poll(multi, nil, 0, milliseconds, nil)
            drive(into: &finished)
        }
        return finished
    }

    /// Stops every transfer in flight (after Ctrl-C): each finishes as `cancelled`.
    package func cancelAll() -> [FinishedTransfer] {
        var cancelled: [FinishedTransfer] = []
        abandonAll(with: .interrupted(), into: &cancelled)
        return cancelled
    }

    private func abandonAll(with error: CourierError, into finished: inout [FinishedTransfer]) {
        for (raw, entry) in running {
            curl_multi_remove_handle(multi, raw)
            finished.append(FinishedTransfer(tag: entry.tag, result: .failure(error)))
        }
        running.removeAll()
    }

    private func drive(into finished: inout [FinishedTransfer]) {
        var stillRunning: Int32 = 0
        let code = curl_multi_perform(multi, &stillRunning)
        if code != CURLM_OK {
            // The multi handle itself failed (out of memory): every transfer in flight fails with it.
            return abandonAll(with: Self.error(code), into: &finished)
        }
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let raw = message.pointee.easy_handle,
                  let entry = running.removeValue(forKey: raw) else { continue }
            let result = message.pointee.data.result
            curl_multi_remove_handle(multi, raw)
            finished.append(FinishedTransfer(tag: entry.tag, result: entry.transfer.result(result)))
            // Only once the result has read the handle's info; a handle that cannot be reset is let go.
            if CurlRuntime.reusesHandles, (try? entry.transfer.handle.readyForNext()) != nil { idle.append(entry.transfer.handle) }
        }
    }

    private static func error(_ code: CURLMcode) -> CourierError {
        .internal(.curlRefused(.multi, text: String(cString: curl_multi_strerror(code)), curlCode: nil))
    }
}
