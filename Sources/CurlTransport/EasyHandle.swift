import CourierPlatform
import CCurl
import CourierCore

/// Owns one `CURL *` easy handle and frees it in `deinit`. Every setopt's `CURLcode` is checked.
///
/// A handle serves one transfer, or, where ``CurlRuntime/reusesHandles`` allows, several in turn (``reset()``, or ``Setup``):
/// libcurl 7.88 (Debian 12) keeps a pointer to the last response's last header across transfers on a handle
/// (curl/curl#11101, fixed in 8.1.0), and a next response that starts with a folded line writes through it
/// (heap corruption). Connections are reused either way: they live in a ``CurlShare`` or in the multi
/// handle, not in the easy handle.
final class EasyHandle {
    let raw: UnsafeMutableRawPointer
    /// CURLOPT_ERRORBUFFER: curl writes a detailed message here when a transfer fails.
    let errorBuffer: UnsafeMutablePointer<CChar>
    /// Kept alive while the handle points at it.
    private let share: CurlShare?

    init(share: CurlShare? = nil) throws(CourierError) {
        guard CurlRuntime.initialized, let handle = curl_easy_init() else {
            throw .internal(.curlUnavailable)
        }
        raw = handle
        self.share = share
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try setDefaults()
    }

    /// Ready for another transfer: every option back to libcurl's default (`curl_easy_reset`: no header list,
    /// body, callback or credentials of the last transfer stays), then this handle's own set again.
    /// Only where ``CurlRuntime/reusesHandles``.
    func reset() throws(CourierError) {
        curl_easy_reset(raw)
        errorBuffer[0] = 0
        kept = nil
        try setDefaults()
    }

    /// The limits and switches a transfer set beyond its own request (``Transfer``'s `configure`), for a handle that
    /// was not reset after it: a next transfer with the same ones sets only its request (URL, header list, callback
    /// data). Only a GET without a body leaves a handle so (a body, a method or a multipart form is set on the
    /// handle and would stay); any other transfer, or other limits, finds the handle reset first. Reset and set
    /// again for each of a smoke run's GETs, the same options were set over and over. (A class: read from the
    /// handle and compared in place, a struct of them was copied, field by field, at each look.)
    final class Setup {
        let options: TransportOptions
        let decoding: Bool

        init(options: TransportOptions, decoding: Bool) {
            self.options = options
            self.decoding = decoding
        }

        func isSame(_ options: TransportOptions, decoding: Bool) -> Bool { self.decoding == decoding && self.options == options }
    }

    /// What the last transfer left set, when it was a GET without a body and the handle was not reset since.
    ///
    /// Such a handle still points at its last transfer's header list and callback state, which may be gone: libcurl
    /// reads neither between transfers, and the next transfer sets both before it is added. And it is kept only when
    /// its transfer made no new connection (``madeNoConnection``): libcurl 7.88 counts the retries on a dead kept-alive
    /// connection (each on a new one) per handle and clears the count only in `curl_easy_reset`, so a handle never
    /// reset would run out of them across transfers (five over its life, then curl (55)).
    var kept: Setup?

    /// Whether the handle still holds `options` from the last transfer (see ``kept``): then a plain GET (a GET
    /// without a body) sets only its request. Otherwise a handle that holds anything is reset first.
    func keeps(_ options: TransportOptions, decoding: Bool, plain: Bool) throws(CourierError) -> Bool {
        if plain, let kept, kept.isSame(options, decoding: decoding) {
            errorBuffer[0] = 0
            return true
        }
        if kept != nil { try reset() }
        return false
    }

    /// Ready for another transfer once the last one's result was read: kept as it is after a GET that made no new
    /// connection (``kept``), reset otherwise.
    func readyForNext() throws(CourierError) {
        guard kept != nil, madeNoConnection else { return try reset() }
    }

    /// Whether the last transfer was carried on a connection made before it (`CURLINFO_NUM_CONNECTS` is 0); false
    /// when libcurl cannot say.
    private var madeNoConnection: Bool {
        var connects = 0
        return courier_easy_getinfo_long(raw, CURLINFO_NUM_CONNECTS, &connects) == CURLE_OK && connects == 0
    }

    private func setDefaults() throws(CourierError) {
        try check(courier_easy_setopt_pointer(raw, CURLOPT_ERRORBUFFER, errorBuffer), CURLOPT_ERRORBUFFER)
        if let share { try set(CURLOPT_SHARE, pointer: share.raw) }
    }

    deinit {
        curl_easy_cleanup(raw)
        errorBuffer.deallocate()
    }

    func set(_ option: CURLoption, _ value: Int) throws(CourierError) {
        try check(courier_easy_setopt_long(raw, option, value), option)
    }

    func set(_ option: CURLoption, _ value: Bool) throws(CourierError) {
        try check(courier_easy_setopt_long(raw, option, value ? 1 : 0), option)
    }

    func set(_ option: CURLoption, offset value: Int) throws(CourierError) {
        try check(courier_easy_setopt_off_t(raw, option, value), option)
    }

    /// libcurl copies string options (since 7.17), so the Swift string may go away afterwards.
    func set(_ option: CURLoption, _ value: String) throws(CourierError) {
        // `withCString` lends the string's own NUL-terminated bytes (a short one's on the stack); passing the String
        // itself made a C array on the heap per option, five per transfer.
        let code = value.withCString { courier_easy_setopt_string(raw, option, $0) }
        try check(code, option)
    }

    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) throws(CourierError) {
        try check(courier_easy_setopt_pointer(raw, option, pointer), option)
    }

    func set(_ option: CURLoption, list: HeaderList) throws(CourierError) {
        try check(courier_easy_setopt_slist(raw, option, list.head), option)
    }

    func set(_ option: CURLoption, callback: courier_data_callback) throws(CourierError) {
        try check(courier_easy_setopt_data_callback(raw, option, callback), option)
    }

    /// A progress callback that aborts the transfer (`CURLE_ABORTED_BY_CALLBACK`) once an interrupt arrived, or the
    /// call on this thread was cancelled (an MCP tool call its client cancelled).
    func setInterruptCallback() throws(CourierError) {
        try check(courier_easy_setopt_xferinfo(raw) { _, _, _, _, _ in Interrupts.arrived || Cancellation.currentIsCancelled ? 1 : 0 }, CURLOPT_XFERINFOFUNCTION)
    }

    func set(mime: MimeBody) throws(CourierError) {
        try check(courier_easy_setopt_mime(raw, mime.raw), CURLOPT_MIMEPOST)
    }

    func info(long info: CURLINFO) -> Int {
        var value = 0
        return courier_easy_getinfo_long(raw, info, &value) == CURLE_OK ? value : 0
    }

    /// A `*_TIME_T` timing (microseconds) in milliseconds, never negative nor past a day.
    func info(milliseconds info: CURLINFO) -> Double {
        var value: curl_off_t = 0
        guard courier_easy_getinfo_off_t(raw, info, &value) == CURLE_OK else { return 0 }
        return min(max(0, Double(value) / 1000), 86_400_000)
    }

    func info(string info: CURLINFO) -> String? {
        var value: UnsafePointer<CChar>?
        guard courier_easy_getinfo_string(raw, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }

    /// Runs the transfer on this thread.
    func perform() -> CURLcode { curl_easy_perform(raw) }

    /// The detailed message of the last failure, or curl's generic one for `code`.
    func message(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(CourierError) {
        guard code != CURLE_OK else { return }
        throw .internal(.curlRefused(.option(Int(option.rawValue)), text: String(cString: curl_easy_strerror(code)), curlCode: Int(code.rawValue)))
    }
}
